import { describe, expect, it } from "vitest";
import { parseBusinessHours } from "#shared/business-hours";
import { parsePeriod } from "#server/desk/reports/page";
import {
  daysBetween,
  funnelByCampaign,
  leadsPerDay,
  median,
  speedPerWeek,
  weekOf,
  type ReportRow,
} from "#server/desk/reports/figures";
import type { Sla } from "#server/desk/owners/sla";

const zone = "Asia/Kolkata";
const at = (local: string) => new Date(`${local}+05:30`).getTime();
const sla: Sla = { minutes: 60, hours: parseBusinessHours("Mon-Sat 10:00-19:00")!, timeZone: zone };
const row = (arrived: string, extra: Partial<ReportRow> = {}): ReportRow => ({
  form: "callback",
  source: "direct",
  campaign: "",
  status: "new",
  arrivedAt: at(arrived),
  owner: "",
  ...extra,
});

describe("the reports' numbers", () => {
  it("takes the median: the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeUndefined();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
  });

  it("counts leads per day in the business's zone (a lead at 1 am IST is that day's, not the UTC day before)", () => {
    const days = daysBetween("2026-11-28", "2026-12-01");
    expect(days).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"]);
    const counts = leadsPerDay(
      [
        row("2026-11-30T01:00:00"),
        row("2026-11-30T23:59:00", { form: "contact" }),
        row("2026-12-01T10:00:00"),
      ],
      days,
      ["callback", "contact"],
      zone,
    );
    expect(counts).toEqual({ callback: [0, 0, 1, 1], contact: [0, 0, 1, 0] });
  });

  it("puts a day in its week, which starts on Monday", () => {
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-11-30")).toBe("2026-11-30");
    expect(weekOf("2027-01-02")).toBe("2026-12-28");
  });

  it("counts the funnel per source and campaign from where each lead stands now", () => {
    const contacted = at("2026-11-30T11:00:00");
    const lines = funnelByCampaign(
      [
        row("2026-11-30T10:00:00", {
          source: "google / cpc",
          campaign: "aws",
          status: "enrolled",
          firstContactAt: contacted,
        }),
        row("2026-11-30T10:00:00", {
          source: "google / cpc",
          campaign: "aws",
          status: "qualified",
          firstContactAt: contacted,
        }),
        row("2026-11-30T10:00:00", {
          source: "google / cpc",
          campaign: "aws",
          status: "lost",
          firstContactAt: contacted,
        }),
        // Moved back to New after a call: still contacted.
        row("2026-11-30T10:00:00", {
          source: "google / cpc",
          campaign: "aws",
          status: "new",
          firstContactAt: contacted,
        }),
        row("2026-11-30T10:00:00", { source: "google / cpc", campaign: "vlsi" }),
        row("2026-11-30T10:00:00"),
      ],
      10,
    );
    expect(lines).toEqual([
      {
        source: "google / cpc",
        campaign: "aws",
        leads: 4,
        contacted: 4,
        qualified: 2,
        enrolled: 1,
      },
      { source: "direct", campaign: "", leads: 1, contacted: 0, qualified: 0, enrolled: 0 },
      {
        source: "google / cpc",
        campaign: "vlsi",
        leads: 1,
        contacted: 0,
        qualified: 0,
        enrolled: 0,
      },
    ]);
    const many = Array.from({ length: 5 }, (_, i) =>
      row("2026-11-30T10:00:00", {
        source: `site${i}.example`,
        status: "enrolled",
        firstContactAt: contacted,
      }),
    );
    expect(
      funnelByCampaign(many, 3).map((line) => [line.source, line.leads, line.enrolled]),
    ).toEqual([
      ["site0.example", 1, 1],
      ["site1.example", 1, 1],
      ["other", 3, 3],
    ]);
  });

  it("judges each week's leads by the SLA in business time: contacted ones, and uncontacted ones only once their time is up", () => {
    const now = at("2026-12-01T12:00:00");
    const weeks = speedPerWeek(
      [
        row("2026-11-28T18:30:00", {
          firstContactAt: at("2026-11-30T10:15:00"),
          status: "contacted",
        }), // 45 business minutes
        row("2026-11-30T10:00:00", {
          firstContactAt: at("2026-11-30T12:00:00"),
          status: "contacted",
        }), // 120
        row("2026-11-30T11:00:00"), // overdue
        row("2026-12-01T11:30:00"), // due at 12:30: not judged yet
      ],
      daysBetween("2026-11-28", "2026-12-01"),
      sla,
      now,
    );
    expect(weeks).toEqual([
      {
        week: "2026-11-23",
        leads: 1,
        contacted: 1,
        judged: 1,
        withinSla: 1,
        medianMs: 45 * 60_000,
      },
      {
        week: "2026-11-30",
        leads: 3,
        contacted: 1,
        judged: 2,
        withinSla: 0,
        medianMs: 120 * 60_000,
      },
    ]);
  });

  it("reads the period from the address: the last 30 days by default, a bad one explained", () => {
    const now = at("2026-11-26T01:00:00");
    expect(parsePeriod(new URLSearchParams(), zone, now)).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
      problems: [],
    });
    expect(parsePeriod(new URLSearchParams("to=2026-02-28"), zone, now)).toEqual({
      from: "2026-01-30",
      to: "2026-02-28",
      problems: [],
    });
    expect(parsePeriod(new URLSearchParams("from=2026-13-01"), zone, now).problems).toEqual([
      "The from date is not a date (YYYY-MM-DD): the last 30 days are shown.",
    ]);
    expect(
      parsePeriod(new URLSearchParams("from=2024-01-01&to=2026-11-26"), zone, now),
    ).toMatchObject({ from: "2025-11-26", to: "2026-11-26" });
  });

  it("tells a real day before 2000 that it is out of range, naming the range, and still calls a day no calendar has not a date", () => {
    const now = at("2026-11-26T01:00:00");
    const problems = (query: string) => parsePeriod(new URLSearchParams(query), zone, now).problems;
    for (const day of ["1999-12-31", "0999-01-01", "0000-02-29"])
      expect(problems(`from=${day}`), day).toEqual([
        "The from date is out of range (2000-01-01 to 9999-12-31): the last 30 days are shown.",
      ]);
    expect(problems("from=2026-11-01&to=1970-01-01")).toEqual([
      "The to date is out of range (2000-01-01 to 9999-12-31): the last 30 days are shown.",
    ]);
    // 1900 and 1999 had no 29 February: not a date, whatever the range.
    for (const day of ["1900-02-29", "1999-02-29", "1999-13-01"])
      expect(problems(`from=${day}`), day).toEqual([
        "The from date is not a date (YYYY-MM-DD): the last 30 days are shown.",
      ]);
    // The ends of the range are taken.
    expect(problems("from=2000-01-01&to=2000-01-31")).toEqual([]);
    expect(parsePeriod(new URLSearchParams("from=1999-12-31"), zone, now)).toMatchObject({
      from: "2026-10-28",
      to: "2026-11-26",
    });
  });

  it("cuts a period that ends in the year 9999 before listing its days, and lists them up to it", () => {
    const now = at("2026-11-26T01:00:00");
    // The day after 9999-12-31 is written "+010000-01-01", which sorts before it as text: a walk
    // that compared text ran on to the year 275760, holding the server for a minute and a half.
    expect(
      parsePeriod(new URLSearchParams("from=2000-01-01&to=9999-12-31"), zone, now),
    ).toMatchObject({ from: "9998-12-31", to: "9999-12-31" });
    const days = daysBetween("9999-12-30", "9999-12-31");
    expect(days).toEqual(["9999-12-30", "9999-12-31"]);
    expect(daysBetween("9999-01-01", "9999-12-31")).toHaveLength(365);
    expect(daysBetween("2026-12-02", "2026-12-01")).toEqual([]);
  });
});
