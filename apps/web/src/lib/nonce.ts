import { createContext, useContext } from "react";

/**
 * This answer's CSP nonce, given by entry.server.tsx to the document's own inline scripts. Not in the
 * route data (the page's JSON), so it stays in the attributes the browser hides; the browser has no
 * use for it after the server's render.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
