// The request log's id and address: an id from a trusted proxy only when it is short and
// plain, and an address whose links' secrets and email addresses never reach a log line.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { loggedTarget, requestIdOf } from "../../server/logging/request-log";

function idFor(sent: string | undefined, trustProxy: boolean) {
  const headers: Record<string, string> = {};
  const req = {
    headers: sent === undefined ? {} : { "x-request-id": sent },
  } as unknown as IncomingMessage;
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
  } as unknown as ServerResponse;
  const id = requestIdOf(req, res, trustProxy);
  expect(headers["x-request-id"]).toBe(id);
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is a trusted proxy's when short and plain, else a new one", () => {
    expect(idFor("lb-7f3a.c9:01_x", true)).toBe("lb-7f3a.c9:01_x");
    expect(idFor("lb-7f3a", false)).toMatch(UUID);
    expect(idFor(undefined, true)).toMatch(UUID);
    expect(idFor("x".repeat(65), true)).toMatch(UUID);
    expect(idFor("x".repeat(64), true)).toBe("x".repeat(64));
    for (const forged of ["a b", "a\nb", 'a"b', "a<b>", ""])
      expect(idFor(forged, true)).toMatch(UUID);
  });
});

describe("the logged address", () => {
  it("cuts links' secrets, masks email addresses and keeps the rest", () => {
    const token = "v1.".padEnd(90, "Ab9_-");
    expect(loggedTarget(`/my-data/${token}`)).toBe(`/my-data/${token.slice(0, 4)}…`);
    expect(loggedTarget(`/unsubscribe?token=${token}&x=1`)).toBe(
      `/unsubscribe?token=${token.slice(0, 4)}…&x=1`,
    );
    expect(loggedTarget("/newsletter?email=priya.sharma@example.com")).toBe(
      "/newsletter?email=p***@example.com",
    );
    expect(loggedTarget("/computerscience/aws?sent=enrollment&plan=Pro")).toBe(
      "/computerscience/aws?sent=enrollment&plan=Pro",
    );
    expect(loggedTarget("/?index")).toBe("/?index");
  });

  it("is bounded however long the address", () => {
    expect(loggedTarget(`/${"a/".repeat(50_000)}`).length).toBeLessThanOrEqual(301);
  });
});
