// Scripts of a page's HTML that no script bundle and no loader data should carry: the server
// entry (app/entry.server.tsx) provides their text through this context, with the mark of the
// render that every inline script the server writes carries (server/web/response-headers.ts:
// only marked scripts are allowed, and the mark is removed before the page is sent). In the
// browser the context is empty, and React keeps the script the HTML already has:
// `suppressHydrationWarning` on the element says the difference is meant, and a script React
// inserts later would never run anyway.
import { createContext, useContext } from "react";

export interface DocumentScriptTexts {
  /** The landing-page script (app/lib/landing-page.server.ts). */
  landingPage: string;
  /**
   * This render's mark, given as `nonce` to every inline script the page writes itself; none in the
   * browser.
   */
  mark?: string;
}

export const DocumentScripts = createContext<DocumentScriptTexts>({ landingPage: "" });

export const useDocumentScripts = () => useContext(DocumentScripts);
