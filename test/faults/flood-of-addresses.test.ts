// Every count per client stays bounded in memory under a flood of distinct addresses: the
// rate limiters (form posts per person and per address, certificate checks, /my-data asks and
// mails) hold at most MAX_KEYS windows each, and the gauges (connections, requests in flight)
// hold an entry only for a client that has a connection or a request under way, so never more
// than MAX_CONNECTIONS. Entries are counted, nothing is timed.
import express from "express";
import { mkdtempSync } from "node:fs";
import { request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#server/settings";
import { createClientGauge } from "#server/limits/client-counts";
import { limitRequestsInFlight } from "#server/limits/per-client";
import { createSiteServer } from "#server/http/listen";
import { clientKey, MAX_KEYS } from "#server/limits/rate-limiter";
import { countPost } from "#server/leads/post-limits";
import { createSiteServices } from "#server/services";
import { quietLogs } from "../support/logs";

/** More addresses (and twice as many made-up people's keys) than a limiter holds. */
const FLOOD = MAX_KEYS + 2_000;
/** The n-th address of a flood: distinct IPv4 addresses, or one IPv6 /56 each. */
const floodAddress = (n: number) =>
  n % 2 === 0 ? `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` : `2001:db8:${n.toString(16)}::1`;

describe("the rate limiters under a flood of distinct addresses and people", () => {
  const services = createSiteServices(
    parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "flood-limits-")),
      RATE_LIMIT_PER_MINUTE: "5",
      CERTIFICATE_LOOKUPS_PER_MINUTE: "30",
    }),
    { logDestination: quietLogs() },
  );
  afterAll(() => services.close());

  it(`hold at most ${MAX_KEYS} windows each, and still refuse the person who keeps repeating`, async () => {
    const { forms, certificates, myData, myDataMails } = services.limiters;
    const repeater = {
      fullName: "Same Person",
      phone: "9876543210",
      email: "same@example.com",
      course: "AWS",
    };
    for (let n = 0; n < FLOOD; n++) {
      const ip = floodAddress(n);
      await countPost(
        forms,
        "callback",
        {
          fullName: "Made Up",
          phone: String(6_000_000_000 + n),
          email: `made.up.${n}@example.com`,
          course: "AWS",
        },
        ip,
      );
      await certificates.hit(clientKey(ip));
      await myData.hit(clientKey(ip));
      await myDataMails.hit(`mail-${n}`);
      if (n % 100 === 0) await countPost(forms, "callback", repeater, ip);
    }
    expect(forms.person.size).toBeLessThanOrEqual(MAX_KEYS);
    expect(forms.address.size).toBeLessThanOrEqual(MAX_KEYS);
    expect(certificates.size).toBeLessThanOrEqual(MAX_KEYS);
    expect(myData.size).toBeLessThanOrEqual(MAX_KEYS);
    expect(myDataMails.size).toBeLessThanOrEqual(MAX_KEYS);
    expect(forms.person.size).toBeGreaterThan(MAX_KEYS / 2);
    expect(await countPost(forms, "callback", repeater, "192.0.2.1")).toMatchObject({
      allowed: false,
      by: "person",
    });
  });
});

describe("the gauges under a flood of distinct addresses", () => {
  it("hold an entry only while a client has a connection or a request under way", async () => {
    const MAX_CONNECTIONS = 40;
    const connections = createClientGauge(4);
    const inFlight = createClientGauge(2);
    const held: ServerResponse[] = [];
    const app = express();
    app.set("trust proxy", 1);
    app.use(limitRequestsInFlight(2, inFlight));
    app.get("/hold", (_req, res) => void held.push(res));
    const server = createSiteServer(
      app,
      {
        headersTimeoutMs: 5_000,
        requestTimeoutMs: 10_000,
        connectionsPerClient: 4,
        maxConnections: MAX_CONNECTIONS,
      },
      connections,
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // 160 connections, each from an address of its own, each with a request from an address of its own.
      const statuses: number[] = [];
      const answered = Array.from({ length: 160 }, (_, n) => {
        const from = `127.0.${1 + (n >> 6)}.${1 + (n & 63)}`;
        return new Promise<void>((resolve) => {
          const req = request(
            {
              host: "127.0.0.1",
              port,
              path: "/hold",
              localAddress: from,
              agent: false,
              headers: { "x-forwarded-for": floodAddress(n) },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve(void statuses.push(res.statusCode ?? 0)));
            },
          );
          req.on("error", () => resolve(void statuses.push(0)));
          req.end();
        });
      });
      // Every connection is either held (its request under way) or refused.
      await vi.waitFor(
        () =>
          expect([held.length, statuses.length]).toEqual([MAX_CONNECTIONS, 160 - MAX_CONNECTIONS]),
        { timeout: 10_000, interval: 20 },
      );
      expect(statuses.every((status) => status === 503)).toBe(true);
      expect(connections.clients).toBe(MAX_CONNECTIONS);
      expect(inFlight.clients).toBe(MAX_CONNECTIONS);
      for (const res of held) res.end("done");
      await Promise.all(answered);
      expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_CONNECTIONS);
      await vi.waitFor(() => expect([connections.clients, inFlight.clients]).toEqual([0, 0]), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("counts one client's holds apart from another's, refuses past the cap and gives each back once", () => {
    const gauge = createClientGauge(2);
    const first = gauge.take("a")!;
    const second = gauge.take("a")!;
    expect(gauge.take("a")).toBeUndefined();
    const other = gauge.take("b")!;
    expect(gauge.clients).toBe(2);
    first();
    first();
    // A release called twice gives back one hold, not the other's.
    expect(gauge.take("a")).toBeDefined();
    expect(gauge.take("a")).toBeUndefined();
    second();
    other();
    expect(gauge.clients).toBe(1);
  });
});
