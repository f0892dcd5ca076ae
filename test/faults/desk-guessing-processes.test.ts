// Guessing a member's sign-in codes across two server processes on one SQLite file, as behind a
// load balancer: the wrong codes are counted in the store, not in one process's memory, so 5 on
// one code, 5 on a second and 4 on a third, each try sent to the other process, still pause code
// sign-in for the address; the third code's right value is refused, and the member is warned once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { addStaff, cookieFrom, mailsTo, nextSignInMail, signInMailCount } from "../support/desk";
import { startSite, TEST_PRIVACY_SECRET, type TestSite } from "../support/server";
import { patience } from "../support/wait";

const EMAIL = "spread@example.com";
let site: TestSite;
let other: BuiltServer;

beforeAll(async () => {
  // This process's site, and a second process on the same data folder with the same key (as
  // every instance of one site has: docs/settings.md).
  site = await startSite({ FIREBASE_DATABASE_URL: "" });
  other = await startBuiltServer({
    DATA_DIR: site.dataDir,
    FIREBASE_DATABASE_URL: "",
    PRIVACY_SECRET: TEST_PRIVACY_SECRET,
    RATE_LIMIT_PER_MINUTE: "0",
    DESK_CODES_PER_ADDRESS_PER_HOUR: "0",
    SITE_TIME_ZONE: "Asia/Kolkata",
  });
  await addStaff(site, EMAIL, "sales");
});

afterAll(async () => {
  await other?.stop();
  await site?.close();
});

const mailbox = () => ({ dataDir: site.dataDir });

function post(url: string, pathname: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: url,
      "sec-fetch-site": "same-origin",
      accept: "text/html",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The two processes in turn: try n goes to process n mod 2. */
const processes = () => [site.url, other.url];

async function askCode(url: string) {
  const seen = signInMailCount(mailbox(), EMAIL);
  const asked = await post(url, "/desk/sign-in", { email: EMAIL });
  expect(asked.status).toBe(303);
  const { code } = await nextSignInMail(mailbox(), EMAIL, seen);
  return { pending: cookieFrom(asked, "desk_sign_in")!, code };
}

const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("guessing codes across two server processes on one store", () => {
  it("pauses code sign-in after 5 + 5 wrong codes spread over both, refuses the third code's right value, and warns once", async () => {
    let n = 0;
    const next = () => processes()[n++ % 2]!;
    const statuses: number[] = [];
    for (const tries of [5, 5, 4]) {
      const { pending, code } = await askCode(next());
      for (let i = 0; i < tries; i++)
        statuses.push(
          (await post(next(), "/desk/sign-in/code", { code: wrongFor(code) }, pending)).status,
        );
      if (tries === 4) {
        const right = await post(next(), "/desk/sign-in/code", { code }, pending);
        expect(right.status).toBe(429);
        expect(await right.text()).toContain("signing in with a code is paused");
        expect(cookieFrom(right, "desk_session")).toBeUndefined();
      }
    }
    expect(statuses).toEqual([...Array<number>(9).fill(400), ...Array<number>(5).fill(429)]);
    await vi.waitFor(
      () =>
        expect(
          mailsTo(mailbox(), EMAIL).filter((mail) =>
            /Someone is trying to sign in/.test(mail.subject),
          ),
        ).toHaveLength(1),
      patience,
    );
  });
});
