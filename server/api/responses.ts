import { createHash } from "node:crypto";
import type { Problem } from "../../shared/api/contract";
import { cacheControl, catalogueCacheControl, ifNoneMatchHolds } from "../http/response-headers";

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
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
 * A cacheable catalogue response: a strong ETag of the body, and 304 when the client has it
 * (any tag form); kept no longer than `secondsLeft` when what it says changes then.
 */
export function cacheable(
  request: Request,
  body: unknown,
  secondsLeft = Number.POSITIVE_INFINITY,
): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": catalogueCacheControl(secondsLeft),
    ETag: etag,
  };
  if (ifNoneMatchHolds(request.headers.get("if-none-match"), [etag])) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status: 200, headers });
}
