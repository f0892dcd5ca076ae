// With SITE_URL set, the production server renders and compresses (at the best levels)
// every address a page has in the background at start, so no visitor's request renders a
// public page or pays for slow compression. Renders are counted with the root loader.
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { SITE_ROOT, TEST_PRIVACY_SECRET } from "../support/server";

interface RouteEntry {
  module: { loader?: (...args: unknown[]) => unknown };
}
interface App {
  listen: (port: number, host: string) => Server;
  locals: { pagesReady?: Promise<void> };
}
interface Built {
  createApp: (build: unknown, publicDir?: string, options?: { prewarm?: boolean }) => App;
  serverBuild: { routes: Record<string, RouteEntry> };
  resetServerState?: () => Promise<void>;
}

let server: Server;
let siteUrl: string;
let renders = 0;

beforeAll(async () => {
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "http-prewarm-")),
    RATE_LIMIT_PER_MINUTE: "0",
    SITE_TIME_ZONE: "Asia/Kolkata",
    SITE_URL: "https://www.aptoralearning.com",
    PRIVACY_SECRET: TEST_PRIVACY_SECRET,
  });
  const built = (await import(pathToFileURL(path.join(SITE_ROOT, "build/index.js")).href)) as Built;
  await built.resetServerState?.();
  const root = built.serverBuild.routes.root!;
  const loader = root.module.loader!;
  const counting = (...args: unknown[]) => {
    renders++;
    return loader(...args);
  };
  const build = { ...built.serverBuild, routes: { ...built.serverBuild.routes, root: { ...root, module: { ...root.module, loader: counting } } } };
  const app = built.createApp(build, path.join(SITE_ROOT, "public"), { prewarm: true });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const address = server.address();
  siteUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  await app.locals.pagesReady;
}, 120_000);

afterAll(
  () =>
    new Promise<void>((resolve) => {
      delete process.env.SITE_URL;
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

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
