// A request the site refuses (a scanner's POST to a page without a form) is answered 405 and
// costs the log one line, not a stack trace: a scanner sends hundreds a minute.
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** Every line written to the console while `work` runs (the test setup already holds console.error). */
async function linesWhile(work: () => Promise<void>): Promise<string[]> {
  const spies = (["log", "info", "warn", "debug"] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
  const errors = vi.mocked(console.error);
  const errorsBefore = errors.mock.calls.length;
  let calls: unknown[][];
  try {
    await work();
  } finally {
    calls = [...spies.flatMap((spy) => spy.mock.calls), ...errors.mock.calls.slice(errorsBefore)];
    spies.forEach((spy) => spy.mockRestore());
  }
  // As the console writes them.
  return calls.flatMap((args) => format(...args).split("\n"));
}

describe("a request to a page that takes none", () => {
  it.each([
    ["POST", "/about"],
    ["PUT", "/about"],
    ["POST", "/computerscience/aws/curriculum"],
    ["DELETE", "/FaqPage"],
  ])("%s %s is answered 405 and logged in one line", async (method, path) => {
    let status = 0;
    const lines = await linesWhile(async () => {
      const response = await fetch(`${site.url}${path}`, { method, body: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
      status = response.status;
      await response.text();
    });
    expect(status).toBe(405);
    expect(lines).toEqual([`[http] refused ${method} ${path}: 405 Method Not Allowed`]);
  });
});
