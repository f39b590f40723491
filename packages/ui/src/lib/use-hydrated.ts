import * as React from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true once React runs in the browser. Parts that
 * need scripts (Radix menus, sheets) render a plain-HTML fallback until then, so a page without
 * JavaScript (or whose scripts have not arrived yet) still works: links and native `<details>`.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
