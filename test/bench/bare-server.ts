// The baseline of the hit path's benchmark (bench.ts): a bare Node `http` server, in a process of
// its own, that answers each path it is given with the very bytes and headers the site sent for
// it (one writeHead, one end), and nothing else: no log line, no metrics, no checks. What a
// cached page could cost at best on this machine.
//
// Usage: node --import tsx test/bench/bare-server.ts <file.json>, where the file maps each path
// to { status, head (flat name/value list), body (base64) }. Prints "port <n>" once it listens.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

interface Recorded {
  status: number;
  head: string[];
  body: string;
}

const recorded = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Record<
  string,
  Recorded
>;
const answers = new Map(
  Object.entries(recorded).map(([path, { status, head, body }]) => [
    path,
    { status, head, body: Buffer.from(body, "base64") },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.head);
  res.end(req.method === "HEAD" ? undefined : answer.body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`port ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
