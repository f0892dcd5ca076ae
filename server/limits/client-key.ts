// Who "one client" is, for every count per client (form posts per address, certificate checks,
// /my-data asks, not-found requests, requests in flight, connections): an IPv4 address, or an
// IPv6 /56; an IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4 address, and anything
// that is no IP address is one client, "unknown", however it varies. Why a /56: decision 0033.
import { isIPv4, isIPv6 } from "node:net";

/** What every request without a readable address counts as. */
export const UNKNOWN_CLIENT = "unknown";

/** The longest address text read at all: an IPv6 address in full, with a zone and a port, fits. */
const MAX_ADDRESS_LENGTH = 100;

/**
 * The address without the port some proxies append (`1.2.3.4:5678`, `[2001:db8::1]:443`) and
 * without an IPv6 zone (`%eth0`).
 */
function bareAddress(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!.split("%")[0]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (withPort) return withPort[1]!;
  return text.split("%")[0]!;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  // The URL parser writes every spelling of an IPv6 address one way: lower case, hexadecimal
  // groups only (an IPv4 tail becomes two groups), at most one "::".
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => parseInt(group, 16));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const hex = (group: number) => group.toString(16);

/**
 * The client a request's address belongs to: an IPv4 address, or an IPv6 /56 written
 * `2001:db8:12:3400::/56`.
 */
export function clientKey(clientIp: string | undefined): string {
  if (!clientIp || clientIp.length > MAX_ADDRESS_LENGTH) return UNKNOWN_CLIENT;
  // Every request asks (the caps per client): the clients seen of late are remembered.
  let key = recentKeys.get(clientIp);
  if (key === undefined) {
    key = keyOf(clientIp);
    if (recentKeys.size >= RECENT_KEYS) recentKeys.clear();
    recentKeys.set(clientIp, key);
  }
  return key;
}

/** Clients remembered by clientKey: a bound, however many addresses a flood brings. */
const RECENT_KEYS = 1024;
const recentKeys = new Map<string, string>();

function keyOf(clientIp: string): string {
  const address = bareAddress(clientIp.trim());
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN_CLIENT;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = ipv6Groups(address);
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  // A /56 is the first three groups and the high byte of the fourth.
  return `${hex(a)}:${hex(b)}:${hex(c)}:${hex(d & 0xff00)}::/56`;
}
