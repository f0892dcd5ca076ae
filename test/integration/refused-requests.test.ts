// A request the site refuses (a scanner's POST to a page without a form) is answered 405 and
// costs the log one line, its request line, not a stack trace: a scanner sends hundreds a minute.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSite, type TestSite } from "../support/server";
import { patience } from "../support/wait";

let site: TestSite;
beforeAll(async () => {
  // Every level is captured.
  site = await startSite({ LOG_LEVEL: "trace" });
});
afterAll(() => site.close());

describe("a request to a page that takes none", () => {
  it.each([
    ["POST", "/about"],
    ["PUT", "/about"],
    ["POST", "/computerscience/aws/curriculum"],
    ["DELETE", "/FaqPage"],
  ])("%s %s is answered 405 and logged in one line", async (method, path) => {
    site.logs.clear();
    const response = await fetch(`${site.url}${path}`, {
      method,
      body: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(405);
    await response.text();
    const requestId = response.headers.get("x-request-id");
    await vi.waitFor(
      () =>
        expect(site.logs.lines()).toContainEqual(
          expect.objectContaining({ msg: `${method} ${path} 405` }),
        ),
      patience,
    );
    expect(site.logs.lines()).toEqual([
      expect.objectContaining({ level: "info", requestId, res: { statusCode: 405 } }),
    ]);
    expect(site.logs.text()).toEqual([expect.not.stringContaining("stack")]);
  });
});
