// One hostile client for the benchmark, in a process of its own so that its work does not
// slow the load generator: until it gets SIGTERM it keeps CONCURRENCY requests in flight, from
// its own loopback address (127.0.0.2, so the server's per-client caps see another client),
// cycling through what used to make the server render or match without bound:
// - made-up success views (`/?sent=<letters>`, `/Contact?sent=..&at=..`, a course page's);
// - lazy route discovery fan-outs: 64 made-up paths (the most one request may ask), and 100;
// - new spellings of a loopback Host, on a page and on an out-of-bounds address.
// Prints "ready" once its first response came, and at SIGTERM one JSON line: requests
// per response status, and errors. The benchmark pauses it with SIGSTOP and SIGCONT.
//
// Usage: node --import tsx test/bench/flood.ts <site url> <concurrency> <build version>
import { Agent, request } from "node:http";

const [siteUrl = "", concurrencyArg = "4", version = ""] = process.argv.slice(2);
const { hostname, port } = new URL(siteUrl);
let running = true;
process.once("SIGTERM", () => (running = false));
const agent = new Agent({
  keepAlive: true,
  maxSockets: Number(concurrencyArg),
  localAddress: "127.0.0.2",
});

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );
const octet = () => Math.floor(Math.random() * 256);

function manifest(paths: number): string {
  const query = new URLSearchParams();
  for (let i = 0; i < paths; i++) query.append("p", `/${letters(8)}/${letters(8)}`);
  query.set("version", version);
  return `/__manifest?${query.toString()}`;
}

/** The n-th request of the cycle: a target and the Host it names. */
function nth(n: number): { path: string; host: string } {
  const own = `${hostname}:${port}`;
  switch (n % 6) {
    case 0:
      return { path: `/?sent=${letters(1 + (n % 20))}`, host: own };
    case 1:
      return { path: `/Contact?sent=${letters(8)}&at=${letters(8)}`, host: own };
    case 2:
      return { path: `/computerscience/aws?sent=${letters(12)}`, host: own };
    case 3:
      return { path: manifest(n % 12 === 3 ? 100 : 64), host: own };
    case 4:
      return { path: "/about", host: `127.${octet()}.${octet()}.${octet()}:${port}` };
    default:
      return { path: "/".repeat(2000), host: `127.${octet()}.${octet()}.${octet()}:${port}` };
  }
}

const statuses: Record<string, number> = {};
let errors = 0;
let sent = 0;

function one(): Promise<void> {
  const { path, host } = nth(sent++);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port: Number(port),
        path,
        agent,
        headers: { host, "accept-encoding": "gzip" },
      },
      (res) => {
        statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
        res.resume();
        res.on("end", resolve);
        res.on("error", () => resolve());
      },
    );
    req.on("error", () => {
      errors++;
      resolve();
    });
    req.end();
  });
}

async function loop() {
  while (running) await one();
}

await one();
process.stdout.write("ready\n");
await Promise.all(Array.from({ length: Number(concurrencyArg) }, loop));
agent.destroy();
process.stdout.write(`${JSON.stringify({ statuses, errors })}\n`);
