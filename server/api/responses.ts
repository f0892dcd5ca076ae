import { createHash } from "node:crypto";
import type { Problem } from "../../shared/api/contract";
import { compressedAsSent } from "../web/compression";
import { cacheControl, catalogueCacheControl, ifNoneMatchHolds } from "../web/response-headers";

const JSON_TYPE = "application/json; charset=utf-8";

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": JSON_TYPE,
      "Cache-Control": cacheControl.private,
      ...headers,
    },
  });

export const problem = (
  status: number,
  title: string,
  message: string,
  extra: Partial<Problem> = {},
  headers: Record<string, string> = {},
) => jsonResponse(status, { title, message, ...extra } satisfies Problem, headers);

/**
 * A cacheable catalogue response: a weak ETag of the body, and 304 when the client has it
 * (any tag form); kept no longer than `secondsLeft` when what it says changes then.
 *
 * The tag is weak because the body goes out as it is or compressed as it is sent (remix.ts),
 * at the client's choice: those are different bytes, and a strong tag may name only one set
 * of bytes (RFC 9110, 8.8.1), or a cache could mix one encoding's tag with another's bytes.
 * A weak tag names what the body says, the same in every encoding, and If-None-Match compares
 * weakly, so the client's tag still gets its 304. That 304 carries every header of the 200 it
 * stands for that a cache keys or keeps it by: `Vary` (Accept-Encoding here, Origin added by
 * serve.ts), Cache-Control and the ETag.
 */
export function cacheable(
  request: Request,
  body: unknown,
  secondsLeft = Number.POSITIVE_INFINITY,
): Response {
  const text = JSON.stringify(body);
  const etag = `W/"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  const headers: Record<string, string> = {
    "Content-Type": JSON_TYPE,
    "Cache-Control": catalogueCacheControl(secondsLeft),
    ETag: etag,
  };
  if (compressedAsSent(JSON_TYPE, Buffer.byteLength(text))) headers.Vary = "Accept-Encoding";
  if (ifNoneMatchHolds(request.headers.get("if-none-match"), [etag])) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status: 200, headers });
}
