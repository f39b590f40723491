export const ROUTER_VERSION: string;
export const MARKER: string;
/** The router's source with the memo tables; throws when the source is not the one this was made for. */
export function patchRouterSource(source: string): string;
/** The router file the server loads, resolved from the web app like the server resolves it. */
export function routerFile(root: string): string;
