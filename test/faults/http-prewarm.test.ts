// With SITE_URL set, the production server renders and compresses (at the best levels)
// every address a page has in the background at start, so no visitor's request renders a
// public page or pays for slow compression. Renders are counted with the root loader.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { LOOPBACK, serverEntry, SITE_ROOT, type RunningSite } from "../support/server";

interface RouteEntry {
  module: { loader?: (...args: unknown[]) => unknown };
}
type Build = { routes: Record<string, RouteEntry> };

let site: RunningSite;
let siteUrl: string;
let renders = 0;

beforeAll(async () => {
  const entry = await serverEntry();
  const serverBuild = entry.serverBuild as Build;
  const root = serverBuild.routes.root!;
  const loader = root.module.loader!;
  const counting = (...args: unknown[]) => {
    renders++;
    return loader(...args);
  };
  const build = { ...serverBuild, routes: { ...serverBuild.routes, root: { ...root, module: { ...root.module, loader: counting } } } };
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "http-prewarm-")),
    RATE_LIMIT_PER_MINUTE: "0",
    SITE_TIME_ZONE: "Asia/Kolkata",
    SITE_URL: "https://www.aptoralearning.com",
  };
  site = await entry.startServer(env, { build, publicDir: path.join(SITE_ROOT, "public"), prewarm: true, listen: LOOPBACK });
  siteUrl = `http://127.0.0.1:${site.port}`;
  await site.pagesReady;
}, 120_000);

afterAll(() => site.close());

it("answers every page and success view from memory, compressed at the best levels, without rendering", async () => {
  expect(renders).toBeGreaterThan(40);
  const before = renders;
  for (const target of [
    "/",
    "/Contact",
    "/Contact?sent=contact",
    "/computerscience/aws?sent=enrollment",
    "/campusAmb?sent=ambassador&at=inline",
    "/about?sent=newsletter&at=footer",
    "/FaqPage",
  ]) {
    const answer = await rawRequest(siteUrl, { path: target, headers: { "accept-encoding": "br" } });
    expect(answer.status, target).toBe(200);
    expect(answer.headers.etag, target).toMatch(/-br11"$/);
  }
  expect(renders - before).toBe(0);
});
