// A warm public page, or a stored static file, is answered before the express chain (issue 45,
// decision 0046): the same status, headers byte for byte and bytes as the chain sends, 304 and
// HEAD included, within the client's share of requests in flight, with its request log line.
// What reaches the chain is counted by a spy on the express app's `handle`.
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLogs, type CapturedLogs } from "../support/logs";
import {
  CLIENT_LIMITS_OFF,
  LOOPBACK,
  SITE_ROOT,
  TEST_PRIVACY_SECRET,
  serverEntry,
  type RunningSite,
} from "../support/server";
import { patience } from "../support/wait";

interface HitSite {
  port: number;
  logs: CapturedLogs;
  /** Requests that have reached the express chain since the site started. */
  chainCalls(): number;
  close(): Promise<void>;
}

/** Starts the built site with `env`, counting the requests that reach its express chain. */
async function startHitSite(env: Record<string, string> = {}): Promise<HitSite> {
  const logs = captureLogs();
  const running = await (
    await serverEntry()
  ).startServer(
    {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-test-")),
      ...CLIENT_LIMITS_OFF,
      SITE_TIME_ZONE: "Asia/Kolkata",
      PRIVACY_SECRET: TEST_PRIVACY_SECRET,
      ...env,
    },
    {
      publicDir: path.join(SITE_ROOT, "public"),
      listen: LOOPBACK,
      logDestination: logs.destination,
    },
  );
  // The chain: the express app behind the hit path, or (a build without one) the server's listener.
  type Chain = { handle: (...args: unknown[]) => unknown };
  const chain =
    (running as RunningSite & { app?: Chain }).app ??
    (running.server.listeners("request")[0] as unknown as Chain);
  let calls = 0;
  const handle = chain.handle.bind(chain);
  chain.handle = (...args: unknown[]) => {
    calls++;
    return handle(...args);
  };
  return {
    port: running.port,
    logs,
    chainCalls: () => calls,
    close: () => running.close(),
  };
}

interface Exchange {
  status: number;
  /** The status line and headers as sent, with the date and the request id as `<date>`, `<id>`. */
  head: string;
  id: string;
  body: Buffer;
}

/** One request written as a client writes it, on its own connection from `from`; all it got back. */
function exchange(
  port: number,
  request: { method?: string; path: string; headers?: Record<string, string>; from?: string },
): Promise<Exchange> {
  const headers = Object.entries({ Host: `127.0.0.1:${port}`, ...request.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: request.from });
    const parts: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => parts.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const all = Buffer.concat(parts);
      const end = all.indexOf("\r\n\r\n");
      const raw = all.subarray(0, end).toString("latin1");
      resolve({
        status: Number(raw.slice(9, 12)),
        head: raw
          .replace(/^X-Request-Id: .*$/m, "X-Request-Id: <id>")
          .replace(/^Date: .*$/m, "Date: <date>"),
        id: /^X-Request-Id: (.*)$/m.exec(raw)?.[1] ?? "",
        body: all.subarray(end + 4),
      });
    });
    socket.write(
      `${request.method ?? "GET"} ${request.path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`,
    );
  });
}

const PAGE = "/computerscience/aws";

describe("the hit path", () => {
  let site: HitSite;
  beforeAll(async () => {
    site = await startHitSite();
  });
  afterAll(() => site.close());

  it("answers a warm page without the express chain, with the chain's status, headers and bytes", async () => {
    const before = site.chainCalls();
    // The first request renders the page through the chain; the next ones find it warm.
    const miss = await exchange(site.port, { path: PAGE });
    expect(miss.status).toBe(200);
    expect(site.chainCalls()).toBe(before + 1);
    const hits = [
      await exchange(site.port, { path: PAGE }),
      await exchange(site.port, { path: PAGE }),
    ];
    expect(site.chainCalls()).toBe(before + 1);
    for (const hit of hits) {
      expect(hit.head).toBe(miss.head);
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(hit.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(hits[0]!.id).not.toBe(hits[1]!.id);
    // Security headers, policy and cache as the chain sends them, first and in the same order.
    expect(miss.head.split("\r\n").map((line) => line.split(":")[0])).toEqual([
      "HTTP/1.1 200 OK",
      "X-Request-Id",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Cross-Origin-Opener-Policy",
      "X-Frame-Options",
      "content-type",
      "content-security-policy",
      "Cache-Control",
      "ETag",
      "Vary",
      "Content-Length",
      "Date",
      "Connection",
    ]);
  });

  it("answers a stored static file without the chain, as the chain did", async () => {
    const before = site.chainCalls();
    const first = await exchange(site.port, { path: "/favicon.svg" });
    expect(first.status).toBe(200);
    const calls = site.chainCalls();
    expect(calls).toBe(before + 1);
    const again = await exchange(site.port, { path: "/favicon.svg" });
    expect(site.chainCalls()).toBe(calls);
    expect(again.head).toBe(first.head);
    expect(again.body.equals(first.body)).toBe(true);
  });

  it("answers 304 for a tag the client holds, and HEAD without a body, without the chain", async () => {
    // Once the page asked again has been compressed at the best levels (its tag names the level).
    const gzip = () => exchange(site.port, { path: PAGE, headers: { "Accept-Encoding": "gzip" } });
    let warm = await gzip();
    await vi.waitFor(async () => {
      warm = await gzip();
      expect(warm.head).toMatch(/\r\nETag: "[^"]+-gzip9"\r\n/);
    }, patience);
    const etag = /^ETag: (.*)$/m.exec(warm.head)![1]!;
    const before = site.chainCalls();

    const notModified = await exchange(site.port, {
      path: PAGE,
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.head).toContain(`\r\nETag: ${etag}\r\n`);
    expect(notModified.head).toContain("\r\nVary: Accept-Encoding\r\n");
    expect(notModified.head).not.toMatch(/\r\nContent-(?:Length|Encoding):/);
    expect(notModified.head).toContain("\r\nX-Frame-Options: DENY\r\n");

    const head = await exchange(site.port, {
      method: "HEAD",
      path: PAGE,
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.head).toBe(warm.head);
    expect(head.head).toContain("\r\nContent-Encoding: gzip\r\n");
    expect(head.head).toContain(`\r\nContent-Length: ${warm.body.length}\r\n`);

    expect(site.chainCalls()).toBe(before);
  });

  it("writes the request's one log line, as the chain writes it, for a hit", async () => {
    const miss = await exchange(site.port, { path: "/about" });
    const before = site.chainCalls();
    const hit = await exchange(site.port, { path: "/about", from: "127.0.0.7" });
    expect(site.chainCalls()).toBe(before);
    expect(hit.status).toBe(200);
    const lineOf = (id: string) => site.logs.lines().filter((line) => line.requestId === id);
    await vi.waitFor(() => expect(lineOf(hit.id)).toHaveLength(1), patience);
    const [missLine] = lineOf(miss.id);
    const [hitLine] = lineOf(hit.id);
    expect(hitLine).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pid: process.pid,
      hostname: missLine!.hostname,
      requestId: hit.id,
      req: { method: "GET", url: "/about", ip: "127.0.0.7" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: "GET /about 200",
    });
    // The same fields in the same order as the chain's line.
    expect(Object.keys(hitLine!)).toEqual(Object.keys(missLine!));
  });
});

describe("the hit path within a client's share of requests in flight", () => {
  const REQUESTS_PER_CLIENT = 2;
  let site: HitSite;
  beforeAll(async () => {
    site = await startHitSite({
      REQUESTS_IN_FLIGHT_PER_CLIENT: String(REQUESTS_PER_CLIENT),
      // A post whose body never comes stays in flight until its client leaves.
      REQUEST_TIMEOUT_MS: "300000",
    });
  });
  afterAll(() => site.close());

  it("refuses a warm page with the chain's 429 while the client holds its share, and answers it on the hit path again once they end", async () => {
    const from = "127.0.0.9";
    expect((await exchange(site.port, { path: PAGE, from })).status).toBe(200);
    const held = Array.from({ length: REQUESTS_PER_CLIENT }, () => {
      const socket = connect({ host: "127.0.0.1", port: site.port, localAddress: from });
      socket.on("error", () => undefined);
      socket.write(
        `POST /Contact HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=`,
      );
      return socket;
    });
    try {
      // Once the server has both posts in flight, the warm page is refused to that client.
      let refused = await exchange(site.port, { path: PAGE, from });
      while (refused.status === 200) refused = await exchange(site.port, { path: PAGE, from });
      expect(refused.status).toBe(429);
      expect(refused.head).toMatch(/\r\nRetry-After: \d+\r\n/);
      // Another client is served meanwhile, from the hit path.
      const before = site.chainCalls();
      expect((await exchange(site.port, { path: PAGE, from: "127.0.0.10" })).status).toBe(200);
      expect(site.chainCalls()).toBe(before);
    } finally {
      for (const socket of held) socket.destroy();
    }
    let served = await exchange(site.port, { path: PAGE, from });
    while (served.status === 429) served = await exchange(site.port, { path: PAGE, from });
    expect(served.status).toBe(200);
    const calls = site.chainCalls();
    expect((await exchange(site.port, { path: PAGE, from })).status).toBe(200);
    expect(site.chainCalls()).toBe(calls);
  });

  it("gives a hit's share back once the system has all its bytes, and holds it while they wait", async () => {
    const from = "127.0.0.11";
    expect((await exchange(site.port, { path: PAGE, from })).status).toBe(200);
    // Five requests in one write on one connection: the first answer goes out whole at once and
    // gives its share back; each next one waits in the server behind the answer before it and
    // holds a share until it has gone, so the client's two are taken by the second and third.
    const statuses = await new Promise<string[]>((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port: site.port, localAddress: from });
      let got = "";
      socket.on("data", (chunk: Buffer) => (got += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () =>
        resolve([...got.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]!)),
      );
      const request = (last: boolean) =>
        `HEAD ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n${last ? "Connection: close\r\n" : ""}\r\n`;
      socket.write([1, 2, 3, 4, 5].map((n) => request(n === 5)).join(""));
    });
    expect(statuses).toEqual(["200", "200", "200", "429", "429"]);
  });
});

describe("the hit path behind a trusted proxy", () => {
  let site: HitSite;
  beforeAll(async () => {
    site = await startHitSite({ TRUST_PROXY: "1" });
  });
  afterAll(() => site.close());

  it("names the client X-Forwarded-For gives on a hit's line, and the socket's address without one", async () => {
    await exchange(site.port, { path: "/about" });
    const before = site.chainCalls();
    const forwarded = await exchange(site.port, {
      path: "/about",
      from: "127.0.0.8",
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    const direct = await exchange(site.port, { path: "/about", from: "127.0.0.8" });
    expect(site.chainCalls()).toBe(before);
    const ipOf = (id: string) =>
      (site.logs.lines().find((line) => line.requestId === id)?.req as { ip?: string } | undefined)
        ?.ip;
    await vi.waitFor(() => expect(ipOf(forwarded.id)).toBe("203.0.113.9"), patience);
    await vi.waitFor(() => expect(ipOf(direct.id)).toBe("127.0.0.8"), patience);
  });
});
