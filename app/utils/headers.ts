import type { HeadersFunction } from "@remix-run/node";

/** For routes with a form: a rate-limited post's Retry-After reaches the document response. */
export const formRouteHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
