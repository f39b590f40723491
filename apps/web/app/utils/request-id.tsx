import * as React from "react";

declare global {
  interface Window {
    /** The failed document's request id, written by entry.server for the error screen's hydration. */
    __masarRequestId?: string;
  }
}

const RequestIdContext = React.createContext<string | null>(null);

/** Carries the id of a request that failed with a 5xx from entry.server to the error screen. */
export const RequestIdProvider = RequestIdContext.Provider;

/** The script entry.server inlines so the browser's first render shows the same id as the server's. */
export function requestIdScript(id: string): string {
  return `window.__masarRequestId=${JSON.stringify(id)}`;
}

/**
 * The id the server logged for this page's failure, to quote to support. On the server it comes from
 * entry.server; in the browser from the failed document, read once: an error screen reached later by
 * client-side navigation belongs to another request, whose id the browser does not know.
 */
export function useRequestId(): string | null {
  const fromServer = React.useContext(RequestIdContext);
  const [fromDocument] = React.useState(() => (typeof window === "undefined" ? null : window.__masarRequestId));
  React.useEffect(() => {
    if (typeof window !== "undefined") delete window.__masarRequestId;
  }, []);
  return fromServer ?? fromDocument ?? null;
}
