// Speed to lead and the reports over HTTP, with the site's clock given by the test (no waiting):
// the inbox marks the leads nobody contacted within LEAD_SLA_MINUTES of business hours, and
// /desk/reports, which needs a session (a sales one will do), shows for its period the leads
// per day by form, the funnel per campaign and the speed to lead per week, each an SVG chart
// with an accessible name and its numbers in a table.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addStaff, signIn } from "../support/desk";
import { atKolkata as at, seedLead } from "../support/seed-leads";
import { startSite, type TestSite } from "../support/server";

/** Thursday evening. */
const NOW = at("2026-11-26T18:45:00");
let clock = NOW;

let site: TestSite;
let sales: string;

const seed = (lead: Parameters<typeof seedLead>[1]) => seedLead(site, lead);

const google = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-aws" };

beforeAll(async () => {
  site = await startSite({}, { now: () => new Date(clock) });
  await addStaff(site, "asha@aptora.test", "sales");
  sales = await signIn(site, "asha@aptora.test");
  // Week of Monday 23 November: contacted in 30 business minutes, in 75 (across the night), never, and not yet due.
  await seed({
    form: "callback",
    name: "Anil Rao",
    arrived: "2026-11-23T10:00:00",
    attribution: google,
    contacted: "2026-11-23T10:30:00",
    status: "enrolled",
  });
  await seed({
    form: "callback",
    name: "Bina Das",
    arrived: "2026-11-23T18:30:00",
    attribution: google,
    contacted: "2026-11-24T10:45:00",
    status: "qualified",
  });
  await seed({ form: "contact", name: "Chetan Iyer", arrived: "2026-11-24T12:00:00" });
  await seed({
    form: "enrollment",
    name: "Deepa Nair",
    arrived: "2026-11-26T18:30:00",
    attribution: { utm_source: "facebook", utm_medium: "paid", utm_campaign: "summer-intern" },
  });
  // Week of 9 November: contacted in 20 minutes, then lost.
  await seed({
    form: "callback",
    name: "Esha Menon",
    arrived: "2026-11-10T11:00:00",
    attribution: { referrer: "www.linkedin.com" },
    contacted: "2026-11-10T11:20:00",
    status: "lost",
  });
  // Before the default period, and a sign-up (not a lead).
  await seed({ form: "callback", name: "Farhan Khan", arrived: "2026-09-01T11:00:00" });
  // Saturday 5 September, before opening, contacted before opening: no business time at all.
  await seed({
    form: "callback",
    name: "Hari Bose",
    arrived: "2026-09-05T08:00:00",
    contacted: "2026-09-05T09:30:00",
  });
  await seed({ form: "newsletter", name: "Gita Pillai", arrived: "2026-11-25T11:00:00" });
});

afterAll(async () => {
  await site?.close();
});

beforeEach(() => {
  clock = NOW;
});

const get = (pathname: string, cookie?: string) =>
  fetch(`${site.url}${pathname}`, {
    redirect: "manual",
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });

/** The HTML of the inbox row (or card) that names `name`. */
const rowOf = (html: string, name: string) =>
  html.split("<tr").find((row) => row.includes(name)) ?? "";

describe("the SLA mark in the inbox", () => {
  it("marks the leads nobody contacted within 60 business minutes, and no other", async () => {
    const html = await (await get("/desk", sales)).text();
    expect(rowOf(html, "Chetan Iyer")).toContain('class="sla-badge">Overdue<');
    expect(rowOf(html, "Chetan Iyer")).toContain("inbox-row--overdue");
    // Arrived a quarter of an hour before closing: within its time.
    expect(rowOf(html, "Deepa Nair")).not.toContain("Overdue");
    // Contacted (late or in time): never overdue again.
    for (const name of ["Anil Rao", "Bina Das", "Esha Menon"])
      expect(rowOf(html, name)).not.toContain("Overdue");
    expect(html).toContain(
      "New for more than 60 minutes of business hours (Monday to Saturday, 10 am to 7 pm IST).",
    );
  });

  it("counts business hours only: an evening lead is not overdue overnight, and is once the next morning's half hour is gone", async () => {
    // 30 minutes on Thursday, 30 on Friday morning: due at 10:30.
    clock = at("2026-11-27T09:59:00");
    expect(rowOf(await (await get("/desk", sales)).text(), "Deepa Nair")).not.toContain("Overdue");
    clock = at("2026-11-27T10:29:00");
    expect(rowOf(await (await get("/desk", sales)).text(), "Deepa Nair")).not.toContain("Overdue");
    clock = at("2026-11-27T10:30:00");
    expect(rowOf(await (await get("/desk", sales)).text(), "Deepa Nair")).toContain("Overdue");
  });

  it("counts the hours the Contact page states", async () => {
    expect(await (await get("/Contact")).text()).toContain(
      "(Monday to Saturday, 10 am to 7 pm IST)",
    );
  });

  it("does not mark newsletter sign-ups", async () => {
    const html = await (await get("/desk?tab=newsletter", sales)).text();
    expect(html).toContain("gita.pillai@example.com");
    expect(html).not.toContain("sla-badge");
  });
});

describe("/desk/reports", () => {
  it("needs a session: a page is sent to sign in, data gets 401", async () => {
    const page = await get("/desk/reports");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(
      `/desk/sign-in?returnTo=${encodeURIComponent("/desk/reports")}`,
    );
    const data = await fetch(`${site.url}/desk/reports.data`, { redirect: "manual" });
    expect(data.status).toBe(401);
    expect(await data.text()).not.toContain("spring-aws");
  });

  it("shows a sales session the default period's three charts, with accessible names, and their tables", async () => {
    const response = await get("/desk/reports", sales);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    expect(html).toContain('value="2026-10-28"');
    expect(html).toContain('value="2026-11-26"');
    expect(html).toContain("28 Oct 2026 to 26 Nov 2026: 5 leads, 1 enrolled.");
    for (const id of ["per-day", "funnel", "speed-median", "speed-share"]) {
      expect(html).toContain(`role="img" aria-labelledby="${id}-title ${id}-desc"`);
      expect(html).toMatch(
        new RegExp(`<title id="${id}-title">[^<]+</title><desc id="${id}-desc">[^<]+</desc>`),
      );
    }
    expect(html).toContain("<caption>Leads per day by form</caption>");
    expect(html).toContain("<caption>Funnel by campaign</caption>");
    expect(html).toContain("<caption>Speed to lead per week</caption>");
  });

  it("counts leads per day by form, in the business's days", async () => {
    const html = await (await get("/desk/reports?from=2026-11-23&to=2026-11-26", sales)).text();
    const row = (day: string) =>
      [
        ...html.matchAll(
          new RegExp(`<time dateTime="${day}">[^<]+</time></th>((?:<td>\\d+</td>)+)`, "g"),
        ),
      ][0]?.[1];
    // Columns: Call-back, Contact, Ambassador, Enrollment, All.
    expect(row("2026-11-23")).toBe("<td>2</td><td>0</td><td>0</td><td>0</td><td>2</td>");
    expect(row("2026-11-24")).toBe("<td>0</td><td>1</td><td>0</td><td>0</td><td>1</td>");
    expect(row("2026-11-25")).toBe("<td>0</td><td>0</td><td>0</td><td>0</td><td>0</td>");
    expect(row("2026-11-26")).toBe("<td>0</td><td>0</td><td>0</td><td>1</td><td>1</td>");
    expect(html).toContain("23 Nov 2026 to 26 Nov 2026: 4 leads, 1 enrolled.");
  });

  it("gives the funnel per campaign: leads, contacted, qualified, enrolled", async () => {
    const html = await (await get("/desk/reports", sales)).text();
    const line = (label: string) =>
      new RegExp(`<th scope="row">${label}</th>((?:<td>[^<]+</td>)+)`).exec(html)?.[1];
    expect(line("google / cpc / spring-aws")).toBe(
      "<td>2</td><td>2</td><td>2</td><td>1</td><td>50%</td>",
    );
    expect(line("facebook / paid / summer-intern")).toBe(
      "<td>1</td><td>0</td><td>0</td><td>0</td><td>0%</td>",
    );
    expect(line("direct")).toBe("<td>1</td><td>0</td><td>0</td><td>0</td><td>0%</td>");
    // Lost after a call: contacted, not qualified.
    expect(line("www.linkedin.com")).toBe("<td>1</td><td>1</td><td>0</td><td>0</td><td>0%</td>");
  });

  it("gives the median business time to first contact per week and the share within the SLA", async () => {
    const html = await (await get("/desk/reports", sales)).text();
    const week = (day: string) =>
      new RegExp(`<time dateTime="${day}">Week of [^<]+</time></th>((?:<td>[^<]+</td>)+)`).exec(
        html,
      )?.[1];
    // 30 and 75 minutes: median 52.5; Chetan's hour is up uncontacted (a miss), Deepa's is not (not judged yet).
    expect(week("2026-11-23")).toBe("<td>4</td><td>2</td><td>53 min</td><td>33% (1 of 3)</td>");
    expect(week("2026-11-09")).toBe("<td>1</td><td>1</td><td>20 min</td><td>100% (1 of 1)</td>");
    expect(week("2026-11-02")).toBe("<td>0</td><td>0</td><td>—</td><td>—</td>");
    expect(week("2026-10-26")).toBe("<td>0</td><td>0</td><td>—</td><td>—</td>");
  });

  it("says in words that no lead was contacted yet, instead of a speed chart with a made-up axis", async () => {
    const sentence = "No lead was contacted in this period yet.";
    // 24 November: Chetan alone, never contacted, his hour up (judged: a miss).
    const uncontacted = await (
      await get("/desk/reports?from=2026-11-24&to=2026-11-24", sales)
    ).text();
    expect(uncontacted).toContain(`<p class="report__empty">${sentence}</p>`);
    expect(uncontacted).not.toContain('id="speed-median-title"');
    expect(uncontacted).toContain('id="speed-share-title"');
    // 1 to 7 October: no lead at all.
    const empty = await (await get("/desk/reports?from=2026-10-01&to=2026-10-07", sales)).text();
    expect(empty).toContain(`<p class="report__empty">${sentence}</p>`);
    expect(empty).toContain(
      '<p class="report__empty">No lead in this period has been contacted or is past its time yet.</p>',
    );
    expect(empty).not.toContain('id="speed-median-title"');
    expect(empty).not.toContain('id="speed-share-title"');
    // With a contacted lead the chart is drawn, and the sentence is not there.
    const contacted = await (await get("/desk/reports", sales)).text();
    expect(contacted).toContain('id="speed-median-title"');
    expect(contacted).not.toContain(sentence);
  });

  it("writes a week at 0% on the share chart's axis, and nothing for a week with no figure; no zeros and no half leads on the leads per day", async () => {
    const chartOf = async (id: string, query: string) =>
      new RegExp(`<svg[^>]*aria-labelledby="${id}-title[^"]*"[^>]*>(.*?)</svg>`, "s").exec(
        await (await get(`/desk/reports?${query}`, sales)).text(),
      )?.[1] ?? "";
    const shareChart = (query: string) => chartOf("speed-share", query);
    const written = (chart: string) =>
      [...chart.matchAll(/<text class="chart__value"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    // 24 November: Chetan's hour is up uncontacted, so his week is at 0% (0 of 1).
    expect(written(await shareChart("from=2026-11-24&to=2026-11-24"))).toEqual(["0%"]);
    // 10 to 17 November: Esha's week at 100% has its column; the week of 16 November has no lead.
    const twoWeeks = await shareChart("from=2026-11-10&to=2026-11-17");
    expect(twoWeeks).toContain('class="tone-stage-4"');
    expect(written(twoWeeks)).toEqual([]);
    // A count is never missing: the days without a lead have no column and no written zero.
    const perDay = await chartOf("per-day", "from=2026-11-10&to=2026-11-17");
    expect(perDay).toContain("<rect");
    expect(written(perDay)).toEqual([]);
    // 24 November, one lead: the axis is marked 0 and 1, not 0.5.
    const ticks = (chart: string) =>
      [...chart.matchAll(/<g class="chart__grid">.*?<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(ticks(await chartOf("per-day", "from=2026-11-24&to=2026-11-24"))).toEqual(["0", "1"]);
  });

  it("writes the median chart's axis in distinct, true values when every median is under a minute", async () => {
    // Hari was contacted before opening: 0 business minutes, an axis from 0 to 1 minute.
    const html = await (await get("/desk/reports?from=2026-09-05&to=2026-09-05", sales)).text();
    const chart = /<svg[^>]*aria-labelledby="speed-median-title[^"]*"[^>]*>(.*?)<\/svg>/s.exec(
      html,
    )?.[1];
    expect(chart).toBeDefined();
    const ticks = [...chart!.matchAll(/<g class="chart__grid">.*?<text[^>]*>([^<]*)<\/text>/g)].map(
      (match) => match[1],
    );
    expect(ticks).toEqual(["0", "0.5", "1"]);
  });

  it("takes a period from the address, and explains a bad one instead of failing", async () => {
    const longAgo = await (await get("/desk/reports?from=2026-09-01&to=2026-09-01", sales)).text();
    expect(longAgo).toContain("1 Sept 2026 to 1 Sept 2026: 1 lead, 0 enrolled.");
    expect(longAgo).toContain("Leads, contacted, qualified and enrolled for 1 campaign; ");
    for (const [query, message] of [
      ["from=2026-02-31", "The from date is not a date (YYYY-MM-DD): the last 30 days are shown."],
      [
        "from=1999-12-31",
        "The from date is out of range (2000-01-01 to 9999-12-31): the last 30 days are shown.",
      ],
      [
        "from=2026-11-20&to=2026-11-01",
        "The from date is after the to date: the last 30 days are shown.",
      ],
      [
        "from=2020-01-01&to=2026-11-26",
        "A report covers at most 366 days: it starts 366 days before the to date.",
      ],
    ] as const) {
      const response = await get(`/desk/reports?${query}`, sales);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(message);
    }
  });
});
