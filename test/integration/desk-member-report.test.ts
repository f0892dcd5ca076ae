// The report per member on /desk/reports (issue 42, section 5), over HTTP with the site's clock
// given by the test: on a seeded set of leads owned by two members and nobody, contacted by a
// status change or by logged calls (the first call is the first contact whatever its outcome),
// the table gives each member's leads assigned, contacted, contacted within the SLA, median
// time to first contact, calls logged, qualified and enrolled, its chart has an accessible name,
// and /desk/reports/members.csv gives the same figures for the same period.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, signIn } from "../support/desk";
import { atKolkata as at, seedLead } from "../support/seed-leads";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
let cookie: string;

beforeAll(async () => {
  // Thursday evening.
  site = await startSite({}, { now: () => new Date(at("2026-11-26T18:45:00")) });
  await addStaff(site, "asha@aptora.test", "sales");
  await addStaff(site, "ravi@aptora.test", "sales");
  cookie = await signIn(site, "asha@aptora.test");
  const asha = "asha@aptora.test";
  const ravi = "ravi@aptora.test";
  // Asha: contacted in 30 minutes and enrolled; first called after 120 business minutes (no
  // answer, then connected); not contacted at all.
  await seedLead(site, {
    form: "callback",
    name: "Anil Rao",
    arrived: "2026-11-23T10:00:00",
    owner: asha,
    contacted: "2026-11-23T10:30:00",
    status: "enrolled",
  });
  await seedLead(site, {
    form: "callback",
    name: "Bina Das",
    arrived: "2026-11-24T10:00:00",
    owner: asha,
    calls: [
      { at: "2026-11-24T12:00:00", outcome: "no-answer" },
      { at: "2026-11-24T15:00:00", outcome: "connected" },
    ],
  });
  await seedLead(site, {
    form: "contact",
    name: "Chetan Iyer",
    arrived: "2026-11-25T11:00:00",
    owner: asha,
  });
  // Ravi: first called after 15 minutes (busy); contacted in 45 and qualified.
  await seedLead(site, {
    form: "callback",
    name: "Deepa Nair",
    arrived: "2026-11-24T11:00:00",
    owner: ravi,
    calls: [{ at: "2026-11-24T11:15:00", outcome: "busy" }],
  });
  await seedLead(site, {
    form: "enrollment",
    name: "Esha Menon",
    arrived: "2026-11-25T10:00:00",
    owner: ravi,
    contacted: "2026-11-25T10:45:00",
    status: "qualified",
  });
  // Nobody's.
  await seedLead(site, { form: "callback", name: "Farhan Khan", arrived: "2026-11-26T10:00:00" });
  // Before the period: not counted.
  await seedLead(site, {
    form: "callback",
    name: "Gita Bose",
    arrived: "2026-11-20T10:00:00",
    owner: ravi,
    calls: [{ at: "2026-11-20T10:05:00", outcome: "connected" }],
  });
});

afterAll(async () => {
  await site?.close();
});

const get = (path: string) =>
  fetch(`${site.url}${path}`, { headers: { accept: "text/html", cookie } });

/** The rows of the table captioned so, as cell texts. */
function tableRows(html: string, caption: string): string[][] {
  const table = new RegExp(`<caption>${caption}</caption>([\\s\\S]*?)</table>`).exec(html)?.[1];
  if (!table) throw new Error(`no table "${caption}"`);
  const body = table.slice(table.indexOf("<tbody>"));
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""),
    ),
  );
}

describe("the report per member", () => {
  it("gives each member's leads, contact, speed, calls and outcomes for the period, with a chart", async () => {
    const response = await get("/desk/reports?from=2026-11-23&to=2026-11-26");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(tableRows(html, "Per member")).toEqual([
      ["asha@aptora.test", "3", "2", "1 (33%)", "1 h 15 min", "2", "1", "1"],
      ["ravi@aptora.test", "2", "2", "2 (100%)", "30 min", "1", "1", "0"],
      ["Nobody", "1", "0", "0 (0%)", "—", "0", "0", "0"],
    ]);
    expect(html).toContain('<title id="members-title">Leads per member, by first contact</title>');
    expect(html).toContain(
      "asha@aptora.test, 3 leads, 1 contacted within the SLA, 1 later, 1 not yet",
    );
    expect(html).toContain('href="/desk/reports/members.csv?from=2026-11-23&amp;to=2026-11-26"');
  });

  it("downloads the same figures as CSV for the same period; a sign-in is needed", async () => {
    const response = await get("/desk/reports/members.csv?from=2026-11-23&to=2026-11-26");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="desk-members-2026-11-23-to-2026-11-26.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // Read with its byte-order mark (text() would drop it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      "\uFEFF" +
        [
          "member,leads_assigned,contacted,contacted_within_sla,median_minutes_to_first_contact,calls_logged,qualified,enrolled",
          "asha@aptora.test,3,2,1,75,2,1,1",
          "ravi@aptora.test,2,2,2,30,1,1,0",
          "nobody,1,0,0,,0,0,0",
        ].join("\r\n") +
        "\r\n",
    );
    const anonymous = await fetch(`${site.url}/desk/reports/members.csv`, { redirect: "manual" });
    expect([302, 401]).toContain(anonymous.status);
  });
});
