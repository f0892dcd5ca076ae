// A client's share of requests in flight as the chain takes it: given back when the response
// closes, refused over the cap, and without a cap neither taken nor waited for.
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { createClientGauge } from "#server/limits/client-counts";
import { takeInFlight } from "#server/limits/per-client";

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe("a client's requests in flight on the chain", () => {
  it("holds a share until its response closes, and refuses one over the cap", () => {
    const gauge = createClientGauge(1);
    const first = response();
    expect(takeInFlight(1, gauge, { ip: "203.0.113.7" }, first)).toBe(true);
    expect(first.listenerCount("close")).toBe(1);
    expect(takeInFlight(1, gauge, { ip: "203.0.113.7" }, response())).toBe(false);
    first.emit("close");
    expect(gauge.clients).toBe(0);
    expect(takeInFlight(1, gauge, { ip: "203.0.113.7" }, response())).toBe(true);
  });

  it("without a cap, takes no share and adds no listener to the response", () => {
    const gauge = createClientGauge(0);
    const res = response();
    for (let i = 0; i < 3; i++)
      expect(takeInFlight(0, gauge, { ip: "203.0.113.7" }, res)).toBe(true);
    expect(res.listenerCount("close")).toBe(0);
    expect(gauge.clients).toBe(0);
  });
});
