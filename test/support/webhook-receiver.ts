// A CRM's end of the lead webhook, on loopback: verifies every delivery's signature with
// the standardwebhooks package and answers as a test tells it (fail, hang past the
// sender's timeout, accept).
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type Behaviour = "fail" | "hang" | "accept";

export interface Delivery {
  id: string;
  body: { type: string; data: { form: string; list: string; key: string; record: Record<string, string>; page: string | null } };
  verified: boolean;
  answered: Behaviour;
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** What the next requests get; once empty, every request is accepted. */
  script: Behaviour[];
  accepted(): Delivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const script: Behaviour[] = [];
  const hanging: ServerResponse[] = [];
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
      const answered = script.shift() ?? "accept";
      deliveries.push({ id: String(req.headers["webhook-id"]), body: JSON.parse(raw) as Delivery["body"], verified, answered });
      if (answered === "fail") res.writeHead(500).end();
      else if (answered === "hang") hanging.push(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    deliveries,
    script,
    accepted: () => deliveries.filter((d) => d.answered === "accept"),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
