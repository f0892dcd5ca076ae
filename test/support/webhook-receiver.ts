// A CRM's end of the lead webhook, on loopback: verifies every delivery's signature with
// the standardwebhooks package and responds as a test tells it (fail, hang past the
// sender's timeout, trickle a response that never ends, accept).
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { Webhook } from "standardwebhooks";

export type Behaviour = "fail" | "hang" | "trickle" | "accept";

export interface Delivery {
  id: string;
  body: {
    type: string;
    data: {
      form: string;
      list: string;
      key: string;
      record: Record<string, string>;
      page: string | null;
    };
  };
  verified: boolean;
  behaviour: Behaviour;
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** What the next requests get; once empty, every request is accepted. */
  script: Behaviour[];
  /** Requests whose connection is still open (a trickled response the sender has not given up on). */
  open(): number;
  accepted(): Delivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const script: Behaviour[] = [];
  const hanging: ServerResponse[] = [];
  const trickling = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let verified = true;
      try {
        new Webhook(secret).verify(raw, req.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      const behaviour = script.shift() ?? "accept";
      deliveries.push({
        id: String(req.headers["webhook-id"]),
        body: JSON.parse(raw) as Delivery["body"],
        verified,
        behaviour,
      });
      if (behaviour === "fail") res.writeHead(500).end();
      else if (behaviour === "hang") hanging.push(res);
      else if (behaviour === "trickle") trickle(req.socket);
      else res.writeHead(204).end();
    });
  });
  // A status line, then a header line every 100 ms and never the blank line that ends them:
  // the connection is never silent, so only a deadline on the whole attempt ends it.
  function trickle(socket: Socket) {
    trickling.add(socket);
    socket.write("HTTP/1.1 200 OK\r\n");
    const ticker = setInterval(() => socket.write("X-Still-Working: yes\r\n"), 100);
    const bound = setTimeout(() => socket.destroy(), 20_000);
    socket.once("close", () => {
      clearInterval(ticker);
      clearTimeout(bound);
      trickling.delete(socket);
    });
  }
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    deliveries,
    script,
    accepted: () => deliveries.filter((d) => d.behaviour === "accept"),
    open: () => trickling.size,
    close: async () => {
      for (const res of hanging) res.destroy();
      for (const socket of trickling) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
