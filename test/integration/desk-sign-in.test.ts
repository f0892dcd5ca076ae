// Signing in to the staff desk over HTTP, as a person and as an attacker meet it: the code and
// the link from the mail, the same response for any address, guessing limited, and the sessions
// that must never show desk data once they are ended, expired, forged or their person removed.
import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskCookieKey } from "#server/desk/sign-in/runtime";
import { sessionKey } from "#server/desk/sign-in/cookies";
import { WRONG_CODES_PER_CLIENT } from "#server/desk/sign-in/limits";
import { WRONG_CODES_PER_CODE } from "#server/desk/sign-in/rules";
import {
  addStaff,
  cookieFrom,
  nextSignInMail,
  removeStaff,
  signIn,
  signInMailCount,
} from "../support/desk";
import { postForm, startSite, TEST_PRIVACY_SECRET, type TestSite } from "../support/server";

let site: TestSite;
const mailbox = () => ({ dataDir: site.dataDir });

beforeAll(async () => {
  // Behind a proxy, so that each test can be another client (X-Forwarded-For) for the limits per client.
  site = await startSite({ TRUST_PROXY: "1" });
  await addStaff(site, "admin@example.com", "admin");
  await addStaff(site, "sales@example.com", "sales");
  // Its own address for guessing, so that its wrong codes (counted per address for the hour) do
  // not pause code sign-in for the address the other tests sign in with.
  await addStaff(site, "guessed@example.com", "sales");
});

afterAll(async () => {
  await site.close();
});

let clients = 0;
/** A client address of its own, for a test whose limits per client must not meet another test's. */
const newClient = () => `203.0.113.${++clients}`;

const post = (pathname: string, fields: Record<string, string>, headers = {}) =>
  postForm(site, pathname, fields, { accept: "text/html", ...headers });

const page = (pathname: string, cookie?: string) =>
  fetch(`${site.url}${pathname}`, {
    redirect: "manual",
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });
const data = (pathname: string, cookie?: string) =>
  fetch(`${site.url}${pathname}.data`, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** What a person with `cookie` gets from their account page, as a document and as data. */
async function accountResponses(cookie: string | undefined) {
  const [document, asData] = await Promise.all([
    page("/desk/account", cookie),
    data("/desk/account", cookie),
  ]);
  return {
    document: {
      status: document.status,
      location: document.headers.get("location"),
      body: await document.text(),
    },
    data: { status: asData.status, body: await asData.text() },
  };
}

function expectNoDeskData(responses: Awaited<ReturnType<typeof accountResponses>>, email: string) {
  expect(responses.document.status).toBe(302);
  expect(responses.document.location).toBe("/desk/sign-in?returnTo=%2Fdesk%2Faccount");
  expect(responses.document.body).toBe("");
  expect(responses.data.status).toBe(401);
  expect(responses.data.body).not.toContain(email);
  expect(responses.data.body).not.toContain("Where you are signed in");
}

/** A session cookie signed with the site's key for a session id that a test chooses. */
async function cookieFor(id: string): Promise<string> {
  const cookie = createCookie("desk_session", {
    path: "/desk",
    secrets: [deskCookieKey(TEST_PRIVACY_SECRET)],
  });
  return (await cookie.serialize(id)).split(";", 1)[0]!;
}

describe("signing in with the mailed code", () => {
  it("signs a staff member in with the code, and the session opens the desk as a document and as data", async () => {
    const cookie = await signIn(site, "sales@example.com");
    const document = await page("/desk/account", cookie);
    expect(document.status).toBe(200);
    const html = await document.text();
    expect(html).toContain("sales@example.com");
    expect((await data("/desk/account", cookie)).status).toBe(200);
  });

  it("sends the session cookie HttpOnly, SameSite=Lax, for /desk only, holding nothing but a signed random id", async () => {
    const seen = signInMailCount(mailbox(), "admin@example.com");
    const asked = await post("/desk/sign-in", { email: "Admin@Example.com" });
    const { code } = await nextSignInMail(mailbox(), "admin@example.com", seen);
    const signedIn = await post(
      "/desk/sign-in/code",
      { code },
      { cookie: cookieFrom(asked, "desk_sign_in")! },
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/desk");
    const [line, forData] = signedIn.headers
      .getSetCookie()
      .filter((c) => c.startsWith("desk_session="));
    expect(line).toMatch(/; Path=\/desk;/);
    // The same cookie for the inbox's data address, /desk.data, which is not under /desk/.
    expect(forData).toBe(line!.replace("; Path=/desk;", "; Path=/desk.data;"));
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/Secure/);
    const value = decodeURIComponent(line!.split(";", 1)[0]!.slice("desk_session=".length));
    const id = JSON.parse(Buffer.from(value.split(".")[0]!, "base64").toString("utf8")) as unknown;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain("admin");
  });

  it("uses a code once: the same code again signs nobody in", async () => {
    const seen = signInMailCount(mailbox(), "sales@example.com");
    const asked = await post("/desk/sign-in", { email: "sales@example.com" });
    const pending = cookieFrom(asked, "desk_sign_in")!;
    const { code } = await nextSignInMail(mailbox(), "sales@example.com", seen);
    expect((await post("/desk/sign-in/code", { code }, { cookie: pending })).status).toBe(303);
    const again = await post("/desk/sign-in/code", { code }, { cookie: pending });
    expect(again.status).toBe(400);
    expect(again.headers.getSetCookie().some((c) => c.startsWith("desk_session="))).toBe(false);
    expect(await again.text()).toContain("That code is not right, or it is no longer valid.");
  });

  it("sends a second tab of a browser already signed in with that code on to where it was going, and still refuses the used code to any other browser", async () => {
    const client = { "x-forwarded-for": newClient() };
    const seen = signInMailCount(mailbox(), "sales@example.com");
    const asked = await post("/desk/sign-in", { email: "sales@example.com" }, client);
    const pending = cookieFrom(asked, "desk_sign_in")!;
    const { code } = await nextSignInMail(mailbox(), "sales@example.com", seen);
    // Both tabs show the code form; the first signs the browser in.
    const first = await post(
      "/desk/sign-in/code",
      { code, returnTo: "/desk/reports" },
      { ...client, cookie: pending },
    );
    expect(first.status).toBe(303);
    const session = cookieFrom(first, "desk_session")!;
    // The second tab sends the same code with the browser's session: it goes on, to its own
    // returnTo, keeping the session it has (no new one is started).
    const second = await post(
      "/desk/sign-in/code",
      { code, returnTo: "/desk/staff?x=1" },
      { ...client, cookie: `${pending}; ${session}` },
    );
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/desk/staff?x=1");
    expect(second.headers.getSetCookie().some((c) => c.startsWith("desk_session="))).toBe(false);
    expect((await page("/desk/account", session)).status).toBe(200);
    // With no returnTo, where the member starts: My leads, as they take new leads.
    const third = await post(
      "/desk/sign-in/code",
      { code },
      { ...client, cookie: `${pending}; ${session}` },
    );
    expect(third.status).toBe(303);
    expect(third.headers.get("location")).toBe("/desk/mine");
    // A browser that is not signed in still gets nothing from the used code.
    const refused = await post("/desk/sign-in/code", { code }, { ...client, cookie: pending });
    expect(refused.status).toBe(400);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("desk_session="))).toBe(false);
    expect(await refused.text()).toContain("That code is not right, or it is no longer valid.");
    // Nor does one signed in as someone else: its post is refused (with JavaScript, as data),
    // and it stays who it was.
    const other = await signIn(site, "admin@example.com");
    const asOther = await post(
      "/desk/sign-in/code.data",
      { code },
      { ...client, cookie: `${pending}; ${other}`, accept: "*/*" },
    );
    expect(asOther.status).toBe(400);
    expect(asOther.headers.getSetCookie().some((c) => c.startsWith("desk_session="))).toBe(false);
    expect(await asOther.text()).toContain("That code is not right, or it is no longer valid.");
  });

  it("with JavaScript too: the second tab's post of the used code is sent on, as data", async () => {
    const client = { "x-forwarded-for": newClient() };
    const seen = signInMailCount(mailbox(), "sales@example.com");
    const asked = await post("/desk/sign-in", { email: "sales@example.com" }, client);
    const pending = cookieFrom(asked, "desk_sign_in")!;
    const { code } = await nextSignInMail(mailbox(), "sales@example.com", seen);
    const first = await post("/desk/sign-in/code.data", { code }, { ...client, cookie: pending });
    const session = cookieFrom(first, "desk_session")!;
    expect(session).toBeDefined();
    const second = await post(
      "/desk/sign-in/code.data",
      { code, returnTo: "/desk/reports" },
      { ...client, cookie: `${pending}; ${session}`, accept: "*/*" },
    );
    // Single fetch answers a redirect as data (202) naming where to go.
    expect(second.status).toBe(202);
    const body = await second.text();
    expect(body).not.toContain("That code is not right");
    expect(body).toContain('"redirect","/desk/reports"');
  });

  it("answers the address form with the same bytes whether or not the address is staff, and mails only staff", async () => {
    const address = "newcomer@example.com";
    const ask = async () => {
      const response = await post("/desk/sign-in", { email: address, returnTo: "/desk/account" });
      // The date and the request's own id differ on every response.
      const headers = [...response.headers].filter(
        ([name]) => name !== "date" && name !== "x-request-id",
      );
      return {
        status: response.status,
        headers,
        body: Buffer.from(await response.arrayBuffer()).toString("base64"),
      };
    };
    const unknown = await ask();
    await site.store().staff.setMember({ email: address, role: "sales", addedAt: Date.now() });
    const seen = signInMailCount(mailbox(), address);
    const known = await ask();
    expect(known).toEqual(unknown);
    expect(unknown.status).toBe(303);
    // Only the second ask, for a staff address, is mailed.
    await nextSignInMail(mailbox(), address, seen);
    expect(signInMailCount(mailbox(), address)).toBe(1);
  });

  it("takes the code typed with a dash, dashes, dots or spaces between its digits", async () => {
    const address = "typist@example.com";
    await addStaff(site, address, "sales");
    const typings = [
      (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`,
      (code: string) => `${code.slice(0, 3)} \u2013 ${code.slice(3)}`,
      (code: string) => `${code.slice(0, 2)}.${code.slice(2, 4)}.${code.slice(4)}`,
      (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`,
    ];
    for (const typing of typings) {
      const client = { "x-forwarded-for": newClient() };
      const seen = signInMailCount(mailbox(), address);
      const asked = await post("/desk/sign-in", { email: address }, client);
      const { code } = await nextSignInMail(mailbox(), address, seen);
      const typed = typing(code);
      const signedIn = await post(
        "/desk/sign-in/code",
        { code: typed },
        { ...client, cookie: cookieFrom(asked, "desk_sign_in")! },
      );
      expect(signedIn.status, typed).toBe(303);
      // A sales member taking new leads starts on My leads.
      expect(signedIn.headers.get("location"), typed).toBe("/desk/mine");
    }
  });

  it("keeps a mistyped address and says what is wrong with it", async () => {
    const response = await post("/desk/sign-in", { email: "ravi@example" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="ravi@example"');
    expect(html).toMatch(/role="alert"[^>]*>[^<]+</);
  });
});

describe("guessing codes", () => {
  it(`burns a staff member's code after ${WRONG_CODES_PER_CODE} wrong codes, and says the same for an address that is not staff`, async () => {
    const client = newClient();
    const seen = signInMailCount(mailbox(), "guessed@example.com");
    const responsesFor = async (email: string) => {
      const asked = await post("/desk/sign-in", { email }, { "x-forwarded-for": client });
      const pending = cookieFrom(asked, "desk_sign_in")!;
      // A staff member's code is in the store before the guessing starts.
      if (email === "guessed@example.com") await nextSignInMail(mailbox(), email, seen);
      const responses: string[] = [];
      for (let i = 0; i < WRONG_CODES_PER_CODE + 1; i++) {
        const wrong = await post(
          "/desk/sign-in/code",
          { code: "000000" },
          { cookie: pending, "x-forwarded-for": client },
        );
        responses.push(
          `${wrong.status} ${/role="alert"[^>]*>([^<]+)</.exec(await wrong.text())?.[1]}`,
        );
      }
      return { responses, pending };
    };
    const staff = await responsesFor("guessed@example.com");
    const stranger = await responsesFor("stranger@example.com");
    expect(staff.responses).toEqual(stranger.responses);
    expect(staff.responses.at(0)).toMatch(/^400 That code is not right/);
    expect(staff.responses.at(-1)).toMatch(/^400 Too many wrong codes for this address/);
    // The right code no longer works: it was burned.
    const { code } = await nextSignInMail(mailbox(), "guessed@example.com", seen);
    if (code !== "000000") {
      const right = await post(
        "/desk/sign-in/code",
        { code },
        { cookie: staff.pending, "x-forwarded-for": client },
      );
      expect(right.status).toBe(400);
      expect(right.headers.getSetCookie().some((c) => c.startsWith("desk_session="))).toBe(false);
    }
  });

  it(`refuses a client that tried ${WRONG_CODES_PER_CLIENT} wrong codes, whatever the address (429, Retry-After)`, async () => {
    const client = newClient();
    for (let i = 0; i < WRONG_CODES_PER_CLIENT; i++) {
      const email = `guess${i % 4}@example.com`;
      const wrong = await post(
        "/desk/sign-in/code",
        { email, code: String(100000 + i) },
        { "x-forwarded-for": client },
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await post(
      "/desk/sign-in/code",
      { email: "sales@example.com", code: "123456" },
      { "x-forwarded-for": client },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many wrong codes from your connection.");
  });
});

describe("the link in the mail", () => {
  it("shows a button on a GET and uses nothing up; the button signs in, once", async () => {
    const seen = signInMailCount(mailbox(), "admin@example.com");
    await post("/desk/sign-in", { email: "admin@example.com" });
    const { link } = await nextSignInMail(mailbox(), "admin@example.com", seen);
    const path = new URL(link).pathname;
    // A mail scanner opens the link, twice.
    for (let i = 0; i < 2; i++) {
      const opened = await page(path);
      expect(opened.status).toBe(200);
      expect(opened.headers.getSetCookie()).toEqual([]);
      expect(await opened.text()).toContain("Sign in as <strong>admin@example.com</strong>?");
    }
    const pressed = await post(path, {});
    expect(pressed.status).toBe(303);
    const cookie = cookieFrom(pressed, "desk_session")!;
    expect((await page("/desk/account", cookie)).status).toBe(200);
    const again = await post(path, {});
    expect(again.status).toBe(410);
    expect(cookieFrom(again, "desk_session")).toBeUndefined();
    expect((await page(path)).status).toBe(410);
  });
});

describe("the mail written to a file (no SMTP_URL)", () => {
  it("has the link whole on one line of the file's text, to copy from an editor", async () => {
    const seen = signInMailCount(mailbox(), "sales@example.com");
    await post("/desk/sign-in", { email: "sales@example.com" });
    const { code, link } = await nextSignInMail(mailbox(), "sales@example.com", seen);
    const folder = path.join(site.dataDir, "outgoing-mail");
    const written = readdirSync(folder)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readFileSync(path.join(folder, name), "utf8"))
      .find((raw) => raw.includes(`Your code: ${code}`));
    expect(link.length).toBeGreaterThan(76);
    expect(written?.split("\r\n")).toContain(link);
    expect(written?.split("\r\n")).toContain(`Your code: ${code}`);
  });
});

describe("sessions that must show no desk data", () => {
  it("no cookie, and a forged one", async () => {
    expectNoDeskData(await accountResponses(undefined), "sales@example.com");
    const real = await signIn(site, "sales@example.com");
    const forged = `${real.slice(0, -4)}${real.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expectNoDeskData(await accountResponses(forged), "sales@example.com");
    // A well-signed cookie naming a session that was never made (the key leaked, say).
    expectNoDeskData(
      await accountResponses(await cookieFor(randomBytes(32).toString("base64url"))),
      "sales@example.com",
    );
  });

  it("a session past its absolute time, and one idle for too long", async () => {
    const now = Date.now();
    const base = {
      email: "sales@example.com",
      role: "sales" as const,
      method: "code" as const,
      device: "Chrome on Linux",
    };
    const over = {
      ...base,
      id: randomBytes(32).toString("base64url"),
      createdAt: now - 13 * 3_600_000,
      lastSeenAt: now - 60_000,
      expiresAt: now - 1000,
    };
    const idle = {
      ...base,
      id: randomBytes(32).toString("base64url"),
      createdAt: now - 3 * 3_600_000,
      // Past the idle default of 30 minutes (DESK_SESSION_IDLE_MINUTES).
      lastSeenAt: now - 31 * 60_000,
      expiresAt: now + 3_600_000,
    };
    for (const session of [over, idle]) {
      // The store keys a session by the hash of the id its cookie carries.
      await site.store().staff.createSession({ ...session, id: sessionKey(session.id) });
      expectNoDeskData(await accountResponses(await cookieFor(session.id)), "sales@example.com");
      // Seen once expired, it is gone from the store.
      expect(await site.store().staff.getSession(sessionKey(session.id))).toBeUndefined();
    }
    // The same session, fresh, opens the desk: the test's cookies are made as the site makes them.
    const fresh = {
      ...base,
      id: randomBytes(32).toString("base64url"),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 3_600_000,
    };
    await site.store().staff.createSession({ ...fresh, id: sessionKey(fresh.id) });
    expect((await page("/desk/account", await cookieFor(fresh.id))).status).toBe(200);
  });

  it("a session signed out, and every session after signing out everywhere", async () => {
    const first = await signIn(site, "sales@example.com");
    const out = await post("/desk/sign-out", {}, { cookie: first });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/desk/sign-in?signed-out");
    const removed = out.headers.getSetCookie().filter((c) => c.startsWith("desk_session="));
    expect(removed).toEqual([
      expect.stringMatching(/^desk_session=; Path=\/desk; Expires=Thu, 01 Jan 1970/),
      expect.stringMatching(/^desk_session=; Path=\/desk\.data; Expires=Thu, 01 Jan 1970/),
    ]);
    expectNoDeskData(await accountResponses(first), "sales@example.com");

    const phone = await signIn(site, "sales@example.com");
    const laptop = await signIn(site, "sales@example.com");
    expect(
      (await post("/desk/sign-out", { intent: "everywhere" }, { cookie: laptop })).status,
    ).toBe(303);
    expectNoDeskData(await accountResponses(phone), "sales@example.com");
    expectNoDeskData(await accountResponses(laptop), "sales@example.com");
  });

  it("the open session of a person removed from the staff, or whose role changed", async () => {
    await addStaff(site, "leaving@example.com", "sales");
    const open = await signIn(site, "leaving@example.com");
    expect((await page("/desk/account", open)).status).toBe(200);
    await removeStaff(site, "leaving@example.com");
    expectNoDeskData(await accountResponses(open), "leaving@example.com");
    expect(await site.store().staff.sessionsOf("leaving@example.com")).toEqual([]);

    await addStaff(site, "promoted@example.com", "sales");
    const before = await signIn(site, "promoted@example.com");
    await addStaff(site, "promoted@example.com", "admin");
    expectNoDeskData(await accountResponses(before), "promoted@example.com");
  });
});

describe("roles", () => {
  it("a sales session gets 403 on every admin page and action, whatever the address's spelling; an admin is let in", async () => {
    const sales = await signIn(site, "sales@example.com");
    const admin = await signIn(site, "admin@example.com");
    for (const path of ["/desk/staff", "/DESK/Staff", "/desk/staff/"]) {
      const refused = await page(path, sales);
      expect([403, 301]).toContain(refused.status);
      if (refused.status === 403)
        expect(await refused.text()).toContain("This part of the desk is for admins.");
    }
    expect((await data("/desk/staff", sales)).status).toBe(403);
    const add = await post(
      "/desk/staff",
      { intent: "add", email: "intruder@example.com", role: "admin" },
      { cookie: sales },
    );
    expect(add.status).toBe(403);
    const remove = await post(
      "/desk/staff",
      { intent: "remove", email: "admin@example.com" },
      { cookie: sales },
    );
    expect(remove.status).toBe(403);
    expect(await site.store().staff.getMember("intruder@example.com")).toBeUndefined();
    expect(await site.store().staff.getMember("admin@example.com")).toBeDefined();

    const page200 = await page("/desk/staff", admin);
    expect(page200.status).toBe(200);
    expect(await page200.text()).toContain("sales@example.com");
  });

  it("an admin adds, changes and removes staff, and cannot leave the desk without an admin", async () => {
    const admin = await signIn(site, "admin@example.com");
    expect(
      (
        await post(
          "/desk/staff",
          { intent: "add", email: "Meera@Example.com", role: "sales" },
          { cookie: admin },
        )
      ).headers.get("location"),
    ).toBe("/desk/staff?done=added");
    expect(await site.store().staff.getMember("meera@example.com")).toMatchObject({
      role: "sales",
    });
    expect(
      (
        await post(
          "/desk/staff",
          { intent: "role", email: "meera@example.com", role: "admin" },
          { cookie: admin },
        )
      ).status,
    ).toBe(303);
    expect(await site.store().staff.getMember("meera@example.com")).toMatchObject({
      role: "admin",
    });
    expect(
      (
        await post(
          "/desk/staff",
          { intent: "remove", email: "meera@example.com" },
          { cookie: admin },
        )
      ).status,
    ).toBe(303);
    expect(await site.store().staff.getMember("meera@example.com")).toBeUndefined();

    // Themselves: never from this page (the last admin would lock everyone out).
    const self = await post(
      "/desk/staff",
      { intent: "remove", email: "admin@example.com" },
      { cookie: admin },
    );
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot change or remove yourself here");
    expect(await site.store().staff.getMember("admin@example.com")).toMatchObject({
      role: "admin",
    });
  });
});

describe("removing a person from the staff page", () => {
  it("asks first: the list's Remove is a GET that shows the question, and only its post removes", async () => {
    const admin = await signIn(site, "admin@example.com");
    await addStaff(site, "leaving@example.com", "sales");
    const question =
      "Remove leaving@example.com? They are signed out everywhere; the leads they own keep them as owner.";

    const list = await (await page("/desk/staff", admin)).text();
    // No post removes from the list itself: its Remove… asks with a GET.
    expect(list).not.toContain('name="intent" value="remove"');
    expect(list).toMatch(/<form method="get"[^>]*>(?:(?!<\/form>).)*value="leaving@example.com"/s);
    expect(list).toContain('aria-label="Remove leaving@example.com…"');
    expect(list).not.toContain(question);

    const asked = await page("/desk/staff?confirm=remove&email=Leaving%40Example.com", admin);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html.replaceAll("<!-- -->", "")).toContain(question);
    expect(html).toMatch(
      /<form method="post" action="\/desk\/staff" aria-label="Confirm removal"[^>]*>(?:(?!<\/form>).)*name="intent" value="remove"(?:(?!<\/form>).)*value="leaving@example.com"(?:(?!<\/form>).)*Yes, remove<\/button>(?:(?!<\/form>).)*href="\/desk\/staff"[^>]*>No, keep<\/a>/s,
    );
    // Showing the question removes nobody.
    expect(await site.store().staff.getMember("leaving@example.com")).toBeDefined();

    // No question for themselves, nor for an address not on the staff.
    for (const email of ["admin@example.com", "nobody@example.com", "not an address"]) {
      const other = await page(
        `/desk/staff?confirm=remove&email=${encodeURIComponent(email)}`,
        admin,
      );
      expect(other.status).toBe(200);
      expect(await other.text()).not.toContain("Confirm removal");
    }

    const removed = await post(
      "/desk/staff",
      { intent: "remove", email: "leaving@example.com" },
      { cookie: admin },
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/desk/staff?done=removed");
    expect(await site.store().staff.getMember("leaving@example.com")).toBeUndefined();

    // A role changed from a page shown before the removal does not bring the person back.
    const stale = await post(
      "/desk/staff",
      { intent: "role", email: "leaving@example.com", role: "admin" },
      { cookie: admin },
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Nobody with that address is on the staff.");
    expect(await site.store().staff.getMember("leaving@example.com")).toBeUndefined();

    // Nor does a post that is none of the page's forms.
    const unknown = await post(
      "/desk/staff",
      { intent: "bogus", email: "leaving@example.com", role: "sales" },
      { cookie: admin },
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(
      "That is not one of this page&#x27;s forms: reload the page and try again.",
    );
    expect(await site.store().staff.getMember("leaving@example.com")).toBeUndefined();
  });
});

describe("passkey ceremonies over HTTP", () => {
  const step = (base: string, body: unknown) =>
    fetch(`${base}/desk/sign-in/passkey`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });

  it("are refused at an IP address (no relying party can be one), and offered at the site's name", async () => {
    const atAddress = await step(site.url, { step: "start" });
    expect(atAddress.status).toBe(400);
    expect(((await atAddress.json()) as { message: string }).message).toContain(
      "Passkeys work only when the desk is opened at its own web address",
    );
    const named = site.url.replace("127.0.0.1", "localhost");
    const started = await step(named, { step: "start" });
    expect(started.status).toBe(200);
    expect(started.headers.get("cache-control")).toBe("private, no-store");
    const { challengeId, options } = (await started.json()) as {
      challengeId: string;
      options: { rpId: string; challenge: string; userVerification: string };
    };
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    // A response that proves nothing uses the challenge up all the same: it never answers a second try.
    const forged = {
      id: "made-up",
      rawId: "made-up",
      type: "public-key",
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      clientExtensionResults: {},
    };
    const finished = await step(named, { step: "finish", challengeId, response: forged });
    expect(finished.status).toBe(400);
    expect(finished.headers.getSetCookie()).toEqual([]);
    expect(await site.store().staff.takeChallenge(challengeId)).toBeUndefined();
  });
});
