// The desk's cookies as a browser receives them: HttpOnly, SameSite=Lax, only for desk paths,
// and on an https site (SITE_URL) Secure and named `__Secure-…`, so a session id never travels in
// clear text there and a plain-http page cannot set one.
import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/settings";
import { createDeskCookies, signInOverPlainHttpRefused } from "#server/desk/sign-in/cookies";

const cookiesFor = (env: Record<string, string>) =>
  createDeskCookies(
    parseConfig({ PRIVACY_SECRET: "p".repeat(40), ...env }),
    ["k".repeat(43)],
    () => {
      throw new Error("no store needed to write a cookie");
    },
  );

describe("the desk's cookies", () => {
  it("are Secure and __Secure- prefixed on an https site, and neither on a plain http one (development)", async () => {
    const https = cookiesFor({ SITE_URL: "https://www.aptoralearning.com" });
    const http = cookiesFor({});
    expect(await https.sessionCookie.serialize("an-id")).toMatch(
      /^__Secure-desk_session=[^;]+; Path=\/desk; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(await http.sessionCookie.serialize("an-id")).toMatch(
      /^desk_session=[^;]+; Path=\/desk; HttpOnly; SameSite=Lax$/,
    );
    expect(await https.pendingAddress.serialize("ravi@example.com")).toMatch(
      /^__Secure-desk_sign_in=[^;]+; Max-Age=600; Path=\/desk\/sign-in; HttpOnly; Secure; SameSite=Lax$/,
    );
    for (const cookie of [https.leadPosted, https.leadsOpened])
      expect(cookie.name).toMatch(/^__Secure-desk_/);
  });
});

describe("plain http", () => {
  const refused = (SITE_URL: string | undefined, DESK_ALLOW_HTTP = false) =>
    signInOverPlainHttpRefused({ SITE_URL, DESK_ALLOW_HTTP });

  it("refuses sign-in on a plain-http production site, unless loopback or allowed", () => {
    expect(refused("http://desk.example.com")).toBe(true);
    expect(refused("http://10.0.0.5:3000")).toBe(true);
    expect(refused("http://desk.example.com", true)).toBe(false);
    expect(refused("https://desk.example.com")).toBe(false);
    expect(refused(undefined)).toBe(false);
    for (const loopback of [
      "http://localhost:3000",
      "http://desk.localhost",
      "http://127.0.0.1:3000",
      "http://127.1.2.3",
      "http://[::1]:3000",
    ])
      expect(refused(loopback), loopback).toBe(false);
  });
});
