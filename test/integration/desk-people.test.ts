// One row per person in the inbox (`group=person`), and where a member lands once signed in, on
// SQLite and on Firebase. Six call-backs from three people: the view shows each person once, as
// their newest enquiry that the other filters keep, saying how many enquiries they have, with
// paging and filters working beside it. Signing in by code or by the mailed link lands a member
// who takes new leads on My leads and an admin on the inbox; a returnTo asked for wins.
import { describe, expect, it } from "vitest";
import { deskLeadPath } from "#shared/desk-paths";
import { planChange } from "#server/desk/lead/change";
import { addStaff, cookieFrom, nextSignInMail, signIn, signInMailCount } from "../support/desk";
import { browserKey, postForm, type TestSite } from "../support/server";
import { twoStoreSites } from "../support/two-stores";

const { sqlite, firebase } = twoStoreSites();

const LIST = "RCB Leads";

async function callback(site: TestSite, fullName: string, phone: string, email: string) {
  const response = await postForm(site, "/?index", {
    fullName,
    phone,
    email,
    course: "AWS",
    submissionKey: browserKey(),
  });
  expect(response.status).toBe(303);
  // The person is found right after the lead is stored, before the visitor's answer.
  const page = await site.store().desk.inbox({ tab: "leads", search: { email }, limit: 5 });
  const row = page.rows.find((found) => found.email === email)!;
  expect(row.assignedAt).toBeDefined();
  return row.key;
}

/** The inbox as HTML: each row's lead path and the enquiries text it shows, in order. */
async function rowsOf(site: TestSite, cookie: string, query: string) {
  const response = await fetch(`${site.url}/desk${query}`, {
    headers: { accept: "text/html", cookie },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const rows = [...html.matchAll(/<tr class="inbox-row[\s\S]*?<\/tr>/g)].map(([row]) => ({
    path: /<td class="inbox-row__name"[^>]*><a [^>]*href="([^"]+)"/.exec(row)?.[1],
    enquiries: /<a [^>]*class="inbox-row__enquiries"[^>]*>([^<]*)<\/a>/.exec(row)?.[1],
  }));
  return { html, rows };
}

for (const store of [sqlite, firebase]) {
  describe(`one row per person on ${store.name}`, () => {
    it("shows each person once, as their newest enquiry the filters keep, with how many they have; paging and filters keep working", async () => {
      const site = store.site();
      await addStaff(site, "admin@aptora.test", "admin");
      // Nobody takes new leads here: the leads arrive unowned, and one is given to Ravi below.
      await addStaff(site, "ravi@aptora.test", "sales", { takesLeads: false });
      const cookie = await signIn(site, "admin@aptora.test");
      const at = (key: string) => deskLeadPath(LIST, key);
      // Oldest first: Anu three times (by her phone, then by her address), Bala twice, Chitra once.
      const anu1 = await callback(site, "Anu Menon", "9845000001", "anu@example.com");
      const bala1 = await callback(site, "Bala Iyer", "9845000002", "bala@example.com");
      const anu2 = await callback(site, "Anu Menon", "9845000001", "anu.two@example.com");
      const chitra = await callback(site, "Chitra Rao", "9845000003", "chitra@example.com");
      const anu3 = await callback(site, "Anu Menon", "9845000009", "anu@example.com");
      const bala2 = await callback(site, "Bala Iyer", "9845000002", "bala.two@example.com");
      const person = async (key: string) => (await site.store().desk.lead(LIST, key))!.row.person;
      expect(await person(anu2)).toBe(await person(anu1));
      expect(await person(anu3)).toBe(await person(anu1));
      expect(await person(bala2)).toBe(await person(bala1));

      // Every lead, then one row per person.
      expect((await rowsOf(site, cookie, "")).rows.map((row) => row.path)).toEqual(
        [bala2, anu3, chitra, anu2, bala1, anu1].map(at),
      );
      const people = await rowsOf(site, cookie, "?group=person");
      expect(people.rows).toEqual([
        { path: at(bala2), enquiries: "2 enquiries" },
        { path: at(anu3), enquiries: "3 enquiries" },
        { path: at(chitra), enquiries: "1 enquiry" },
      ]);
      expect(people.html).toContain("People, one row each: their newest enquiry, newest first");
      // The choice is kept in the form and by the download link.
      expect(people.html).toContain(
        '<input id="inbox-group" name="group" type="checkbox" checked="" value="person"/>',
      );
      expect(people.html).toContain('href="/desk/export.csv?group=person"');

      // Anu's newest is worked: with the status filter, her newest New enquiry stands for her.
      const worked = await site.store().desk.update(LIST, anu3, (row) =>
        planChange(row, {
          by: "admin@aptora.test",
          at: Date.now(),
          seen: { status: row.status, owner: row.owner, nextFollowUpAt: null },
          status: "contacted",
          lostReason: "",
          owner: "ravi@aptora.test",
          nextFollowUpAt: null,
          note: "",
        }),
      );
      expect(worked.status).toBe("changed");
      expect((await rowsOf(site, cookie, "?group=person&status=new")).rows).toEqual([
        { path: at(bala2), enquiries: "2 enquiries" },
        { path: at(chitra), enquiries: "1 enquiry" },
        { path: at(anu2), enquiries: "3 enquiries" },
      ]);
      expect((await rowsOf(site, cookie, "?group=person&owner=ravi%40aptora.test")).rows).toEqual([
        { path: at(anu3), enquiries: "3 enquiries" },
      ]);
      // With a search: Anu's enquiries by her address, once.
      expect((await rowsOf(site, cookie, "?group=person&q=anu%40example.com")).rows).toEqual([
        { path: at(anu3), enquiries: "3 enquiries" },
      ]);
      // Without the choice, the filters show every lead as before.
      expect((await rowsOf(site, cookie, "?status=new")).rows).toHaveLength(5);
      // A grouping the inbox does not know is said and left out.
      const unknown = await rowsOf(site, cookie, "?group=course");
      expect(unknown.html).toContain("There is no such grouping: every lead is shown.");
      expect(unknown.rows).toHaveLength(6);

      // Paging, two people a page: older, then back to newer.
      const first = await site.store().desk.inbox({ tab: "leads", perPerson: true, limit: 2 });
      expect(first.rows.map((row) => row.key)).toEqual([bala2, anu3]);
      expect(first.enquiries).toEqual([2, 3]);
      expect(first.older).toBeDefined();
      const second = await site
        .store()
        .desk.inbox({ tab: "leads", perPerson: true, limit: 2, before: first.older! });
      expect(second.rows.map((row) => row.key)).toEqual([chitra]);
      expect(second.enquiries).toEqual([1]);
      expect(second.older).toBeUndefined();
      expect(second.newer).toBeDefined();
      const back = await site
        .store()
        .desk.inbox({ tab: "leads", perPerson: true, limit: 2, after: second.newer! });
      expect(back.rows.map((row) => row.key)).toEqual([bala2, anu3]);
      expect(back.enquiries).toEqual([2, 3]);
      // The view is an access-log row with its filter and the people it showed.
      const log = await site.store().desk.accessLog({ by: "admin@aptora.test", limit: 50 });
      // Oldest first: the search's view (the same filter text) came later.
      const views = log.entries.filter((entry) => entry.filter === "tab=leads&group=person");
      expect(views.at(-1)).toMatchObject({
        action: "inbox",
        count: 3,
      });
    });
  });

  describe(`where signing in lands on ${store.name}`, () => {
    const post = (site: TestSite, pathname: string, fields: Record<string, string>, cookie = "") =>
      fetch(`${site.url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: site.url,
          "sec-fetch-site": "same-origin",
          accept: "text/html",
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });

    /** Asks for a mail from the sign-in page (returnTo as its address carried it), then signs in. */
    async function landing(
      site: TestSite,
      email: string,
      how: "code" | "link",
      returnTo?: string,
    ): Promise<string | null> {
      const page = await fetch(
        `${site.url}/desk/sign-in${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`,
        { headers: { accept: "text/html" } },
      );
      const carried = /name="returnTo" value="([^"]*)"/.exec(await page.text())?.[1] ?? "";
      const mailbox = { dataDir: site.dataDir };
      const seen = signInMailCount(mailbox, email);
      const asked = await post(site, "/desk/sign-in", { email, returnTo: carried });
      expect(asked.status).toBe(303);
      const codePage = asked.headers.get("location")!;
      const { code, link } = await nextSignInMail(mailbox, email, seen);
      if (how === "link") {
        const signedIn = await post(site, new URL(link).pathname, {});
        expect(signedIn.status).toBe(303);
        return signedIn.headers.get("location");
      }
      const form = await fetch(`${site.url}${codePage}`, {
        headers: { accept: "text/html", cookie: cookieFrom(asked, "desk_sign_in")! },
      });
      const kept = /name="returnTo" value="([^"]*)"/.exec(await form.text())?.[1] ?? "";
      const signedIn = await post(
        site,
        "/desk/sign-in/code",
        { code, returnTo: kept.replace(/&amp;/g, "&") },
        cookieFrom(asked, "desk_sign_in"),
      );
      expect(signedIn.status).toBe(303);
      return signedIn.headers.get("location");
    }

    it("by code: My leads for a member taking new leads, the inbox for an admin and for a member who does not, the returnTo asked for when there is one", async () => {
      const site = store.site();
      await addStaff(site, "taker@aptora.test", "sales");
      await addStaff(site, "boss@aptora.test", "admin");
      await addStaff(site, "quiet@aptora.test", "sales", { takesLeads: false });
      expect(await landing(site, "taker@aptora.test", "code")).toBe("/desk/mine");
      expect(await landing(site, "boss@aptora.test", "code")).toBe("/desk");
      expect(await landing(site, "quiet@aptora.test", "code")).toBe("/desk");
      expect(await landing(site, "taker@aptora.test", "code", "/desk/reports?days=7")).toBe(
        "/desk/reports?days=7",
      );
      // The inbox itself asked for is followed too; an address off the desk is not.
      expect(await landing(site, "taker@aptora.test", "code", "/desk")).toBe("/desk");
      expect(await landing(site, "taker@aptora.test", "code", "//evil.example/desk")).toBe(
        "/desk/mine",
      );
    });

    it("by the mailed link: My leads for a member taking new leads, the inbox for an admin", async () => {
      const site = store.site();
      await addStaff(site, "linked@aptora.test", "sales");
      await addStaff(site, "linked.admin@aptora.test", "admin");
      expect(await landing(site, "linked@aptora.test", "link")).toBe("/desk/mine");
      expect(await landing(site, "linked.admin@aptora.test", "link")).toBe("/desk");
    });
  });
}
