// Withdrawing marketing consent is as easy as giving it, by either way a visitor has: the button on
// the /my-data link's page, or a one-click post to the unsubscribe link of an email. Either way the
// consent stored beside each of the address's leads turns to `marketing: false` with the time it
// was withdrawn (what was agreed, and when, stays), the newsletter sign-ups (the newsletter is
// itself that consent) are erased, the lead records themselves stay exactly as they were, and no
// copy of the address is left anywhere else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeHeaders } from "#server/privacy/unsubscribe";
import { formCases } from "../support/forms";
import {
  postForm,
  readContexts,
  startSite,
  TEST_PRIVACY_SECRET,
  type TestSite,
} from "../support/server";
import { mailedLink as linkMailedTo } from "../support/mailed-link";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const leadCases = formCases.filter((c) => c.form !== "newsletter");
const newsletter = formCases.find((c) => c.form === "newsletter")!;

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** One lead on each of the four lead forms for `email`, with the marketing box ticked, and a newsletter sign-up. */
async function agreeEverywhere(email: string) {
  for (const c of leadCases) {
    const response = await postForm(site, c.postTo, {
      ...c.extra,
      ...c.valid,
      email,
      marketingConsent: "yes",
    });
    expect(response.status, c.form).toBe(303);
  }
  expect((await postForm(site, newsletter.postTo, { ...newsletter.extra, email })).status).toBe(
    303,
  );
}

/** Each lead of `email` in the four lead lists, with its record and the consent stored beside it. */
function leadsOf(email: string) {
  return leadCases.map(({ list }) => {
    const held = site.records(list).find(({ record }) => record.email === email);
    expect(held, list).toBeDefined();
    const context = readContexts(site.dataDir, list)[held!.key] as
      { consent?: Record<string, unknown> } | undefined;
    return { list, key: held!.key, record: held!.record, consent: context?.consent };
  });
}

/** Before: every lead says the visitor agreed, with the notice shown and the time. */
function expectAgreed(email: string) {
  const before = leadsOf(email);
  for (const { list, consent } of before) {
    expect(consent, list).toEqual({
      marketing: true,
      notice: expect.stringMatching(/^[a-z]+-\d{4}-\d{2}-\d{2}$/) as string,
      at: expect.stringMatching(ISO_TIME) as string,
    });
  }
  expect(site.records("newsletter").some(({ record }) => record.email === email)).toBe(true);
  return before;
}

/** After: the same leads, the same records; each consent now says no, since when, and still what was agreed and when. */
function expectWithdrawn(email: string, before: ReturnType<typeof leadsOf>, since: number) {
  const after = leadsOf(email);
  expect(after.map(({ list, key, record }) => ({ list, key, record }))).toEqual(
    before.map(({ list, key, record }) => ({ list, key, record })),
  );
  after.forEach(({ list, consent }, n) => {
    const agreed = before[n]!.consent!;
    expect(consent, list).toEqual({
      marketing: false,
      notice: agreed.notice,
      at: agreed.at,
      withdrawnAt: expect.stringMatching(ISO_TIME) as string,
    });
    expect(Date.parse(consent!.withdrawnAt as string)).toBeGreaterThanOrEqual(since);
  });
  expect(site.records("newsletter").some(({ record }) => record.email === email)).toBe(false);
  // No second copy of the address: the withdrawal is in the consent itself.
  expect(site.records("unsubscribes")).toEqual([]);
}

const lastLogEntry = () => site.records("privacyRequests").at(-1)!.record;

async function mailedLink(email: string): Promise<string> {
  expect((await postForm(site, "/my-data", { email })).status).toBe(303);
  return linkMailedTo(site.dataDir, email);
}

describe("withdrawing marketing consent", () => {
  it("from the /my-data link's page: every lead's consent says no and since when, the newsletter sign-up is erased, the records stay", async () => {
    const email = "nisha.verma@example.com";
    const bystander = "someone.else@example.com";
    await agreeEverywhere(email);
    await agreeEverywhere(bystander);
    const before = expectAgreed(email);

    const link = await mailedLink(email);
    const page = await (await fetch(link)).text();
    expect(page).toMatch(
      /<input type="hidden" name="intent" value="withdraw"\/><button type="submit" class="button button--ghost">Withdraw marketing consent and unsubscribe<\/button>/,
    );

    const since = Date.now();
    const here = new URL(link).pathname;
    const posted = await postForm(site, here, { intent: "withdraw" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`${here}?withdrawn=1`);
    expectWithdrawn(email, before, since);
    // Another visitor's consent is theirs.
    expect(leadsOf(bystander).map(({ consent }) => consent?.marketing)).toEqual([
      true,
      true,
      true,
      true,
    ]);

    const after = await (await fetch(`${link}?withdrawn=1`)).text();
    expect(after).toContain(
      "Your consent to course news and offers is withdrawn, and you are unsubscribed from the newsletter. We still answer anything you asked us about.",
    );
    const shown = [...after.matchAll(/<dt>Agreed to marketing<\/dt><dd>([^<]*)<\/dd>/g)].map(
      (match) => match[1],
    );
    expect(shown).toHaveLength(4);
    for (const value of shown)
      expect(value).toMatch(
        /^no \(withdrawn on \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} (am|pm|AM|PM)\)$/,
      );
    // Nothing left to withdraw: the button is gone.
    expect(after).not.toContain("Withdraw marketing consent and unsubscribe</button>");

    expect(lastLogEntry()).toMatchObject({
      action: "withdrawal",
      status: "done",
      detail: "4 consents withdrawn, 1 newsletter sign-up erased",
    });
    expect(JSON.stringify(site.records("privacyRequests"))).not.toMatch(/nisha|verma/i);
  });

  it("from a one-click post to an email's unsubscribe link (RFC 8058): the same withdrawal", async () => {
    const email = "arjun.mehta@example.com";
    await agreeEverywhere(email);
    const before = expectAgreed(email);
    const header = unsubscribeHeaders(TEST_PRIVACY_SECRET, site.url, "Arjun.Mehta@Example.com")[
      "List-Unsubscribe"
    ];
    const since = Date.now();
    const response = await fetch(header.slice(1, -1), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You are unsubscribed");
    expectWithdrawn(email, before, since);
    expect(lastLogEntry()).toMatchObject({
      action: "withdrawal",
      status: "done",
      detail: "4 consents withdrawn, 1 newsletter sign-up erased",
    });
  });
});
