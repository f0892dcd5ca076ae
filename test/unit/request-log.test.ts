// The request log's id and address: an id from a trusted proxy only when it is short and
// plain, and an address whose links' secrets, email addresses, phones, names and searches never
// reach a log line (server/logging/mask.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { loggedTarget, requestIdOf } from "#server/logging/request-log";

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

  it("hides every query value of the desk's and /my-data's addresses, keeping the names", () => {
    expect(loggedTarget("/desk?q=9876543210")).toBe("/desk?q=***");
    expect(loggedTarget("/desk?q=Ravi+Kumar&status=new&page=")).toBe(
      "/desk?q=***&status=***&page=",
    );
    expect(loggedTarget("/desk.data?q=ravi%40example.com&_routes=routes%2Fdesk._index")).toBe(
      "/desk.data?q=***&_routes=***",
    );
    expect(loggedTarget("/desk/staff?confirm=remove&email=asha%40aptora.test")).toBe(
      "/desk/staff?confirm=***&email=***",
    );
    expect(loggedTarget("/desk?Ravi")).toBe("/desk?***");
    expect(loggedTarget("/desk?index")).toBe("/desk?index");
    expect(loggedTarget("/my-data?email=meera")).toBe("/my-data?email=***");
    expect(loggedTarget("/DESK/export.csv?owner=x")).toBe("/DESK/export.csv?owner=***");
  });

  it("hides elsewhere the values of parameters named like a person's data, and addresses and phones written any way", () => {
    expect(loggedTarget("/courses?search=Meera+Iyer&sort=new")).toBe(
      "/courses?search=***&sort=new",
    );
    expect(loggedTarget("/x?fullName=Meera&Mobile_No=98765&q=aws&contact=y")).toBe(
      "/x?fullName=***&Mobile_No=***&q=***&contact=***",
    );
    expect(loggedTarget("/newsletter?e=priya.sharma%40example.com")).toBe(
      "/newsletter?e=p***@example.com",
    );
    expect(loggedTarget("/newsletter?x=%2B91%2098765%2043210")).toBe("/newsletter?x=**********10");
    expect(loggedTarget("/priya%40example.com/x")).toBe("/p***@example.com/x");
    // A date and a certificate's number are not phones.
    expect(loggedTarget("/batches?from=2026-11-29")).toBe("/batches?from=2026-11-29");
    expect(loggedTarget("/checkcertificate/2024-0012345")).toBe("/checkcertificate/2024-0012345");
    // A name spelt in percent-encoding is the same name.
    expect(loggedTarget("/x?%65mail=meera")).toBe("/x?%65mail=***");
  });

  it("cuts the secrets of sign-in and /my-data links wherever they sit in the address", () => {
    const token = `${Buffer.from("asha@aptora.test").toString("base64url")}.${"k".repeat(43)}`;
    expect(loggedTarget(`/desk/sign-in/link/${token}`)).toBe("/desk/sign-in/link/…");
    expect(loggedTarget("/my-data/v1.short/download")).toBe("/my-data/v1.s…/download");
    expect(loggedTarget("/my-data/email/v1.abcdef")).toBe("/my-data/email/v1.a…");
  });

  it("is bounded however long the address", () => {
    expect(loggedTarget(`/${"a/".repeat(50_000)}`).length).toBeLessThanOrEqual(301);
  });
});
