// Least privilege for the bulk download (decision 0045), on both stores: /desk/export.csv is an
// admin's, or a sales member's whose staff record has the export right (`canExport`); anyone
// else gets 403 and the inbox shows them no download link, while they keep the inbox and their
// lead pages.
import { describe, expect, it } from "vitest";
import { addStaff, signIn } from "../support/desk";
import { browserKey, postForm, type TestSite } from "../support/server";
import { twoStoreSites, type StoreUnderTest } from "../support/two-stores";

const stores = twoStoreSites();

const DOWNLOAD_LINK = "Download this view (CSV)";

/** A call-back about AWS stored on the site's store; its key (the submission's key). */
async function callbackLead(site: TestSite, fullName: string, phone: string): Promise<string> {
  const submissionKey = browserKey();
  const email = `${fullName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const lead = { fullName, phone, email, course: "AWS", submissionKey };
  expect((await postForm(site, "/?index", lead)).status).toBe(303);
  return submissionKey;
}

const get = (store: StoreUnderTest, pathname: string, cookie: string, accept = "text/html") =>
  fetch(`${store.site().url}${pathname}`, { redirect: "manual", headers: { accept, cookie } });

describe.each([stores.sqlite, stores.firebase])("$name: the leads' CSV", (store) => {
  it("is refused to a sales member (403, no link), who keeps the inbox and lead pages; an admin gets it", async () => {
    const site = store.site();
    const suffix = store.name.toLowerCase();
    const [adminEmail, salesEmail] = [`admin.${suffix}@aptora.test`, `sales.${suffix}@aptora.test`];
    await addStaff(site, adminEmail, "admin");
    await addStaff(site, salesEmail, "sales");
    const key = await callbackLead(site, `Export Right ${store.name}`, "9876500051");
    const [admin, sales] = [await signIn(site, adminEmail), await signIn(site, salesEmail)];

    const refused = await get(store, "/desk/export.csv?status=new", sales, "text/csv");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "Downloading leads is for admins, and for members an admin has given the right to.",
    });
    const inbox = await get(store, "/desk", sales);
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain(`Export Right ${store.name}`);
    expect(html).not.toContain(DOWNLOAD_LINK);
    expect(html).not.toContain("/desk/export.csv");
    expect((await get(store, `/desk/leads/RCB%20Leads/${key}`, sales)).status).toBe(200);
    const downloads = (
      await site.store().desk.accessLog({ by: salesEmail, limit: 100 })
    ).entries.filter((entry) => entry.action === "export");
    expect(downloads).toEqual([]);

    const allowed = await get(store, "/desk/export.csv?status=new", admin, "text/csv");
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain(`Export Right ${store.name}`);
    expect(await (await get(store, "/desk", admin)).text()).toContain(DOWNLOAD_LINK);
  });
});

describe.each([stores.sqlite, stores.firebase])(
  "$name: a sales member with the export right",
  (store) => {
    it("gets the CSV and the link once an admin gives the right, not before", async () => {
      const site = store.site();
      await addStaff(site, "exporter@aptora.test", "sales");
      await callbackLead(site, "Export Granted", "9876500052");
      const cookie = await signIn(site, "exporter@aptora.test");
      expect((await get(store, "/desk/export.csv?q=granted", cookie, "text/csv")).status).toBe(403);
      const member = await site.store().staff.getMember("exporter@aptora.test");
      expect(await site.store().staff.setMember({ ...member!, canExport: true })).toBe("done");
      const response = await get(store, "/desk/export.csv?q=granted", cookie, "text/csv");
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Export Granted");
      expect(await (await get(store, "/desk", cookie)).text()).toContain(DOWNLOAD_LINK);
    });
  },
);
