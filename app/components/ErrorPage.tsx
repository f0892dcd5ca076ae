import { ErrorContent } from "./error-content.server";
import { island } from "./Island";

/**
 * The page for every failure, 404 or 500. Few visits end there, so its code is not part
 * of every page's bundle: it loads when an error page is shown (see Island.tsx); until
 * then the server's HTML and its plain links are the page.
 */
export const ErrorPage = island<{ status: number }>(ErrorContent, () => import("./ErrorContent").then((m) => m.ErrorContent));
