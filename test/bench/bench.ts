// npm run bench: starts the built server on loopback and measures, in one run,
// server-rendering throughput against the cheapest page, form posts into the default
// store (each one stored exactly once), and the bytes a course page ships.
// Prints a table and exits non-zero when a budget is missed.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startBuiltServer } from "../support/built-server";

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
const budgets = { courseRatio: 0.5, jsKb: 100, cssKb: 25 };

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, result };
}

async function shippedBytes(url: string) {
  const html = await (await fetch(url)).text();
  // What the browser fetches: module preloads, the inline script's imports, stylesheets
  // (not every path named in the route manifest).
  const patterns = [
    /<link rel="modulepreload" href="(\/build\/[^"]+)"/g,
    /(?:import|from) ?"(\/build\/[^"]+)"/g,
    /import\("(\/build\/[^"]+)"\)/g,
    /<link rel="stylesheet" href="(\/build\/[^"]+)"/g,
  ];
  const assets = new Set(patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1]!)));
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(new URL(asset, url))).arrayBuffer());
    const gz = gzipSync(body).length;
    if (asset.endsWith(".js")) js += gz;
    else css += gz;
  }
  return { js, css, html: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, files: assets.size };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const server = await startBuiltServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0" });
  const rows: Array<[string, string, string]> = [];
  let failed = false;
  const check = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? "ok" : "MISSED";
  };
  try {
    await load(`${server.url}/checkcertificate`, { duration: 2 }); // warm-up
    const baseline = await load(`${server.url}/checkcertificate`);
    const home = await load(`${server.url}/`);
    const course = await load(`${server.url}/computerscience/aws`);
    const ratio = (x: number) => (x / baseline.rps).toFixed(2);
    rows.push(["baseline /checkcertificate", `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`, "1.00"]);
    rows.push(["home /", `${home.rps.toFixed(0)} req/s, p99 ${home.p99} ms`, ratio(home.rps)]);
    rows.push([
      "course /computerscience/aws",
      `${course.rps.toFixed(0)} req/s, p99 ${course.p99} ms`,
      `${ratio(course.rps)} (budget >= ${budgets.courseRatio}: ${check(course.rps / baseline.rps >= budgets.courseRatio)})`,
    ]);
    if (baseline.non2xx + home.non2xx + course.non2xx > 0) rows.push(["non-2xx page answers", String(baseline.non2xx + home.non2xx + course.non2xx), check(false)]);

    let sent = 0;
    // A fixed number of posts, so every one is answered and can be counted.
    const posts = await autocannon({
      url: `${server.url}/Contact`,
      connections: 20,
      amount: POSTS,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            sent += 1;
            return {
              ...request,
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                name: "Bench Visitor",
                email: `bench${sent}@example.com`,
                subject: "Load test",
                message: `Message number ${sent}`,
              }).toString(),
            };
          },
        },
      ],
    });
    const redirected = posts["3xx"];
    const db = new Database(path.join(dataDir, "leads.sqlite"), { readonly: true });
    const stored = (db.prepare("SELECT COUNT(*) AS n FROM records WHERE list = 'contactForm'").get() as { n: number }).n;
    const distinct = (db.prepare("SELECT COUNT(DISTINCT json_extract(data, '$.email')) AS n FROM records WHERE list = 'contactForm'").get() as { n: number }).n;
    db.close();
    rows.push(["valid contact posts", `${posts.requests.average.toFixed(0)} posts/s, p99 ${posts.latency.p99} ms`, `${redirected} confirmed`]);
    rows.push([
      "stored exactly once",
      `${stored} of ${POSTS} posts, ${distinct} distinct`,
      check(stored === POSTS && redirected === POSTS && distinct === POSTS && posts.errors === 0),
    ]);

    const bytes = await shippedBytes(`${server.url}/computerscience/aws`);
    rows.push(["course page JavaScript (gzip)", `${(bytes.js / 1024).toFixed(1)} KB`, `budget ${budgets.jsKb} KB: ${check(bytes.js <= budgets.jsKb * 1024)}`]);
    rows.push(["course page CSS (gzip)", `${(bytes.css / 1024).toFixed(1)} KB`, `budget ${budgets.cssKb} KB: ${check(bytes.css <= budgets.cssKb * 1024)}`]);
    rows.push(["course page HTML", `${(bytes.html / 1024).toFixed(1)} KB (${(bytes.htmlGzip / 1024).toFixed(1)} KB gzip)`, `${bytes.files} asset files`]);
  } finally {
    server.stop();
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nBenchmark (${DURATION} s per load, ${CONNECTIONS} connections, loopback)\n`);
  for (const [what, measured, verdict] of rows) console.log(`${what.padEnd(width)}  ${measured.padEnd(34)}  ${verdict}`);
  console.log(failed ? "\nA budget was missed." : "\nAll budgets met.");
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
