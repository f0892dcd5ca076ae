// Conditional requests and cache headers of the catalogue API, from source: one parser of
// If-None-Match for the API and the pages, comparing weakly as RFC 9110 (13.1.2) requires.
import { describe, expect, it } from "vitest";
import { cacheable, jsonResponse } from "#server/api/responses";
import { cacheControl, ifNoneMatchHolds } from "#server/web/response-headers";

const get = (headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/v1/departments", { headers });

describe("the catalogue API's conditional responses", () => {
  const body = { departments: ["Data Science"] };
  const etag = cacheable(get(), body).headers.get("etag")!;

  it.each([
    ["its own tag", () => etag],
    ["its tag as a strong one", () => etag.replace(/^W\//, "")],
    ["its tag in a list", () => `"other", ${etag}`],
    ["any tag", () => "*"],
  ])("responds 304 to %s", (_label, presented) => {
    const response = cacheable(get({ "if-none-match": presented() }), body);
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
  });

  it("responds 200 with the body to another tag", async () => {
    const response = cacheable(get({ "if-none-match": '"other"' }), body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
  });

  it("uses the catalogue's and the private kinds' Cache-Control", () => {
    expect(cacheable(get(), body).headers.get("cache-control")).toBe(cacheControl.catalogue);
    expect(jsonResponse(400, {}).headers.get("cache-control")).toBe(cacheControl.private);
  });
});

describe("If-None-Match", () => {
  it.each([
    ['"a"', ['"a"'], true],
    ['W/"a"', ['"a"'], true],
    ['"a"', ['W/"a"'], true],
    [' "b" , W/"a" ', ['"a"'], true],
    ["*", ['"a"'], true],
    ['"b"', ['"a"', '"c"'], false],
    ['"a-gzip6"', ['"a"', '"a-gzip6"'], true],
    ["", ['"a"'], false],
  ])("%s against %j: %s", (header, tags, expected) => {
    expect(ifNoneMatchHolds(header, tags)).toBe(expected);
  });
});
