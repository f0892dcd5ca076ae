// Scripts of a page's HTML that no script bundle and no loader data should carry: the server
// entry (app/entry.server.tsx) provides their text through this context, the way a CSP nonce
// is often passed. In the browser the context is empty, and React keeps the script the HTML
// already has: `suppressHydrationWarning` on the element says the difference is meant, and a
// script React inserts later would never run anyway.
import { createContext, useContext } from "react";

export interface DocumentScriptTexts {
  /** The first-touch script (app/lib/first-touch.server.ts). */
  firstTouch: string;
}

export const DocumentScripts = createContext<DocumentScriptTexts>({ firstTouch: "" });

export const useDocumentScripts = () => useContext(DocumentScripts);
