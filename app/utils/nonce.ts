import { createContext, useContext } from "react";

/** The request's CSP nonce during server rendering; empty in the browser (not needed there). */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
