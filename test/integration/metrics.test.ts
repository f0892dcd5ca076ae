// The metrics an operator scrapes: on a port of their own (never the public site's), behind a
// token when one is set, one registry per site, and the counters move with what happens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCases } from "../support/forms";
import { browserKey, postForm, startSite, type TestSite } from "../support/server";

const TOKEN = "metrics-token-0123456789";
const contact = formCases.find((c) => c.form === "contact")!;

/** The value of one sample (`name{labels}`) in a Prometheus text page, or undefined when absent. */
function sample(
  page: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of page.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, label = "", value = ""]) => [
        label,
        value,
      ]),
    );
    if (Object.entries(labels).every(([label, value]) => has.get(label) === value))
      return Number(match[3]);
  }
  return undefined;
}

describe("metrics", () => {
  let site: TestSite;
  let other: TestSite;
  const scrape = async (target: TestSite = site) => {
    const response = await fetch(target.metricsUrl!, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  beforeAll(async () => {
    [site, other] = await Promise.all([
      startSite({ METRICS_PORT: "0", METRICS_TOKEN: TOKEN }),
      startSite({ METRICS_PORT: "0", METRICS_TOKEN: TOKEN }),
    ]);
  });
  afterAll(() => Promise.all([site.close(), other.close()]));

  it("are not served by the public site, and only with the token on their own port", async () => {
    const onSite = await fetch(`${site.url}/metrics`);
    expect(onSite.status).toBe(404);
    expect(await onSite.text()).not.toContain("leads_stored_total");
    expect(site.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(site.metricsUrl!).port).not.toBe(new URL(site.url).port);
    expect((await fetch(site.metricsUrl!)).status).toBe(401);
    expect(
      (await fetch(site.metricsUrl!, { headers: { authorization: "Bearer not-the-token-at-all" } }))
        .status,
    ).toBe(401);
    const page = await fetch(site.metricsUrl!, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(page.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await page.text();
    expect(sample(text, "store_up")).toBe(1);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("count a stored lead for its form, on its own site only, and responses and page cache hits", async () => {
    const before = await scrape();
    expect(sample(before, "leads_stored_total", { form: "contact" })).toBe(0);
    const response = await postForm(site, contact.postTo, {
      ...contact.valid,
      submissionKey: browserKey(),
    });
    expect(response.status).toBe(303);
    const invalid = await postForm(site, contact.postTo, {
      ...contact.invalid,
      submissionKey: browserKey(),
    });
    expect(invalid.status).toBe(422);
    for (let n = 0; n < 2; n++) expect((await fetch(`${site.url}/about`)).status).toBe(200);

    const after = await scrape();
    expect(sample(after, "leads_stored_total", { form: "contact" })).toBe(1);
    expect(sample(after, "leads_refused_total", { form: "contact", reason: "invalid" })).toBe(1);
    expect(
      sample(after, "http_responses_total", { status: "3xx", kind: "page" }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, "http_responses_total", { status: "2xx", kind: "page" }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(after, "page_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(sample(after, "page_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(await scrape(other), "leads_stored_total", { form: "contact" })).toBe(0);
  });
});
