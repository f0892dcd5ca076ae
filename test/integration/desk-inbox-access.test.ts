// The inbox in the access log (decision 0045): each view of it one "Viewed the inbox" row (who,
// the filter, the search, how many leads shown), a page load always, a read of its data (the
// live stream's refresh) only when the view is not one this session logged; and the log's page
// and CSV say every action readably, with a sign-in's method and whom a change was about.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, callbackLead, cookieFrom, signIn } from "../support/desk";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
let admin: string;
let sales: string;

const get = (pathname: string, cookie: string, accept = "text/html") =>
  fetch(`${site.url}${pathname}`, { redirect: "manual", headers: { accept, cookie } });
/** The inbox's data, as the open page reads it again when the live stream says leads changed. */
const refresh = (search: string, cookie: string) =>
  get(`/desk.data${search}${search ? "&" : "?"}_routes=routes%2Fdesk._index`, cookie, "*/*");

const inboxRows = async (by: string) =>
  (await site.store().desk.accessLog({ by, limit: 1000 })).entries
    .filter((entry) => entry.action === "inbox")
    .map(({ id: _id, at: _at, ...entry }) => entry);

beforeAll(async () => {
  site = await startSite();
  await addStaff(site, "admin@aptora.test", "admin");
  await addStaff(site, "asha@aptora.test", "sales");
  [admin, sales] = await Promise.all([
    signIn(site, "admin@aptora.test"),
    signIn(site, "asha@aptora.test"),
  ]);
  await callbackLead(site, "Meera Iyer", "9876500041");
  await callbackLead(site, "Kiran Das", "9876500042");
  await callbackLead(site, "Ravi Kumar", "9876500043");
});

afterAll(async () => {
  await site?.close();
});

describe("an inbox view in the access log", () => {
  it("is one row: a page load is one, the live refresh of the same view is none, another filter, page or search is one", async () => {
    const loaded = await get("/desk", sales);
    expect(loaded.status).toBe(200);
    await loaded.text();
    expect(await inboxRows("asha@aptora.test")).toEqual([
      { by: "asha@aptora.test", action: "inbox", filter: "tab=leads", count: 3 },
    ]);
    let views = cookieFrom(loaded, "desk_inbox_views");
    expect(views).toBeDefined();

    // The open page reads its data again twice (two leads changed): the same view, no row.
    for (let n = 0; n < 2; n++) {
      const again = await refresh("", `${sales}; ${views}`);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("Meera Iyer");
    }
    expect(await inboxRows("asha@aptora.test")).toHaveLength(1);

    // Another filter, with JavaScript (the page's data): a row.
    const filtered = await refresh("?status=new&course=AWS+Cloud+Computing", `${sales}; ${views}`);
    expect(filtered.status).toBe(200);
    await filtered.text();
    views = cookieFrom(filtered, "desk_inbox_views") ?? views;
    // The next page (older than the newest lead): a row.
    const [newest] = (await site.store().desk.inbox({ tab: "leads", limit: 1 })).rows;
    const cursor = `${newest!.arrivedAt}~${newest!.list}~${newest!.key}`;
    const older = await refresh(`?before=${encodeURIComponent(cursor)}`, `${sales}; ${views}`);
    expect(older.status).toBe(200);
    await older.text();
    views = cookieFrom(older, "desk_inbox_views") ?? views;
    // Its live refresh: none.
    await (await refresh(`?before=${encodeURIComponent(cursor)}`, `${sales}; ${views}`)).text();
    // A search, and the page loaded again (a reload): a row each.
    await (await get("/desk?q=meera", sales)).text();
    await (await get("/desk", sales)).text();

    expect((await inboxRows("asha@aptora.test")).reverse()).toEqual([
      { by: "asha@aptora.test", action: "inbox", filter: "tab=leads", count: 3 },
      {
        by: "asha@aptora.test",
        action: "inbox",
        filter: "tab=leads&status=new&course=AWS+Cloud+Computing",
        count: 3,
      },
      {
        by: "asha@aptora.test",
        action: "inbox",
        filter: new URLSearchParams({ tab: "leads", before: cursor }).toString(),
        count: 2,
      },
      { by: "asha@aptora.test", action: "inbox", filter: "tab=leads", search: "meera", count: 1 },
      { by: "asha@aptora.test", action: "inbox", filter: "tab=leads", count: 3 },
    ]);
  });

  it("is not skipped for a view another session logged, nor for a cookie of another session", async () => {
    const first = await get("/desk?status=lost", admin);
    await first.text();
    const views = cookieFrom(first, "desk_inbox_views")!;
    const before = (await inboxRows("asha@aptora.test")).length;
    await (await refresh("?status=lost", `${sales}; ${views}`)).text();
    expect(await inboxRows("asha@aptora.test")).toHaveLength(before + 1);
  });
});

describe("the access log's page and CSV", () => {
  it("say every action readably: the inbox's filter, search and count, a sign-in's method, whom a change was about", async () => {
    const { desk } = site.store();
    const at = Date.now();
    await desk.logAccess({ at, by: "asha@aptora.test", action: "sign-in", method: "passkey" });
    await desk.logAccess({
      at: at + 1,
      by: "admin@aptora.test",
      action: "staff-role",
      subject: "ravi@aptora.test",
    });
    await desk.logAccess({
      at: at + 2,
      by: "asha@aptora.test",
      action: "sign-in-paused",
      subject: "asha@aptora.test",
    });
    await (await get("/desk?status=new&q=kiran", admin)).text();

    const page = await get("/desk/access-log", admin);
    expect(page.status).toBe(200);
    const html = (await page.text()).replace(/<!-- -->/g, "");
    for (const words of [
      "Signed in</td>",
      "with a passkey</td>",
      "Changed a staff member&#x27;s role</td>",
      "member: ravi@aptora.test</td>",
      "Code sign-in paused</td>",
      "member: asha@aptora.test</td>",
      "Viewed the inbox</td>",
      "filter: tab leads, status new; search: “kiran”; 1 lead shown</td>",
      "filter: tab leads; 3 leads shown</td>",
    ])
      expect(html).toContain(words);

    const csv = await (await get("/desk/access-log.csv", admin, "text/csv")).text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("id,at,by,action,list,lead_key,filter,search,rows,method,subject");
    expect(lines).toContainEqual(
      expect.stringMatching(/,asha@aptora\.test,sign-in,,,,,,passkey,$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/,admin@aptora\.test,staff-role,,,,,,,ravi@aptora\.test$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/,admin@aptora\.test,inbox,,,tab=leads&status=new,kiran,1,,$/),
    );
    for (const target of ["/desk/access-log", "/desk/access-log.csv"])
      expect((await get(target, sales)).status, target).toBe(403);
  });
});
