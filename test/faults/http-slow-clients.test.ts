// A client that sends slowly, or opens many connections, uses only what its share allows:
// headers and body each have a time bound (408), one address has a bounded number of
// connections and of requests in flight (429), the server a bounded number of connections
// (503), and everyone else is served meanwhile. Small settings keep this quick. Every
// refusal closes the connection, so the tests wait for that, never for a time of their own:
// on a busy machine the server's timers fire late, and a verdict must not depend on that.
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startSite, type TestSite } from "../support/server";
import { expectedConsoleErrors } from "../support/setup";

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 1000;
const CONNECTIONS_PER_CLIENT = 4;
const REQUESTS_PER_CLIENT = 2;
const MAX_CONNECTIONS = 10;

const limits = {
  HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  CONNECTIONS_PER_CLIENT: String(CONNECTIONS_PER_CLIENT),
  REQUESTS_IN_FLIGHT_PER_CLIENT: String(REQUESTS_PER_CLIENT),
  MAX_CONNECTIONS: String(MAX_CONNECTIONS),
};
let site: TestSite;
/** The same limits, with a request bound longer than any test here: a slow post stays in flight until its client leaves. */
let patientSite: TestSite;
let port: number;
let patientPort: number;
beforeAll(async () => {
  [site, patientSite] = await Promise.all([
    startSite({ ...limits, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) }),
    startSite({ ...limits, REQUEST_TIMEOUT_MS: "300000" }),
  ]);
  port = Number(new URL(site.url).port);
  patientPort = Number(new URL(patientSite.url).port);
});
afterAll(() => Promise.all([site.close(), patientSite.close()]));

/** A raw connection from `from` (a loopback address: each is another client), with what it received until it closed. */
interface Client {
  socket: Socket;
  /** Everything received, once the server has closed the connection. */
  received(): Promise<string>;
}

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

async function client(from = "127.0.0.1", to = port): Promise<Client> {
  const socket = connect({ host: "127.0.0.1", port: to, localAddress: from });
  open.push(socket);
  let data = "";
  socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    received: async () => {
      await closed;
      return data;
    },
  };
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const headersOf = (host: string) => `Host: ${host}\r\n`;

describe("time bounds", () => {
  it("responds to headers that never end with 408 and closes", async () => {
    const slow = await client();
    slow.socket.write(`GET / HTTP/1.1\r\n${headersOf(`127.0.0.1:${port}`)}X-Slow: `);
    const text = await slow.received();
    expect(statusOf(text)).toBe(408);
    expect(slow.socket.readableEnded || slow.socket.destroyed).toBe(true);
  });

  it("responds to a post whose body trickles with 408, logs no error, and stores nothing", async () => {
    expectedConsoleErrors.allow = false;
    const slow = await client();
    const body = new URLSearchParams({
      name: "Slow Sender",
      email: "slow@example.com",
      subject: "Trickle",
      message: "One byte at a time",
    }).toString();
    slow.socket.write(
      `POST /Contact HTTP/1.1\r\n${headersOf(`127.0.0.1:${port}`)}Origin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!slow.socket.destroyed && sent < 5) slow.socket.write(body[sent++]!);
    }, 100);
    const text = await slow.received();
    clearInterval(trickle);
    expect(statusOf(text)).toBe(408);
    expect(
      site.records("contactForm").filter((r) => r.record.email === "slow@example.com"),
    ).toEqual([]);
  });

  it("still takes a body that arrives within the bound", async () => {
    const response = await rawRequest(site.url, {
      path: "/Contact",
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      chunks: ["name=Quick+Sender&email=quick%40example.com&", "subject=Hi&message=In+two+parts"],
    });
    expect(response.status).toBe(303);
  });
});

describe("one client's share", () => {
  it(`responds to the connection past ${CONNECTIONS_PER_CLIENT} from one address with 429 at once, while another address is served`, async () => {
    const open = await Promise.all(
      Array.from({ length: CONNECTIONS_PER_CLIENT }, () => client("127.0.0.1")),
    );
    // It sends nothing: a server that read a request first would answer 408, not 429.
    const extra = await client("127.0.0.1");
    const text = await extra.received();
    expect(statusOf(text)).toBe(429);
    expect(text).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text).not.toMatch(/at \w+ \(/);
    // Another client meanwhile: a health check from a second address.
    const other = await client("127.0.0.2");
    other.socket.write(
      `GET /healthz HTTP/1.1\r\n${headersOf(`127.0.0.1:${port}`)}Connection: close\r\n\r\n`,
    );
    expect(statusOf(await other.received())).toBe(200);
    for (const socket of open) socket.socket.destroy();
  });

  it(`responds to a request past ${REQUESTS_PER_CLIENT} in flight from one address with 429, and serves it again once they end`, async () => {
    // Two posts whose bodies never come: in flight until their client leaves (the patient site's request bound is longer than this test).
    const posts = await Promise.all(
      Array.from({ length: REQUESTS_PER_CLIENT }, () => client("127.0.0.3", patientPort)),
    );
    for (const post of posts) {
      post.socket.write(
        `POST /Contact HTTP/1.1\r\n${headersOf(`127.0.0.1:${patientPort}`)}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=`,
      );
    }
    const about = async () => {
      const next = await client("127.0.0.3", patientPort);
      next.socket.write(
        `GET /about HTTP/1.1\r\n${headersOf(`127.0.0.1:${patientPort}`)}Connection: close\r\n\r\n`,
      );
      return next.received();
    };
    // Once the server has both in flight (however long it takes to read them), the next request from that address is refused.
    let text = await about();
    while (statusOf(text) === 200) text = await about();
    expect(statusOf(text)).toBe(429);
    expect(text).toMatch(/\r\nRetry-After: \d+\r\n/i);
    // Once the posts end (their client leaves), the same address is served again.
    for (const post of posts) post.socket.destroy();
    text = await about();
    while (statusOf(text) === 429) text = await about();
    expect(statusOf(text)).toBe(200);
  });

  it(`responds to the connection past ${MAX_CONNECTIONS} in all with 503 at once`, async () => {
    const open: Client[] = [];
    for (const from of ["127.0.0.4", "127.0.0.5", "127.0.0.6"]) {
      for (let n = 0; n < 3; n++) open.push(await client(from));
    }
    open.push(await client("127.0.0.7"));
    const extra = await client("127.0.0.8");
    const text = await extra.received();
    expect(statusOf(text)).toBe(503);
    expect(text).toMatch(/\r\nRetry-After: \d+\r\n/i);
    for (const socket of open) socket.socket.destroy();
  });
});
