// The stand-in for the Realtime Database (test/support/msw/firebase-rtdb.ts) is only worth
// its tests if it refuses what the real service refuses. These pin that, request by request,
// with the behaviour the REST API documents.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";

const services = mockServices();
beforeAll(() => services.listen({ onUnhandledRequest }));
afterAll(() => services.close());
beforeEach(() => {
  rtdb.reset();
  rtdb.deployShippedRules();
});

const auth = { authorization: "Bearer test-token" };
const at = (path: string, query = "") => `${TEST_DATABASE_URL}/${path}.json${query}`;
const put = (path: string, value: unknown, headers: Record<string, string> = {}) =>
  fetch(at(path), {
    method: "PUT",
    body: JSON.stringify(value),
    headers: { ...auth, "content-type": "application/json", ...headers },
  });

describe("the Realtime Database stand-in", () => {
  it("sends ETags only when asked, opaque, and null_etag for an empty location", async () => {
    const unasked = await fetch(at("a/b"), { headers: auth });
    expect(unasked.headers.get("etag")).toBeNull();
    const empty = await fetch(at("a/b"), { headers: { ...auth, "X-Firebase-ETag": "true" } });
    expect(empty.headers.get("etag")).toBe("null_etag");
    expect((await put("a/b", { x: 1 }, { "if-match": "null_etag" })).status).toBe(200);
    const again = await put(
      "a/b",
      { x: 2 },
      { "if-match": "null_etag", "X-Firebase-ETag": "true" },
    );
    expect(again.status).toBe(412);
    expect(await again.json()).toEqual({ x: 1 });
    const etag = again.headers.get("etag")!;
    expect(etag).not.toBe("null_etag");
    expect((await put("a/b", { x: 2 }, { "if-match": etag })).status).toBe(200);
  });

  it("refuses keys with . $ # [ ] / or control characters, in the path and in the data", async () => {
    for (const key of ["a.b", "a$b", "a#b", "a[b", "a]b", "a/b", "a\u0001b", "a\u007fb"]) {
      expect((await put(`list/${encodeURIComponent(key)}`, 1)).status, key).toBe(400);
    }
    expect((await put("list/ok", { "bad.key": 1 })).status).toBe(400);
    expect((await put("list/ok", { "good key~-_": 1 })).status).toBe(200);
  });

  it("refuses if-match on PATCH", async () => {
    const response = await fetch(at("a"), {
      method: "PATCH",
      body: JSON.stringify({ b: 1 }),
      headers: { ...auth, "if-match": "null_etag" },
    });
    expect(response.status).toBe(400);
  });

  it("serves a query only with the deployed index, honouring orderBy, endAt and limitToFirst", async () => {
    for (const [id, due] of [
      ["c", 30],
      ["a", 10],
      ["b", 20],
      ["d", 40],
    ] as const)
      await put(`_outbox/pending/${id}`, { id, due });
    const query = `?orderBy=${encodeURIComponent('"due"')}&endAt=30&limitToFirst=2`;
    const response = await fetch(at("_outbox/pending", query), { headers: auth });
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(["a", "b"]);
    rtdb.rules = undefined;
    const refused = await fetch(at("_outbox/pending", query), { headers: auth });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Index not defined, add ".indexOn": "due", for path "/_outbox/pending", to the rules',
    });
    const shallow = await fetch(at("_outbox/pending", "?shallow=true"), { headers: auth });
    expect(await shallow.json()).toEqual({ a: true, b: true, c: true, d: true });
  });

  it("takes rules at /.settings/rules.json, with a token only", async () => {
    rtdb.rules = undefined;
    const rules = { rules: { x: { ".indexOn": ["y"] } } };
    expect(
      (await fetch(at(".settings/rules"), { method: "PUT", body: JSON.stringify(rules) })).status,
    ).toBe(401);
    expect(
      (
        await fetch(at(".settings/rules"), {
          method: "PUT",
          body: JSON.stringify(rules),
          headers: auth,
        })
      ).status,
    ).toBe(200);
    expect(rtdb.rules).toEqual(rules);
  });
});
