// An inbox view that cannot be written to the access log is not shown (decision 0045; ASVS 4.1.5
// in docs/security.md): when the store refuses the access log's write, the signed-in inbox
// answers an error without a lead in it; once the store writes again, the view is shown and
// logged.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addStaff, callbackLead, signIn } from "../support/desk";
import { startSite, type TestSite } from "../support/server";
import { expectedConsoleErrors } from "../support/setup";

let site: TestSite;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const inboxRows = async () =>
  (await site.store().desk.accessLog({ by: "asha@aptora.test", limit: 100 })).entries.filter(
    (entry) => entry.action === "inbox",
  );

describe("the inbox while the access log cannot be written", () => {
  it("shows no lead, and shows and logs the view once the store writes again", async () => {
    await addStaff(site, "asha@aptora.test", "sales");
    await callbackLead(site, "Unlogged Viewer", "9876500071");
    const cookie = await signIn(site, "asha@aptora.test");
    const get = () =>
      fetch(`${site.url}/desk?q=unlogged`, { headers: { cookie, accept: "text/html" } });

    expectedConsoleErrors.allow = true; // the failed write is logged as an error
    const { desk } = site.store();
    const write = vi
      .spyOn(desk, "logAccess")
      .mockRejectedValueOnce(new Error("the store refused the access log's write"));
    const refused = await get();
    expect(refused.status).toBe(500);
    expect(await refused.text()).not.toContain("Unlogged Viewer");
    expect(write).toHaveBeenCalledTimes(1);

    const shown = await get();
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Unlogged Viewer");
    expect(await inboxRows()).toEqual([
      expect.objectContaining({ search: "unlogged", count: 1, filter: "tab=leads" }),
    ]);
  });
});
