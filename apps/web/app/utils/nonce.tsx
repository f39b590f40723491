import * as React from "react";

const NonceContext = React.createContext<string>("");

/** Carries the request's CSP nonce from entry.server to <Scripts>; empty in the browser. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => React.useContext(NonceContext);
