// Many people behind one address, and one person behind many: a campus or a mobile carrier's
// NAT puts a roomful of visitors behind one public IPv4 address, and one IPv6 customer sends
// from a whole range. The form limits count what one person repeats; everything counted per
// client counts an IPv6 client by its /56, and an IPv4-mapped address as its IPv4 address.
// Behind TRUST_PROXY=1 the client is the last X-Forwarded-For entry, so one loopback
// connection can speak for any address.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pipelinedStatuses, type RawRequest } from "../support/raw-http";
import { postForm, startSite, type TestSite } from "../support/server";

/** Lead form posts from one address a minute, all forms together, on the second site (the first has the default, 300). */
const CEILING = 5;
const NOT_FOUND_LIMIT = 1_000;

/** The limits as they ship: 5 posts per person and form, 300 per address. */
let campus: TestSite;
/** A small ceiling per address and a limit on not-found requests. */
let site: TestSite;
beforeAll(async () => {
  [campus, site] = await Promise.all([
    startSite({ TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "5" }),
    startSite({
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: "5",
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: String(CEILING),
      NOT_FOUND_PER_MINUTE: String(NOT_FOUND_LIMIT),
    }),
  ]);
});
afterAll(async () => {
  await campus.close();
  await site.close();
});

const from = (address: string) => ({ "x-forwarded-for": address });

/** The n-th address of the /64 2001:db8:77:12::/64, n below 2^32. */
const inOneRange = (n: number) =>
  `2001:db8:77:12:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}:abcd:${(n % 97).toString(16)}`;

function apiPost(path: string, body: Record<string, string>, address: string, to: TestSite = site) {
  return fetch(`${to.url}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...from(address) },
    body: JSON.stringify(body),
  });
}

/** The statuses of `requests`, sent pipelined on ten connections. */
async function burst(requests: RawRequest[]): Promise<number[]> {
  const share = Math.ceil(requests.length / 10);
  const parts = await Promise.all(
    Array.from({ length: 10 }, (_, k) =>
      pipelinedStatuses(site.url, requests.slice(k * share, (k + 1) * share)),
    ),
  );
  return parts.flat();
}

const student = (n: number) => ({
  fullName: `Student ${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`,
  phone: `98765${String(n).padStart(5, "0")}`,
  email: `student${n}@college.edu`,
  college: "Government Engineering College",
  graduation_year: "2024",
  placement: "inline",
});

const tooManyAttempts = "Too many attempts";
const personText =
  "You have sent this form several times in the last minute. Please wait a minute and try again; what you typed is still here.";
const networkText =
  "So many forms have been sent from your network in the last minute that we cannot take more just now. Please wait a minute and try again; what you typed is still here.";

describe("many people behind one address", () => {
  it("takes the ambassador form from 40 different people behind one address within a minute: 40 records", async () => {
    const statuses = [];
    for (let n = 0; n < 40; n++)
      statuses.push(
        (await postForm(campus, "/campusAmb", student(n), from("203.0.113.40"))).status,
      );
    expect(statuses).toEqual(Array<number>(40).fill(303));
    const stored = campus
      .records("Campus Ambassador")
      .filter(({ record }) => /^student\d+@college\.edu$/.test(record.email ?? ""));
    expect(stored.map(({ record }) => record.email).sort()).toEqual(
      Array.from({ length: 40 }, (_, n) => `student${n}@college.edu`).sort(),
    );
  });

  it("still refuses one person who sends the same form a sixth time in a minute, with what they typed, even from another address", async () => {
    const meera = { ...student(100), fullName: "Meera Nair", email: "meera@college.edu" };
    for (let n = 0; n < 5; n++)
      expect((await postForm(campus, "/campusAmb", meera, from("203.0.113.41"))).status).toBe(303);
    // The sixth time with the address corrected and from another network: the same phone number is the same person.
    const sixth = await postForm(
      campus,
      "/campusAmb",
      { ...meera, email: "meera.nair@college.edu" },
      from("198.51.100.41"),
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await sixth.text();
    expect(html).toContain(tooManyAttempts);
    expect(html).toContain(personText);
    expect(html).toContain('value="meera.nair@college.edu"');
    expect(html).toContain(`value="${meera.phone}"`);
    expect(html).toContain('value="Meera Nair"');
    expect(
      campus.records("Campus Ambassador").filter(({ record }) => record.phone === meera.phone),
    ).toHaveLength(1);

    const ravi = {
      fullName: "Ravi Kumar",
      phone: "9876512345",
      email: "ravi.api@example.com",
      college: "Nirma University",
      graduation_year: "2023",
    };
    const statuses = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (await apiPost("/ambassador-applications", ravi, "203.0.113.42", campus)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await apiPost("/ambassador-applications", ravi, "203.0.113.42", campus);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ title: tooManyAttempts, message: personText });
  });
});

describe("one IPv6 customer behind many addresses", () => {
  it("gives 1,000 different addresses of one /64 one budget of form posts, and tells the next visitor of that network so", async () => {
    const contact = (n: number) => ({
      name: "Visitor",
      email: `range${n}@example.com`,
      subject: "Batch dates",
      message: `Question number ${n}`,
    });
    const statuses = await burst(
      Array.from({ length: 1_000 }, (_, n) => ({
        method: "POST",
        path: "/api/v1/contact-messages",
        headers: { "content-type": "application/json", ...from(inOneRange(n)) },
        body: JSON.stringify(contact(n)),
      })),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(CEILING);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1_000 - CEILING);
    expect(
      site.records("contactForm").filter(({ record }) => record.email?.startsWith("range")),
    ).toHaveLength(CEILING);

    const api = await apiPost("/contact-messages", contact(1_000), inOneRange(1_000));
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await api.json()).toEqual({ title: "Submission Error", message: networkText });
    const page = await postForm(site, "/Contact", contact(1_001), from(inOneRange(1_001)));
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain(networkText);
    expect(html).toContain('value="range1001@example.com"');
    // The next /56 is another customer.
    expect((await apiPost("/contact-messages", contact(1_002), "2001:db8:77:100::1")).status).toBe(
      201,
    );
  });

  it("counts an IPv4 address written as IPv6 as that IPv4 address", async () => {
    const spellings = ["203.0.113.77", "::ffff:203.0.113.77", "::ffff:cb00:714d"];
    const statuses = [];
    for (let n = 0; n <= CEILING; n++) {
      statuses.push(
        (
          await apiPost(
            "/newsletter-subscriptions",
            { email: `mapped${n}@example.com` },
            spellings[n % 3]!,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(CEILING).fill(201), 429]);
  });

  it("gives 1,000 different addresses of one /64 one limit on not-found requests", async () => {
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    // Made-up success views (a not-found request each), asked with HEAD: the page from memory without its body.
    const madeUpViews = await burst(
      Array.from({ length: NOT_FOUND_LIMIT }, (_, n) => ({
        method: "HEAD",
        path: `/?sent=zz${n.toString(36)}`,
        headers: from(inOneRange(n)),
      })),
    );
    expect(madeUpViews).toEqual(Array<number>(NOT_FOUND_LIMIT).fill(200));
    // Over the limit: another address of the /64 is refused what is not a page, and still served the pages.
    const refused = await fetch(`${site.url}/no-such-page`, {
      headers: from(inOneRange(NOT_FOUND_LIMIT)),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await fetch(`${site.url}/about`, { headers: from(inOneRange(NOT_FOUND_LIMIT + 1)) })).status,
    ).toBe(200);
    expect(
      (await fetch(`${site.url}/no-such-page`, { headers: from("2001:db8:77:100::1") })).status,
    ).toBe(404);
  });
});

describe("requests in flight", () => {
  it("counts the addresses of one /64 as one client", async () => {
    const inFlight = await startSite({ TRUST_PROXY: "1", REQUESTS_IN_FLIGHT_PER_CLIENT: "2" });
    const { port } = new URL(inFlight.url);
    const sockets: Socket[] = [];
    try {
      /** A request on its own connection; the slow ones send half their body and wait. */
      const send = (address: string, slow: boolean) =>
        new Promise<string>((resolve) => {
          const socket = connect({ host: "127.0.0.1", port: Number(port) });
          sockets.push(socket);
          let text = "";
          socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
          socket.on("close", () => resolve(text));
          socket.on("error", () => resolve(text));
          const head = `Host: 127.0.0.1:${port}\r\nX-Forwarded-For: ${address}\r\n`;
          socket.write(
            slow
              ? `POST /Contact HTTP/1.1\r\n${head}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=`
              : `GET /about HTTP/1.1\r\n${head}Connection: close\r\n\r\n`,
          );
        });
      void send(inOneRange(1), true);
      void send(inOneRange(2), true);
      // Once both are in flight, a third address of the range is refused; another customer is not.
      let refused = "";
      for (let attempt = 0; attempt < 50 && !refused.startsWith("HTTP/1.1 429"); attempt++)
        refused = await send(inOneRange(3 + attempt), false);
      expect(refused).toMatch(/^HTTP\/1\.1 429 /);
      expect(await send("2001:db8:77:100::1", false)).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of sockets) socket.destroy();
      await inFlight.close();
    }
  });
});
