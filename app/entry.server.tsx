// Pages are rendered whole (not streamed) because each is the same bytes for everyone and
// is stored by the page cache: what matters is rendering once. The whole page also gives the
// hashes of its inline scripts, which the Content-Security-Policy allows by name.
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { contentSecurityPolicy, inlineScriptHashes } from "../server/http/answer-headers";
import { DocumentScripts } from "./lib/document-scripts";
import { firstTouchScript } from "./lib/first-touch.server";

const documentScripts = { firstTouch: firstTouchScript };

/** How long loader promises may take to settle before the page is rendered without them. */
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        const html = Buffer.concat(chunks).toString("utf8");
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <DocumentScripts.Provider value={documentScripts}>
        <RemixServer context={remixContext} url={request.url} />
      </DocumentScripts.Provider>,
      {
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
