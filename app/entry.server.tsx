// Pages are rendered whole (not streamed) because each is the same bytes for everyone and
// is stored by the page cache: what matters is rendering once. The Content-Security-Policy
// allows the inline scripts the server writes itself, by their hashes: each render marks
// them (a random nonce that never leaves this function) and nothing else in the page is allowed.
//
// React 18's Node renderer (renderToPipeableStream) sends its whole 2 KB buffer when a
// character of several bytes (★, ·, ©) does not fit at its end, so pages carried NUL bytes
// (facebook/react#26228; test/faults/page-bytes.test.ts). Its web-streams renderer writes only
// the bytes it encoded, and runs on Node 20 as it is, so pages are rendered with that one.
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server.browser";
import {
  contentSecurityPolicy,
  newScriptMark,
  ownInlineScripts,
} from "#server/web/response-headers";
import { DocumentScripts } from "./lib/document-scripts";
import { landingPageScript } from "./lib/landing-page.server";

/** How long loader promises may take to settle before the page is rendered without them. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  // Stopped once the page is whole: aborting a finished render makes React close its stream twice.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), streamTimeout + 1000);
  const mark = newScriptMark();
  let html: string;
  try {
    const stream = await renderToReadableStream(
      <DocumentScripts.Provider value={{ landingPage: landingPageScript, mark }}>
        <RemixServer context={remixContext} url={request.url} nonce={mark} />
      </DocumentScripts.Provider>,
      {
        // React's own inline scripts (those that put late parts in place) are the server's too.
        nonce: mark,
        signal: deadline.signal,
        onError(error: unknown) {
          status = 500;
          loadContext.log.error({ err: error }, "a page failed to render");
        },
      },
    );
    await stream.allReady;
    html = await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
  const page = ownInlineScripts(html, mark);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(page.hashes));
  return new Response(page.html, { headers: responseHeaders, status });
}

/**
 * An error of a loader, an action or a render, logged with its stack on the request's logger.
 * A request Remix refused itself (a post to a page without a form: 405; no such route: 404) is
 * the client's mistake, not the server's: its request line says so, and nothing more is logged.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.log.error({ err: error }, "a request failed");
}
