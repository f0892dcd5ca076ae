// The page cache keeps only the addresses a page really has: the page itself and the
// success views of the forms it shows. Any other query is the plain page, from memory,
// without rendering; loopback spellings of Host and lazy route discovery cannot make the
// server render or match without bound. Renders are counted with the root loader the
// site really runs (every page render calls it once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCases } from "../support/forms";
import { rawRequest, type RawResponse } from "../support/raw-http";
import { postForm, startCountingSite, type CountingSite } from "../support/server";

let counted: CountingSite;
let siteUrl: string;
let port: number;
let version: string;
const renders = () => counted.renders();

beforeAll(async () => {
  counted = await startCountingSite({});
  ({ url: siteUrl, version } = counted);
  port = counted.site.port;
});

afterAll(() => counted.site.close());

const get = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(siteUrl, { path: target, headers });
const canonicalOf = (response: RawResponse) =>
  /<link rel="canonical" href="([^"]*)"/.exec(response.body)?.[1];

describe("made-up success views", () => {
  it.each([
    [
      "/Contact",
      [
        "?sent=zzz",
        "?sent=contact&at=zzz",
        "?sent=callback",
        "?sent=newsletter",
        "?utm_source=mail&utm_campaign=may",
        "?sent=zzz&sent=contact",
      ],
    ],
    ["/", ["?sent=abcdefghij", "?sent=contact", "?sent=callback&at=footer", "?fbclid=xyz"]],
    ["/computerscience/aws", ["?sent=enrollment&at=modal", "?sent=ambassador&at=inline"]],
  ])(
    "%s answers every other query with the plain page's bytes, without rendering",
    async (page, queries) => {
      const plain = await get(page);
      expect(plain.status).toBe(200);
      const before = renders();
      for (const query of queries) {
        const response = await get(`${page}${query}`);
        expect(response.status, query).toBe(200);
        expect(response.headers.etag, query).toBe(plain.headers.etag);
        expect(response.body, query).toBe(plain.body);
      }
      expect(renders() - before).toBe(0);
    },
  );

  it("200 made-up views at once render nothing and leave warm pages warm", async () => {
    await get("/about");
    const before = renders();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => get(`/about?sent=x${n.toString(36)}`)),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((await get("/about")).status).toBe(200);
    expect(renders() - before).toBe(0);
  });
});

describe("the success views a page really has", () => {
  const ambassador = formCases.find((c) => c.form === "ambassador")!;
  const popUp = {
    ...ambassador,
    form: "ambassador pop-up",
    extra: { ...ambassador.extra, placement: "modal" },
  };
  it.each([...formCases, popUp].map((c) => [c.form, c] as const))(
    "%s: a stored lead goes to a view that shows the success dialog, rendered once",
    async (_form, c) => {
      const posted = await postForm({ url: siteUrl }, c.postTo, { ...c.extra, ...c.valid });
      expect(posted.status).toBe(303);
      const location = posted.headers.get("location")!;
      const view = location.replace(/#.*$/, "");
      const first = await get(view);
      expect(first.status).toBe(200);
      expect(first.body).toContain(c.success);
      const before = renders();
      const again = await get(view);
      expect(again.body).toBe(first.body);
      expect(renders() - before).toBe(0);
      // The same view is not the plain page.
      const plainPath = view.slice(0, view.indexOf("?"));
      expect((await get(plainPath)).headers.etag).not.toBe(first.headers.etag);
    },
  );

  it("pages whose content follows their query still respond to it: the finder and the certificate check", async () => {
    const finder = await get("/AllDeparts?q=aws");
    expect(finder.status).toBe(200);
    expect(finder.body).toContain("AWS");
    expect(finder.body).not.toBe((await get("/AllDeparts")).body);
    const check = await get("/checkcertificate?number=APT-0000-000000");
    expect(check.status).toBe(200);
    expect(check.headers["cache-control"]).toBe("no-store");
  });
});

describe("campaign parameters are left out of the page cache's choice of page", () => {
  // Every parameter a paid or mailed link adds, with a click id different for every click.
  const campaign =
    "utm_source=google&utm_medium=cpc&utm_campaign=may%20batch&utm_term=aws%20course&utm_content=ad-2&gclid=Cj0KCQ-1&fbclid=IwAR-2&msclkid=m3";

  it.each([
    ["/computerscience/aws", ""],
    ["/", ""],
    ["/", "?sent=callback"],
    ["/campusAmb", "?sent=ambassador&at=modal"],
    ["/Contact", "?sent=newsletter&at=footer"],
    ["/AllDeparts", ""],
    ["/checkcertificate", ""],
  ])(
    "%s%s answers the same bytes and ETag with campaign parameters before, after or among its own, without rendering",
    async (page, own) => {
      const plain = await get(`${page}${own}`);
      expect(plain.status).toBe(200);
      expect(plain.headers.etag).toMatch(/^"/);
      const ownPairs = own === "" ? [] : own.slice(1).split("&");
      const mixed = [
        `?${[...ownPairs, campaign].join("&")}`,
        `?${[campaign, ...ownPairs].join("&")}`,
        `?${["gclid=x", ...ownPairs, "utm_source=y"].join("&")}`,
      ];
      const before = renders();
      for (const target of mixed.map((query) => `${page}${query}`)) {
        const response = await get(target);
        expect(response.status, target).toBe(200);
        expect(response.headers.etag, target).toBe(plain.headers.etag);
        expect(response.body, target).toBe(plain.body);
        expect(canonicalOf(response), target).toBe(canonicalOf(plain));
      }
      expect(renders() - before).toBe(0);
    },
  );

  it("the canonical link is the plain address, and a client holding the page gets 304", async () => {
    const plain = await get("/computerscience/aws");
    expect(canonicalOf(plain)).toBe(`${siteUrl}/computerscience/aws`);
    const held = await get(`/computerscience/aws?${campaign}`, {
      "if-none-match": String(plain.headers.etag),
    });
    expect(held.status).toBe(304);
    expect(held.body).toBe("");
    const view = await get("/?sent=callback");
    expect(
      (await get(`/?utm_source=x&sent=callback`, { "if-none-match": String(view.headers.etag) }))
        .status,
    ).toBe(304);
  });

  it("a page whose content follows its query still reads it, campaign parameters or not", async () => {
    const withCampaign = await get(`/AllDeparts?${campaign}&q=aws`);
    expect(withCampaign.status).toBe(200);
    expect(withCampaign.body).toContain("1 course for “aws”");
  });
});

describe("Host spellings without SITE_URL", () => {
  it("a loopback spelling that is not the address the server was reached at is named as http://localhost:PORT", async () => {
    const response = await get("/about", { host: `127.9.9.9:${port}` });
    expect(response.status).toBe(200);
    expect(canonicalOf(response)).toBe("http://localhost:3000/about");
    expect(response.body).not.toContain("127.9.9.9");
    // The address it was reached at keeps its own origin.
    expect(canonicalOf(await get("/about"))).toBe(`${siteUrl}/about`);
    expect(canonicalOf(await get("/about", { host: `localhost:${port}` }))).toBe(
      `http://localhost:${port}/about`,
    );
  });

  it("300 new spellings render the shared 404 page and a page at most once each", async () => {
    await get("/".repeat(2000), { host: `127.0.0.2:${port}` });
    await get("/Privacy", { host: `127.0.0.3:${port}` });
    const before = renders();
    for (let n = 0; n < 150; n++) {
      const host = `127.1.${n >> 8}.${n & 255}:${port}`;
      expect((await get("/".repeat(2000), { host })).status).toBe(404);
      expect((await get("/Privacy", { host })).status).toBe(200);
    }
    expect(renders() - before).toBe(0);
  });
});

describe("lazy route discovery (/__manifest)", () => {
  const manifest = (paths: string[], v = version) => {
    const query = new URLSearchParams();
    for (const p of [...paths].sort()) query.append("p", p);
    query.set("version", v);
    return get(`/__manifest?${query.toString()}`);
  };

  it("serves what the browser asks for a page's links with their routes, without rendering", async () => {
    const page = await get("/computerscience");
    const links = [...page.body.matchAll(/<a\b[^>]*data-discover[^>]*>/g)]
      .map((m) => /href="(\/[^"#?]*)/.exec(m[0])?.[1])
      .filter((href) => href !== undefined);
    expect(links.length).toBeGreaterThan(10);
    const before = renders();
    const response = await manifest([...new Set(links)]);
    expect(response.status).toBe(200);
    const routes = JSON.parse(response.body) as Record<string, { id: string }>;
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining(["root", "routes/$department_.$course", "routes/Contact"]),
    );
    expect(renders() - before).toBe(0);
  });

  it("serves 64 paths, and more than 64 with a clear 400", async () => {
    const paths = Array.from({ length: 65 }, (_, n) => `/x${n}/y${n}`);
    expect((await manifest(paths.slice(0, 64))).status).toBe(200);
    const over = await manifest(paths);
    expect(over.status).toBe(400);
    expect(over.headers["content-type"]).toMatch(/^text\/plain/);
    expect(over.body).toBe("Bad Request: /__manifest takes at most 64 paths.");
  });

  it("tells a page of another build to reload, as Remix does", async () => {
    const response = await manifest(["/about"], "stale");
    expect(response.status).toBe(204);
    expect(response.headers["x-remix-reload-document"]).toBe("true");
  });
});
