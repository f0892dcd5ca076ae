// Who one client is, for every count per client: an IPv4 address, an IPv6 /56, and an IPv4
// address written as IPv6 is that IPv4 address.
import { describe, expect, it } from "vitest";
import { clientKey } from "#server/limits/rate-limiter";

describe("clientKey", () => {
  it("is the address itself for IPv4", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).toBe("203.0.113.8");
  });

  it("reads an IPv4-mapped IPv6 address, in either spelling, as its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /56 for IPv6: every address of one customer's range is one client", () => {
    const key = "2001:db8:aa:bb00::/56";
    expect(clientKey("2001:db8:aa:bb12::1")).toBe(key);
    expect(clientKey("2001:0DB8:00aa:bbff:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:db8:aa:bb00::")).toBe(key);
    expect(clientKey("2001:db8:aa:bb01:1234:5678:9abc:def0")).toBe(key);
    // The next /56, and another customer altogether.
    expect(clientKey("2001:db8:aa:bc00::1")).toBe("2001:db8:aa:bc00::/56");
    expect(clientKey("2001:db8:ab:bb00::1")).toBe("2001:db8:ab:bb00::/56");
    expect(clientKey("::1")).toBe("0:0:0:0::/56");
    // An IPv4 tail that is not the mapped form is an IPv6 address like any other.
    expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/56");
  });

  it("drops a port a proxy appended and an IPv6 zone", () => {
    expect(clientKey("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(clientKey("[2001:db8:aa:bb12::1]:443")).toBe("2001:db8:aa:bb00::/56");
    expect(clientKey("[2001:db8:aa:bb12::1]")).toBe("2001:db8:aa:bb00::/56");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/56");
    expect(clientKey(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("counts whatever is no address as one client", () => {
    for (const text of [
      undefined,
      "",
      "unknown",
      "not an address",
      "203.0.113.256",
      "2001:db8:::1",
      "[::1",
      "x".repeat(10_000),
      `${"1:".repeat(40)}1`,
    ]) {
      expect(clientKey(text), String(text).slice(0, 20)).toBe("unknown");
    }
  });
});
