// The desk as a whole, over HTTP: every desk route the build has (those of today and any added
// later) gives nothing without a session; every desk response is private and unindexed; posts
// from other sites are refused; the public pages still set and read no cookie; and
// `npm run staff` adds and removes people, a removal ending their open sessions at once.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, signIn, signInMailCount } from "../support/desk";
import { serverEntry, startSite, type TestSite } from "../support/server";

interface BuiltRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: { loader?: unknown; action?: unknown; default?: unknown };
}

let site: TestSite;
const dataDir = mkdtempSync(path.join(tmpdir(), "desk-routes-"));

beforeAll(async () => {
  site = await startSite({ DATA_DIR: dataDir });
  await addStaff(site, "admin@example.com", "admin");
});

afterAll(async () => {
  await site.close();
});

/** Every route of the build under /desk but the sign-in pages (which are for people not signed in), with an address to ask. */
async function deskRoutes() {
  const routes = (await serverEntry()).serverBuild as { routes: Record<string, BuiltRoute> };
  const addressOf = (route: BuiltRoute): string => {
    const pieces: string[] = [];
    for (
      let at: BuiltRoute | undefined = route;
      at;
      at = at.parentId ? routes.routes[at.parentId] : undefined
    )
      if (at.path) pieces.unshift(at.path);
    return `/${pieces.join("/")}`.replace(/\/+/g, "/").replace(/\/$/, "") || "/";
  };
  return Object.values(routes.routes)
    .map((route) => ({ route, address: addressOf(route) }))
    .filter(
      ({ address }) =>
        (address === "/desk" || address.startsWith("/desk/")) &&
        !address.startsWith("/desk/sign-in"),
    )
    .map(({ route, address }) => ({
      id: route.id,
      // A parameter or a splat gets a made-up value: without a session nothing is looked up.
      path: address.replace(/:[^/]+|\*/g, "x"),
      index: route.index === true,
      page: route.module.default !== undefined,
      loader: route.module.loader !== undefined,
      action: route.module.action !== undefined,
    }));
}

const headersOfDesk = (response: Response) => ({
  cache: response.headers.get("cache-control"),
  robots: response.headers.get("x-robots-tag"),
});

describe("every desk route of the build, without a session", () => {
  it("sends a page to sign in and refuses its data and its posts with 401, private and unindexed", async () => {
    const routes = await deskRoutes();
    // The finder must find the desk, or the checks below would prove nothing.
    expect(routes.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        "routes/desk",
        "routes/desk.account",
        "routes/desk.staff",
        "routes/desk.sign-out",
      ]),
    );
    const responses: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      const returnTo = `/desk/sign-in?returnTo=${encodeURIComponent(route.path)}`;
      if (route.loader) {
        const document = await fetch(`${site.url}${route.path}${route.index ? "?index" : ""}`, {
          redirect: "manual",
          headers: { accept: "text/html" },
        });
        responses.push(
          `${route.id} GET page ${document.status} ${document.headers.get("location")} ${await document.text()}`,
        );
        // Remix leaves `?index` out of a loader's request: sign-in sends the person back to the page itself.
        expected.push(`${route.id} GET page 302 ${returnTo} `);
        // The browser asks a page's data as `<path>.data` (only this route's loader), a resource route by a plain fetch.
        const dataUrl = route.page
          ? `${route.path === "/" ? "/_root" : route.path}.data?_routes=${encodeURIComponent(route.id)}`
          : route.path;
        const asData = await fetch(`${site.url}${dataUrl}`, { redirect: "manual" });
        responses.push(
          `${route.id} GET data ${asData.status} ${JSON.stringify(headersOfDesk(asData))}`,
        );
        expected.push(
          `${route.id} GET data 401 ${JSON.stringify({ cache: "private, no-store", robots: "noindex" })}`,
        );
      }
      if (route.action) {
        const target = `${route.path}${route.index ? "?index" : ""}`;
        const post = (url: string, accept: string) =>
          fetch(`${site.url}${url}`, {
            method: "POST",
            redirect: "manual",
            headers: {
              accept,
              origin: site.url,
              "sec-fetch-site": "same-origin",
              "content-type": "application/x-www-form-urlencoded",
            },
            body: "intent=add&email=intruder%40example.com&role=admin",
          });
        const document = await post(target, "text/html");
        responses.push(
          `${route.id} POST page ${document.status} ${document.headers.get("location")?.split("?")[0]}`,
        );
        // A lead's save is answered with a page of its own (401, what was typed to copy, nothing
        // of the lead), so that a post without JavaScript loses no note (desk-leads.test.ts).
        expected.push(
          route.id === "routes/desk.leads.$list.$key"
            ? `${route.id} POST page 401 undefined`
            : `${route.id} POST page 303 /desk/sign-in`,
        );
        const asData = await post(
          route.page ? `${route.path}.data${route.index ? "?index" : ""}` : target,
          "*/*",
        );
        responses.push(`${route.id} POST data ${asData.status}`);
        expected.push(`${route.id} POST data 401`);
      }
    }
    expect(responses).toEqual(expected);
    expect(await site.store().staff.getMember("intruder@example.com")).toBeUndefined();
  });
});

describe("a desk address no desk page has", () => {
  const unknown = [
    "/desk/leads/nonsense",
    "/desk/leads",
    "/desk/nonsense",
    "/desk/reports/x",
    "/desk/a/b/c",
    "/DESK/Leads/nonsense",
  ];

  it("is the desk's own 404, in the desk with its header, for a signed-in member", async () => {
    const cookie = await signIn(site, "admin@example.com");
    for (const pathname of unknown) {
      const response = await fetch(`${site.url}${pathname}`, {
        headers: { cookie, accept: "text/html" },
      });
      const html = await response.text();
      expect([pathname, response.status, headersOfDesk(response)]).toEqual([
        pathname,
        404,
        { cache: "private, no-store", robots: "noindex" },
      ]);
      expect(html, pathname).toContain("<h1>No such desk page</h1>");
      expect(html, pathname).toContain('<p role="alert">There is no such page on the desk.</p>');
      expect(html, pathname).toContain('<span class="desk-header__who">admin@example.com');
      // Not the public site's 404, nor its footer.
      expect(html, pathname).not.toContain("We could not find the page you asked for");
      expect(html, pathname).not.toContain("site-footer");
    }
    const asData = await fetch(`${site.url}/desk/leads/nonsense.data`, { headers: { cookie } });
    expect(asData.status).toBe(404);
  });

  it("sends a visitor who is not signed in to sign in (data: 401), as every desk page does", async () => {
    for (const pathname of unknown) {
      const page = await fetch(`${site.url}${pathname}`, {
        redirect: "manual",
        headers: { accept: "text/html" },
      });
      expect([pathname, page.status, page.headers.get("location")]).toEqual([
        pathname,
        302,
        `/desk/sign-in?returnTo=${encodeURIComponent(pathname)}`,
      ]);
      expect(await page.text()).toBe("");
      const asData = await fetch(`${site.url}${pathname}.data`, { redirect: "manual" });
      expect([pathname, asData.status]).toEqual([pathname, 401]);
      const data = await asData.text();
      expect(data).toContain('"Sign in to the desk first."');
      expect(data).not.toContain("example.com");
    }
  });
});

describe("what every desk response carries", () => {
  it("private, no-store and noindex: sign-in pages, signed-in pages, refusals; and none is kept for the next person", async () => {
    const cookie = await signIn(site, "admin@example.com");
    const asked = [
      await fetch(`${site.url}/desk/sign-in`),
      await fetch(`${site.url}/desk/sign-in/code`),
      await fetch(`${site.url}/desk/sign-in/link/nothing.here`),
      await fetch(`${site.url}/desk/account`, { headers: { cookie } }),
      await fetch(`${site.url}/desk/staff.data`, { headers: { cookie } }),
      await fetch(`${site.url}/desk/account`, {
        redirect: "manual",
        headers: { accept: "text/html" },
      }),
      await fetch(`${site.url}/desk/no-such-page`, { headers: { cookie } }),
    ];
    expect(asked.map((r) => [r.status, headersOfDesk(r)])).toEqual(
      [200, 200, 410, 200, 200, 302, 404].map((status) => [
        status,
        { cache: "private, no-store", robots: "noindex" },
      ]),
    );
    const html = await asked[3]!.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The public header and footer are not part of the desk.
    expect(html).not.toContain("site-footer");
    // The signed-in page was not kept: without the cookie it is the sign-in redirect again.
    expect(
      (
        await fetch(`${site.url}/desk/account`, {
          redirect: "manual",
          headers: { accept: "text/html" },
        })
      ).status,
    ).toBe(302);
  });

  it("keeps the desk out of the sitemap and out of search engines (robots.txt)", async () => {
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("/desk");
    expect((await (await fetch(`${site.url}/robots.txt`)).text()).split("\n")).toContain(
      "Disallow: /desk",
    );
  });

  it("the public pages set and read no cookie: a staff member's browser gets the same bytes as anyone", async () => {
    const cookie = await signIn(site, "admin@example.com");
    for (const pathname of ["/", "/Contact", "/computerscience/aws"]) {
      const [withCookie, without] = await Promise.all([
        fetch(`${site.url}${pathname}`, { headers: { cookie, "accept-encoding": "identity" } }),
        fetch(`${site.url}${pathname}`, { headers: { "accept-encoding": "identity" } }),
      ]);
      expect(withCookie.headers.getSetCookie()).toEqual([]);
      expect(withCookie.headers.get("etag")).toBe(without.headers.get("etag"));
      expect(await withCookie.text()).toBe(await without.text());
    }
  });
});

describe("posts from another site", () => {
  it("are refused before they reach the desk: a staff change, signing out, asking for a code", async () => {
    const cookie = await signIn(site, "admin@example.com");
    const seen = signInMailCount({ dataDir: site.dataDir }, "admin@example.com");
    const crossSite = (pathname: string, body: string, headers: Record<string, string>) =>
      fetch(`${site.url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body,
      });
    const refusals: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refusals) {
      const add = await crossSite(
        "/desk/staff",
        "intent=add&email=intruder%40example.com&role=admin",
        headers,
      );
      expect(add.status).toBe(403);
      expect(headersOfDesk(add).robots).toBe("noindex");
      expect((await crossSite("/desk/sign-out", "intent=everywhere", headers)).status).toBe(403);
      expect((await crossSite("/desk/sign-in", "email=admin%40example.com", headers)).status).toBe(
        403,
      );
    }
    expect(await site.store().staff.getMember("intruder@example.com")).toBeUndefined();
    expect((await fetch(`${site.url}/desk/account`, { headers: { cookie } })).status).toBe(200);
    await site.store().staff.pruneExpired(0, 1); // a store round trip: the queue of mails has had its turn
    expect(signInMailCount({ dataDir: site.dataDir }, "admin@example.com")).toBe(seen);
  });
});

describe("npm run staff", () => {
  const run = promisify(execFile);
  const staff = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "server/cli/staff.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, FIREBASE_DATABASE_URL: "" },
    });

  // Two processes that each compile the command with tsx (about 1.5 s of CPU apiece, many times
  // that in wall time on a busy shared machine): the bound is on the machine, not the command.
  it(
    "adds a person (compared canonically), and removing them ends their open session at once",
    { timeout: 120_000 },
    async () => {
      expect((await staff("add", "Ravi.Kumar@Example.COM", "--role", "sales")).stdout).toBe(
        "Added ravi.kumar@example.com as sales.\n",
      );
      const cookie = await signIn(site, "ravi.kumar@example.com");
      expect((await fetch(`${site.url}/desk/account`, { headers: { cookie } })).status).toBe(200);
      const { stdout } = await staff("remove", "RAVI.KUMAR@example.com");
      expect(stdout).toBe("Removed ravi.kumar@example.com; every session of theirs has ended.\n");
      expect((await fetch(`${site.url}/desk/account.data`, { headers: { cookie } })).status).toBe(
        401,
      );
    },
  );

  it(
    "routes a form's new leads to a member and back to everyone in turn, and lists the routing",
    { timeout: 120_000 },
    async () => {
      await addStaff(site, "meera.cli@example.com", "sales");
      expect((await staff("route", "contact", "Meera.CLI@Example.com")).stdout).toBe(
        "New leads of contact: meera.cli@example.com\n",
      );
      const listed = (await staff("list")).stdout;
      expect(listed).toContain("\nNew leads of callback: everyone in turn\n");
      expect(listed).toContain("\nNew leads of contact: meera.cli@example.com\n");
      expect((await staff("route", "contact", "everyone")).stdout).toBe(
        "New leads of contact: everyone in turn\n",
      );
      expect(await site.store().staff.formRoutes()).toEqual({});
      await expect(staff("route", "newsletter", "meera.cli@example.com")).rejects.toMatchObject({
        stderr: expect.stringContaining(
          "route <callback|contact|ambassador|enrollment> <email>|everyone",
        ) as string,
      });
    },
  );
});
