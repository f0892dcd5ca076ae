// A request the site refuses (a scanner's POST to a page without a form, a DELETE to a page with
// one, TRACE, an address whose %-escapes are no UTF-8) gets the status that says why, with the
// Allow header a 405 must carry, and costs the log one line, its request line, not a stack
// trace: a scanner sends hundreds a minute. A page with a form stores nothing from PUT, PATCH or
// DELETE: Remix would run its action for those too.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../support/raw-http";
import { browserKey, startSite, type TestSite } from "../support/server";
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
  ])("%s %s is answered 405 with Allow: GET, HEAD and logged in one line", async (method, path) => {
    site.logs.clear();
    const response = await fetch(`${site.url}${path}`, {
      method,
      body: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await response.text();
    await expectOneLine(response, `${method} ${path} 405`, 405);
  });
});

/** The request's log line, and nothing else, at info and without a stack. */
async function expectOneLine(response: Response, msg: string, statusCode: number) {
  const requestId = response.headers.get("x-request-id");
  await vi.waitFor(
    () => expect(site.logs.lines()).toContainEqual(expect.objectContaining({ msg })),
    patience,
  );
  expect(site.logs.lines()).toEqual([
    expect.objectContaining({ level: "info", requestId, res: { statusCode } }),
  ]);
  expect(site.logs.text()).toEqual([expect.not.stringContaining("stack")]);
}

const contact = (method: string) =>
  fetch(`${site.url}/Contact`, {
    method,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: new URLSearchParams({
      name: `${method} Tester`,
      email: `${method.toLowerCase()}@example.com`,
      subject: "Fees",
      message: "What does the AWS course cost?",
      submissionKey: browserKey(),
    }).toString(),
  });

describe("a page with a form", () => {
  it.each(["PUT", "PATCH", "DELETE"])(
    "refuses %s with 405 and Allow: GET, HEAD, POST, and stores nothing",
    async (method) => {
      site.logs.clear();
      const response = await contact(method);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await response.text()).toBe("Method Not Allowed: this page takes GET, HEAD, POST.");
      await expectOneLine(response, `${method} /Contact 405`, 405);
      expect(site.records("Contact Leads")).toEqual([]);
    },
  );

  it("tells OPTIONS what it takes", async () => {
    const response = await fetch(`${site.url}/Contact`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
  });
});

describe("requests no address serves", () => {
  it.each(["/", "/Contact", "/api/v1/courses", "/sitemap.xml"])(
    "TRACE %s is answered 501 in one log line",
    async (path) => {
      site.logs.clear();
      // fetch() will not send TRACE.
      const response = await rawRequest(site.url, { method: "TRACE", path });
      expect(response.status).toBe(501);
      const requestId = String(response.headers["x-request-id"]);
      await vi.waitFor(
        () =>
          expect(site.logs.lines()).toEqual([
            expect.objectContaining({ level: "info", requestId, res: { statusCode: 501 } }),
          ]),
        patience,
      );
    },
  );

  it.each(["/%ff%fe", "/%", "/a%zz", "/computerscience/%ff", "/my-data/email/%ff", "/api/v1/%ff"])(
    "%s, whose escapes are no UTF-8, is answered 400 in one log line",
    async (path) => {
      site.logs.clear();
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("Bad Request: the request could not be read.");
      await expectOneLine(response, `GET ${path} 400`, 400);
    },
  );
});
