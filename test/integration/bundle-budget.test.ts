// The business's budgets for every page template's first view: at most 100 KB of
// JavaScript and 25 KB of CSS, gzip. What counts is what the browser fetches for the page
// as served (module preloads, the inline module script's imports, stylesheets), measured
// as server/tools/bench.ts measures the course page; code a page loads later, as the
// visitor scrolls, is not part of its first view.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type TestSite } from "../support/server";

const KB = 1024;
const budget = { js: 100 * KB, css: 25 * KB };

const templates = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "FAQ", path: "/FaqPage" },
  { name: "legal", path: "/TermsCondition" },
  { name: "contact", path: "/Contact" },
  { name: "all departments", path: "/AllDeparts" },
  { name: "department", path: "/computerscience" },
  { name: "course", path: "/computerscience/aws" },
  { name: "curriculum", path: "/computerscience/aws/curriculum" },
  { name: "certificates", path: "/certificates" },
  { name: "certificate check", path: "/checkcertificate" },
  { name: "campus ambassador", path: "/campusAmb" },
  { name: "not found", path: "/no-such-page", status: 404 },
];

const patterns = [
  /<link rel="modulepreload" href="(\/build\/[^"]+)"/g,
  /(?:import|from) ?"(\/build\/[^"]+)"/g,
  /import\("(\/build\/[^"]+)"\)/g,
  /<link rel="stylesheet" href="(\/build\/[^"]+)"/g,
];

let site: TestSite;
const gzipped = new Map<string, number>();

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site.close();
});

async function gzipSize(asset: string): Promise<number> {
  let size = gzipped.get(asset);
  if (size === undefined) {
    const response = await fetch(`${site.url}${asset}`);
    expect(response.status, asset).toBe(200);
    size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
    gzipped.set(asset, size);
  }
  return size;
}

async function firstView(path: string, status: number) {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(status);
  const html = await response.text();
  const assets = [...new Set(patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1]!)))];
  const sized = await Promise.all(assets.map(async (asset) => ({ asset, gzip: await gzipSize(asset) })));
  const total = (kind: "js" | "css") => sized.filter((a) => a.asset.endsWith(`.${kind}`)).reduce((sum, a) => sum + a.gzip, 0);
  const list = sized
    .sort((a, b) => b.gzip - a.gzip)
    .map((a) => `  ${(a.gzip / KB).toFixed(1).padStart(5)} KB ${a.asset}`)
    .join("\n");
  return { assets, js: total("js"), css: total("css"), list };
}

describe("first-view budget per page template (gzip)", () => {
  it.each(templates)("$name ($path): JavaScript <= 100 KB, CSS <= 25 KB", async ({ path, status = 200 }) => {
    const shipped = await firstView(path, status);
    // The patterns must still find what the page loads, or the sums below would prove nothing.
    expect(
      shipped.assets.some((a) => /\/build\/entry\.client-[^/]+\.js$/.test(a)),
      "entry module found",
    ).toBe(true);
    expect(
      shipped.assets.some((a) => a.endsWith(".css")),
      "stylesheet found",
    ).toBe(true);
    const summary = `${path}: JS ${(shipped.js / KB).toFixed(1)} KB, CSS ${(shipped.css / KB).toFixed(1)} KB\n${shipped.list}`;
    expect(shipped.js, summary).toBeLessThanOrEqual(budget.js);
    expect(shipped.css, summary).toBeLessThanOrEqual(budget.css);
  });
});
