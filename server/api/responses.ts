import { createHash } from "node:crypto";
import type { Problem } from "#shared/api/contract";
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
 * (any tag form) with the 200's Vary, Cache-Control and ETag; kept no longer than
 * `secondsLeft` when what it says changes then. Why the tag is weak: decision 0019.
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
