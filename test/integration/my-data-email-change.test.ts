// Changing the email address on one's records from the /my-data link page, over HTTP as a
// browser without JavaScript meets it: each record's own rule checks the new address and a
// refused one comes back as typed; nothing changes until a link mailed to the new address
// is opened and confirmed; the link works once; the request log holds no address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailedLink } from "../support/mailed-link";
import { postForm, startSite, type TestSite } from "../support/server";

const OLD = "Asha.Rao@example.com";
const NEW = "asha.rao@college.example.in";
const CHANGE_LINK = /https?:\/\/\S+\/my-data\/email\/[A-Za-z0-9_.-]+/;

let site: TestSite;
let linkPath: string;
beforeAll(async () => {
  site = await startSite();
  expect(
    (
      await postForm(site, "/?index", {
        fullName: "Asha Rao",
        phone: "9876543210",
        email: OLD,
        course: "AWS",
      })
    ).status,
  ).toBe(303);
  expect(
    (
      await postForm(site, "/Contact", {
        name: "Asha Rao",
        email: OLD,
        subject: "Fees",
        message: "What does the AWS course cost?",
      })
    ).status,
  ).toBe(303);
  expect((await postForm(site, "/my-data", { email: OLD })).status).toBe(303);
  linkPath = new URL(await mailedLink(site.dataDir, OLD)).pathname;
});
afterAll(() => site.close());

const change = (newEmail: string) => postForm(site, linkPath, { intent: "change-email", newEmail });
const emails = () =>
  [...site.records("RCB Leads"), ...site.records("contactForm")].map(({ record }) => record.email);

describe("changing the email address on one's records", () => {
  it("refuses an address a record's rule refuses, with the form's message and the typed value", async () => {
    const response = await change("asha@example");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      '<p id="change-email-error" class="field__error" role="alert">Invalid email address.</p>',
    );
    expect(html).toContain('value="asha@example"');
    expect(emails()).toEqual([OLD, OLD]);
  });

  it("refuses the address the records already have, however it is written", async () => {
    const response = await change("  asha.rao@EXAMPLE.com ");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That is the address your records already have.");
  });

  it("changes nothing until the link mailed to the new address is opened and confirmed, then leads to the new address's page", async () => {
    const response = await change(NEW);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      `We sent a link to ${NEW}. Open it within 30 minutes to move your records to that address.`,
    );
    expect(emails()).toEqual([OLD, OLD]);

    const link = new URL(await mailedLink(site.dataDir, NEW, CHANGE_LINK)).pathname;
    const opened = await fetch(`${site.url}${link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    const page = await opened.text();
    // Whoever holds the new address sees the old one masked.
    expect(page).toMatch(
      /2 records stored for A\*\*\*@example\.com will have the address asha\.rao@college\.example\.in/,
    );
    expect(page).not.toContain(OLD);
    expect(emails()).toEqual([OLD, OLD]);

    const confirmed = await postForm(site, link, {});
    expect(confirmed.status).toBe(303);
    const next = confirmed.headers.get("location") ?? "";
    expect(next).toMatch(/^\/my-data\/[A-Za-z0-9_.-]+\?email-changed=1$/);
    expect(emails()).toEqual([NEW, NEW]);
    const landed = (await (await fetch(`${site.url}${next}`)).text()).replace(/<!-- -->/g, "");
    expect(landed).toContain("Your records now have this email address.");
    expect(landed).toContain(`What we hold about ${NEW}`);

    // The link works once.
    expect((await fetch(`${site.url}${link}`)).status).toBe(410);
    const again = await postForm(site, link, {});
    expect(again.headers.get("location")).toBe("/my-data?gone=1");
    expect(emails()).toEqual([NEW, NEW]);

    const log = site.records("privacyRequests").map(({ record }) => record);
    expect(
      log.some(
        (r) =>
          r.action === "correction" &&
          r.status === "done" &&
          r.detail === "email of 2 records changed",
      ),
    ).toBe(true);
    expect(JSON.stringify(log)).not.toMatch(/asha|example/i);
  });

  it("a made-up change link is gone", async () => {
    const response = await fetch(`${site.url}/my-data/email/not-a-token`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This link has expired or was already used.");
  });
});
