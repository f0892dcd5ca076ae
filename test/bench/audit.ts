// The audit: `npm run audit` (builds first).
//
// Lighthouse (mobile: its default phone and simulated slow network) with Debian's
// Chromium against the built server, on five pages: home, a course, a department,
// contact and the ambassador page. Budgets on each page: performance >= 95,
// accessibility, best practices and SEO = 100. Each category's score is its median over
// AUDIT_RUNS (5) runs, since performance moves with the load on a shared machine.
// Prints a table with, beside the scores, what a visitor feels and what the page weighs
// (Total Blocking Time, and the JavaScript the page transferred, both medians: figures to
// read, not budgets), names the audits behind a miss, and exits non-zero on a miss.
//
// Each page is audited as a running site serves it: compressed at the best levels, which a
// production server (SITE_URL set) does for every page at start and any server does for a
// page once it is asked for again (server/http/page-cache.ts). A fresh audit server has
// had no visitor, so each page is asked for until it is served so.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "../support/built-server";
import { CHROMIUM_FLAGS, FULL_CHROMIUM_PATH } from "../support/chromium";
import { kb, printTable } from "./table";
import { useRunFolderUntilExit } from "../support/temporary-folder";

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const PAGES = ["/", "/computerscience/aws", "/computerscience", "/Contact", "/campusAmb"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`AUDIT_RUNS must be a positive whole number, got "${process.env.AUDIT_RUNS}"`);
/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such runs are repeated, this many times at most per page. */
const RETRIES = 2;

const score = (lhr: Lhr, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Total Blocking Time in milliseconds: how long the main thread kept a tap from being answered. */
const blockingMs = (lhr: Lhr) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0);

/** Bytes of JavaScript the page transferred (compressed, as it came over the network). */
function scriptBytes(lhr: Lhr): number {
  const details = lhr.audits["resource-summary"]?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** RUNS good Lighthouse reports of one page, repeating runs whose trace failed. */
async function audit(url: string, port: number): Promise<Lhr[]> {
  const reports: Lhr[] = [];
  let failures = 0;
  while (reports.length < RUNS) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const error = result ? result.lhr.runtimeError?.message : "no result";
    if (!error) reports.push(result!.lhr);
    else if (++failures > RETRIES) throw new Error(`Lighthouse could not audit ${url}: ${error}`);
    else process.stderr.write(`  repeating a failed run of ${url}: ${error}\n`);
  }
  return reports;
}

/** The run holding the median score of one category (its audits explain that score). */
function medianRun(reports: readonly Lhr[], category: Category): Lhr {
  const sorted = [...reports].sort((a, b) => score(a, category) - score(b, category));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The audits that cost a category points in one report. */
function failingAudits(lhr: Lhr, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a !== undefined &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== "informative" &&
        a.scoreDisplayMode !== "manual",
    )
    .map((a) => `${a!.id} (${a!.displayValue ?? a!.score})`);
}

/** Asks for `url` until its brotli copy is the best level's (its ETag says which). */
async function servedAtBestLevel(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(url, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    if (/-br11"$/.test(response.headers.get("etag") ?? "")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never served at the best compression level`);
}

async function main(): Promise<void> {
  useRunFolderUntilExit();
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  let failed = false;
  const rows: string[][] = [];
  const explanations: string[] = [];
  try {
    for (const page of PAGES) {
      process.stderr.write(`  auditing ${page}\n`);
      await servedAtBestLevel(`${server.url}${page}`);
      const reports = await audit(`${server.url}${page}`, chrome.port);
      const cells: string[] = [];
      const misses: Category[] = [];
      for (const category of CATEGORIES) {
        const run = medianRun(reports, category);
        const middle = score(run, category);
        const all = reports.map((r) => score(r, category));
        // The spread shows how much a figure moved between runs.
        cells.push(
          RUNS > 1 ? `${middle} (${Math.min(...all)}-${Math.max(...all)})` : String(middle),
        );
        if (middle < BUDGET[category]) {
          misses.push(category);
          for (const audit of failingAudits(run, category))
            explanations.push(`  ${page} ${category}: ${audit}`);
        }
      }
      const blocking = reports.map(blockingMs);
      cells.push(
        RUNS > 1
          ? `${median(blocking)} (${Math.min(...blocking)}-${Math.max(...blocking)})`
          : String(blocking[0]),
      );
      cells.push(kb(median(reports.map(scriptBytes))));
      if (misses.length) failed = true;
      rows.push([page, ...cells, misses.length ? `MISSED: ${misses.join(", ")}` : "ok"]);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  printTable(
    `Lighthouse (mobile, median of ${RUNS} run${RUNS > 1 ? "s" : ""}, range in brackets; TBT: Total Blocking Time; JS KB: JavaScript transferred; budgets: performance >= ${BUDGET.performance}, the rest 100)`,
    [
      { title: "page" },
      ...CATEGORIES.map((c) => ({ title: c, align: "right" as const })),
      { title: "TBT ms", align: "right" },
      { title: "JS KB", align: "right" },
      { title: "budget" },
    ],
    rows,
  );
  if (explanations.length) console.log(`\nAudits behind the misses:\n${explanations.join("\n")}`);
  console.log(failed ? "\nA budget was missed." : "\nAll budgets met.");
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
