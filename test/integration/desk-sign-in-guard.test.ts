// The desk's sign-in as an auditor reads it (issue 43, ASVS 4.0 level 2, V2 and V3): a mailed
// code guessed slowly across several codes is refused and its member warned; a wrong code costs
// the same store calls for a staff address as for any other; the code is never in the subject;
// an inbox left open signs out once idle; the account page names sessions by label, never by
// id; a sign-in more than 10 minutes old must be made again before adding a passkey; and
// sign-ins are in the access log with how they were proven. Sign-in and sessions run on the
// system clock, which these tests move (Date faked; the server runs in this process).
import { get as httpGet } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionKey } from "#server/desk/sign-in/cookies";
import { WRONG_CODES_PER_HOUR } from "#server/desk/sign-in/rules";
import {
  addStaff,
  callbackLead,
  cookieFrom,
  mailsTo,
  nextSignInMail,
  signIn,
  signInMailCount,
} from "../support/desk";
import { postForm, startSite, type TestSite } from "../support/server";
import { patience } from "../support/wait";

let site: TestSite;
const MINUTE = 60_000;
/** Sets the time the site's sign-in and sessions see (and this process's Date). */
function setClock(at: number, alsoIntervals = false) {
  vi.useFakeTimers({ toFake: alsoIntervals ? ["Date", "setInterval", "clearInterval"] : ["Date"] });
  vi.setSystemTime(at);
}
const mailbox = () => ({ dataDir: site.dataDir });

beforeAll(async () => {
  // Behind a proxy, so that each test is a client of its own for the limits per client. The idle
  // time is set to the default the issue asks for, so a test does not depend on the default alone.
  site = await startSite({ TRUST_PROXY: "1", DESK_SESSION_IDLE_MINUTES: "30" });
  await addStaff(site, "guessed@example.com", "sales");
  await addStaff(site, "timed@example.com", "sales");
  await addStaff(site, "idle@example.com", "sales");
  await addStaff(site, "listed@example.com", "sales");
  await addStaff(site, "stale@example.com", "sales");
  await addStaff(site, "logged@example.com", "admin");
  await addStaff(site, "boss@example.com", "admin");
  await addStaff(site, "leaver@example.com", "sales");
  // Each test signs in its own member: mail files are named by the (moved) clock.
  await addStaff(site, "eraser@example.com", "admin");
});

afterAll(async () => {
  await site.close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

const post = (pathname: string, fields: Record<string, string>, headers: Record<string, string>) =>
  postForm(site, pathname, fields, { accept: "text/html", ...headers });

const get = (pathname: string, cookie: string, accept = "text/html") =>
  fetch(`${site.url}${pathname}`, { redirect: "manual", headers: { accept, cookie } });

/** Asks for a code for `email` as `client`; the code form's cookie and the mailed code. */
async function askCode(email: string, client: string) {
  const seen = signInMailCount(mailbox(), email);
  const asked = await post("/desk/sign-in", { email }, { "x-forwarded-for": client });
  expect(asked.status).toBe(303);
  const pending = cookieFrom(asked, "desk_sign_in")!;
  const { code } = await nextSignInMail(mailbox(), email, seen);
  return { pending, code };
}

/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The status and alert of a code form's post. */
async function tryCode(code: string, pending: string, client: string) {
  const response = await post(
    "/desk/sign-in/code",
    { code },
    { cookie: pending, "x-forwarded-for": client },
  );
  const alert = /role="alert"[^>]*>([^<]+)</.exec(await response.text())?.[1] ?? "";
  return { status: response.status, alert, session: cookieFrom(response, "desk_session") };
}

const warningsTo = (email: string) =>
  mailsTo(mailbox(), email).filter((mail) => /Someone is trying to sign in/.test(mail.subject));

/** An event stream read with node's http client: its status, what came so far, whether it ended. */
function openStream(pathname: string, cookie: string) {
  return new Promise<{ status: number; seen: () => string; ended: () => boolean }>(
    (resolve, reject) => {
      const request = httpGet(
        `${site.url}${pathname}`,
        { headers: { accept: "text/event-stream", cookie } },
        (response) => {
          let text = "";
          let ended = false;
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("close", () => (ended = true));
          resolve({ status: response.statusCode ?? 0, seen: () => text, ended: () => ended });
        },
      );
      request.on("error", reject);
    },
  );
}

/** The session id inside a `desk_session=<signed value>` cookie. */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(Buffer.from(value.split(".")[0]!, "base64").toString("utf8")) as string;
}

describe("guessing the mailed code", () => {
  it(`refuses the right code after ${WRONG_CODES_PER_HOUR} wrong ones over three codes (5, 5, 4), and mails the member once`, async () => {
    const client = newClient();
    const email = "guessed@example.com";
    const first = await askCode(email, client);
    for (let i = 0; i < 5; i++)
      expect((await tryCode(wrongFor(first.code), first.pending, client)).status).toBe(400);
    const second = await askCode(email, client);
    const onSecond = [];
    for (let i = 0; i < 5; i++)
      onSecond.push(await tryCode(wrongFor(second.code), second.pending, client));
    expect(onSecond.slice(0, 4).map((r) => r.status)).toEqual([400, 400, 400, 400]);
    // The tenth wrong code of the hour pauses code sign-in for the address.
    expect(onSecond[4]!.status).toBe(429);
    expect(onSecond[4]!.alert).toMatch(
      /^Too many wrong codes were tried for this address, so signing in with a code is paused for 60 minutes\. A passkey still works\.$/,
    );
    const third = await askCode(email, client);
    for (let i = 0; i < 4; i++)
      expect((await tryCode(wrongFor(third.code), third.pending, client)).status).toBe(429);
    const right = await tryCode(third.code, third.pending, client);
    expect(right.status).toBe(429);
    expect(right.alert).toMatch(/signing in with a code is paused/);
    expect(right.session).toBeUndefined();
    // The member is told, once however many more tries come.
    await vi.waitFor(() => expect(warningsTo(email)).toHaveLength(1), patience);
    const warning = warningsTo(email)[0]!;
    expect(warning.subject).toBe(
      "Someone is trying to sign in to your Aptora Learning desk account",
    );
    expect(warning.text).toContain(
      "signing in with a code is paused for an hour. A passkey still signs you in.",
    );
    expect(warningsTo(email)).toHaveLength(1);
    await vi.waitFor(async () => {
      const log = await site.store().desk.accessLog({ by: email, limit: 10 });
      expect(log.entries.map((entry) => entry.action)).toContain("sign-in-paused");
    }, patience);
    // An hour later code sign-in works again.
    setClock(Date.now() + 61 * MINUTE);
    const later = await askCode(email, client);
    expect((await tryCode(later.code, later.pending, client)).status).toBe(303);
  });

  it("never puts the code in the mail's subject", async () => {
    const { code } = await askCode("guessed@example.com", newClient());
    const mails = mailsTo(mailbox(), "guessed@example.com").filter((mail) =>
      /sign-in code$/.test(mail.subject),
    );
    expect(mails.at(-1)!.subject).toBe("Your Aptora Learning desk sign-in code");
    expect(mails.at(-1)!.subject).not.toContain(code);
  });

  it("makes the same store calls for a wrong code to a staff address as to an unknown one", async () => {
    const client = newClient();
    const staffAsk = await askCode("timed@example.com", client);
    const strangerAsk = await post(
      "/desk/sign-in",
      { email: "nobody@example.com" },
      { "x-forwarded-for": client },
    );
    const strangerPending = cookieFrom(strangerAsk, "desk_sign_in")!;
    const staff = site.store().staff;
    const calls: string[] = [];
    for (const name of Object.keys(staff) as Array<keyof typeof staff>) {
      const method = Reflect.get(staff, name) as (...args: unknown[]) => unknown;
      vi.spyOn(staff, name).mockImplementation(((...args: unknown[]) => {
        calls.push(name);
        return method.apply(staff, args);
      }) as never);
    }
    const callsOf = async (pending: string) => {
      calls.length = 0;
      expect((await tryCode(wrongFor(staffAsk.code), pending, client)).status).toBe(400);
      return [...calls];
    };
    const forStaff = await callsOf(staffAsk.pending);
    const forStranger = await callsOf(strangerPending);
    expect(forStaff.length).toBeGreaterThan(0);
    expect(forStranger).toEqual(forStaff);
  });
});

describe("sessions", () => {
  it("signs out an inbox left open with its live stream: the stream's checks are not use", async () => {
    let clock = Date.now();
    setClock(clock);
    const cookie = await signIn(site, "idle@example.com");
    // The intervals are the test's too from now: the stream's heartbeat runs when the test says.
    vi.useRealTimers();
    setClock(clock, true);
    // Node's own client, not fetch: fetch's client would take the clock's jumps for a stalled body.
    const stream = await openStream("/desk/events", cookie);
    expect(stream.status).toBe(200);
    const readUntil = async (until: RegExp) => {
      await vi.waitFor(
        () => expect(until.test(stream.seen()) || stream.ended(), stream.seen()).toBe(true),
        patience,
      );
      return until.test(stream.seen());
    };
    const seen = { split: (marker: string) => stream.seen().split(marker) };
    expect(await readUntil(/: listening/)).toBe(true);
    // Every 5 minutes of the site's clock, the stream checks the session (its heartbeat).
    for (let minutes = 5; minutes <= 25; minutes += 5) {
      clock += 5 * MINUTE;
      vi.setSystemTime(clock);
      const beats = seen.split(": still here").length;
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await readUntil(new RegExp(`(: still here[^]*){${beats}}`))).toBe(true);
    }
    // 31 minutes after the last use the session is over: the stream ends at its next check...
    clock += 6 * MINUTE;
    vi.setSystemTime(clock);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await readUntil(/this never comes/)).toBe(false);
    expect(stream.ended()).toBe(true);
    vi.useRealTimers();
    // ...and the tab's next request is sent to sign in.
    const inbox = await get("/desk", cookie);
    expect(inbox.status).toBe(302);
    expect(inbox.headers.get("location")).toBe("/desk/sign-in?returnTo=%2Fdesk");
  });

  it("lists sessions on the account page by label, with no session id in its HTML or data", async () => {
    const other = await signIn(site, "listed@example.com");
    const cookie = await signIn(site, "listed@example.com");
    const ids = [sessionIdOf(other), sessionIdOf(cookie)];
    const html = await (await get("/desk/account", cookie)).text();
    const data = await (await get("/desk/account.data", cookie, "*/*")).text();
    expect(html).toContain("Where you are signed in");
    expect(html).toMatch(/Signed in (<!-- -->)?[^<]+(<!-- -->)? with (<!-- -->)?emailed code/);
    for (const id of ids)
      for (const body of [html, data]) {
        expect(body).not.toContain(id);
        expect(body).not.toContain(sessionKey(id));
      }
    // "Sign out there" still ends the other session, named by its handle.
    const handle = /name="session" value="([^"]+)"/.exec(html)?.[1];
    expect(handle).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const ended = await post(
      "/desk/account",
      { intent: "end-session", session: handle! },
      { cookie },
    );
    expect(ended.status).toBe(303);
    expect((await get("/desk/account", other)).status).toBe(302);
    expect((await get("/desk/account", cookie)).status).toBe(200);
  });
});

describe("fresh proof", () => {
  it("asks a member signed in more than 10 minutes ago to sign in again before adding a passkey, and back", async () => {
    const cookie = await signIn(site, "stale@example.com");
    setClock(Date.now() + 11 * MINUTE);
    const start = await fetch(`${site.url}/desk/account/passkeys`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        origin: site.url,
        "sec-fetch-site": "same-origin",
        cookie,
      },
      body: JSON.stringify({ step: "start" }),
    });
    expect(start.status).toBe(403);
    expect(await start.json()).toEqual({
      signInAgain: "/desk/sign-in?again&returnTo=%2Fdesk%2Faccount%23passkeys",
      message:
        "For this, sign in again: your last sign-in was more than 10 minutes ago. You will come back here.",
    });
    // Signed in, the page to sign in again is shown (not sent on to the desk).
    const again = await get("/desk/sign-in?again&returnTo=%2Fdesk%2Faccount", cookie);
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain("For this, sign in again");
    expect(html).toContain('name="again" value="1"');
  });
});

describe("fresh proof for staff changes and downloads", () => {
  it("sends an admin signed in 11 minutes ago to sign in again (form, script and link), then logs the change", async () => {
    const stale = await signIn(site, "boss@example.com");
    setClock(Date.now() + 11 * MINUTE);
    const fields = { intent: "add", email: "newcomer@example.com", role: "sales" };
    const form = await post("/desk/staff", fields, { cookie: stale });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/desk/sign-in?again&returnTo=%2Fdesk%2Fstaff");
    // With JavaScript the same post is single-fetch data: the redirect comes as data.
    const script = await post("/desk/staff.data", fields, { cookie: stale, accept: "*/*" });
    expect(await script.text()).toContain("/desk/sign-in?again&returnTo=%2Fdesk%2Fstaff");
    expect(await site.store().staff.getMember("newcomer@example.com")).toBeUndefined();
    const download = await get("/desk/export.csv?status=new", stale);
    expect(download.status).toBe(302);
    expect(download.headers.get("location")).toBe(
      "/desk/sign-in?again&returnTo=%2Fdesk%2Fexport.csv%3Fstatus%3Dnew",
    );
    const log = await get("/desk/access-log.csv", stale);
    expect(log.status).toBe(302);

    // Signed in again: the change is made and logged, naming the member.
    const fresh = await signIn(site, "boss@example.com");
    expect((await post("/desk/staff", fields, { cookie: fresh })).status).toBe(303);
    expect((await site.store().staff.getMember("newcomer@example.com"))?.role).toBe("sales");
    expect((await get("/desk/export.csv?status=new", fresh)).status).toBe(200);
    // An admin removes a member's passkeys.
    await site.store().staff.addPasskey({
      id: "newcomer-key",
      email: "newcomer@example.com",
      publicKey: "key",
      counter: 0,
      transports: [],
      label: "Chrome on Linux",
      createdAt: Date.now(),
    });
    const removed = await post(
      "/desk/staff",
      { intent: "passkeys", email: "newcomer@example.com" },
      { cookie: fresh },
    );
    expect(removed.headers.get("location")).toBe("/desk/staff?done=passkeys");
    expect(await site.store().staff.passkeysOf("newcomer@example.com")).toEqual([]);
    const entries = (await site.store().desk.accessLog({ by: "boss@example.com", limit: 20 }))
      .entries;
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["staff-added", "passkey-removed", "export"]),
    );
  });
});

describe("fresh proof for erasing a lead", () => {
  it("sends an admin signed in 11 minutes ago to sign in again, back to the lead, and erases nothing", async () => {
    const key = await callbackLead(site, "Fresh Proof", "9876500044");
    const leadPath = `/desk/leads/${encodeURIComponent("RCB Leads")}/${key}`;
    const stale = await signIn(site, "eraser@example.com");
    setClock(Date.now() + 11 * MINUTE);
    const erase = await post(leadPath, { intent: "erase" }, { cookie: stale });
    expect(erase.status).toBe(303);
    expect(erase.headers.get("location")).toBe(
      `/desk/sign-in?again&returnTo=${encodeURIComponent(leadPath)}`,
    );
    expect(site.records("RCB Leads").some((entry) => entry.key === key)).toBe(true);
  });
});

describe("signing out everywhere", () => {
  it("removes the member's passkeys too when asked, and logs the sign-out and each removal", async () => {
    const cookie = await signIn(site, "leaver@example.com");
    for (const id of ["leaver-key-1", "leaver-key-2"])
      await site.store().staff.addPasskey({
        id,
        email: "leaver@example.com",
        publicKey: "key",
        counter: 0,
        transports: [],
        label: "Chrome on Linux",
        createdAt: Date.now(),
      });
    const account = await (await get("/desk/account", cookie)).text();
    expect(account).toContain('name="passkeys" value="remove"');
    expect(account).toContain("Remove my passkeys too");
    const out = await post(
      "/desk/sign-out",
      { intent: "everywhere", passkeys: "remove" },
      { cookie },
    );
    expect(out.status).toBe(303);
    expect(await site.store().staff.passkeysOf("leaver@example.com")).toEqual([]);
    const actions = (
      await site.store().desk.accessLog({ by: "leaver@example.com", limit: 20 })
    ).entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === "passkey-removed")).toHaveLength(2);
    expect(actions).toContain("sign-out");
  });
});

describe("codes used up by someone else", () => {
  it("warns the member once when more codes are asked for than the hour allows", async () => {
    const limited = await startSite({ DESK_CODES_PER_ADDRESS_PER_HOUR: "2" });
    try {
      await addStaff(limited, "flooded@example.com", "sales");
      for (let i = 0; i < 4; i++) {
        const asked = await fetch(`${limited.url}/desk/sign-in`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: limited.url,
            "sec-fetch-site": "same-origin",
          },
          body: new URLSearchParams({ email: "flooded@example.com" }).toString(),
        });
        expect(asked.status).toBe(303);
      }
      const warnings = () =>
        mailsTo({ dataDir: limited.dataDir }, "flooded@example.com").filter((mail) =>
          /Someone is trying to sign in/.test(mail.subject),
        );
      await vi.waitFor(() => expect(warnings()).toHaveLength(1), patience);
      expect(warnings()[0]!.text).toContain(
        "More sign-in codes were asked for your address than we send in an hour",
      );
      // Two codes were mailed, and one warning however many more were asked for.
      await vi.waitFor(
        () => expect(signInMailCount({ dataDir: limited.dataDir }, "flooded@example.com")).toBe(2),
        patience,
      );
      expect(warnings()).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});

describe("the access log", () => {
  it("has a row for a sign-in, with how it was proven", async () => {
    const before = Date.parse("2026-11-26T04:00:00.000Z");
    setClock(before);
    await signIn(site, "logged@example.com");
    const log = await site.store().desk.accessLog({ by: "logged@example.com", limit: 10 });
    const signIns = log.entries.filter((entry) => entry.action === "sign-in");
    expect(signIns).toHaveLength(1);
    expect(signIns[0]!.at).toBe(before);
  });
});
