// Contact posts as the two kinds of client send them, and what the SQLite store has
// afterwards: shared by the benchmark (exactly-once under load) and the crash check
// (exactly-once across a kill).
import Database from "better-sqlite3";
import { existsSync } from "node:fs";
import path from "node:path";

/** A page form post (a browser without JavaScript) or a JSON post to the REST gateway. */
export type PostKind = "page" | "api";

export const CONTACT_PAGE = "/Contact";
export const CONTACT_API = "/api/v1/contact-messages";

/** The response that promises the lead is stored: Post/Redirect/Get for the page, 201 Created for the API. */
export const CONFIRMED: Record<PostKind, number> = { page: 303, api: 201 };

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type PostOutcome =
  | { kind: PostKind; email: string; ms: number; status: number }
  | { kind: PostKind; email: string; ms: number; error: string };

/**
 * Valid contact fields whose email names the post. The run label keeps two runs against
 * one store apart, and the distinct message keeps the server's back-and-resubmit
 * fingerprint (same content within minutes lands on the first record) out of the way.
 */
export function contactFields(run: string, n: number): ContactFields {
  return {
    name: "Load Visitor",
    email: `${run}-${n}@example.com`,
    subject: "Exactly once",
    message: `Message ${n} of run ${run}`,
  };
}

/** Sends one post and reports its status, or the error when no response came. */
export async function sendContact(
  baseUrl: string,
  kind: PostKind,
  fields: ContactFields,
): Promise<PostOutcome> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  const request: RequestInit =
    kind === "page"
      ? {
          method: "POST",
          // Same-origin headers, as a browser on our own page sends them (cross-site posts are refused).
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: baseUrl,
            "sec-fetch-site": "same-origin",
          },
          body: new URLSearchParams({ ...fields }).toString(),
        }
      : {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(fields),
        };
  let response: Response;
  try {
    // The redirect itself is the confirmation; following it would only fetch the page again.
    response = await fetch(`${baseUrl}${kind === "page" ? CONTACT_PAGE : CONTACT_API}`, {
      ...request,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return { kind, email: fields.email, ms: ms(), error: errorName(error) };
  }
  // The status line is the server's word: it is sent only after the store has the record.
  // The body is read so the connection can be reused; losing it (a kill) takes nothing back.
  await response.arrayBuffer().catch(() => undefined);
  return { kind, email: fields.email, ms: ms(), status: response.status };
}

function errorName(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export const isConfirmed = (outcome: PostOutcome) =>
  "status" in outcome && outcome.status === CONFIRMED[outcome.kind];

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * How many times each email is stored in the contact list, read from the SQLite file
 * read-only (a reader never changes what a crashed server left behind).
 */
export function storedContactEmails(dataDir: string): Map<string, number> {
  const file = path.join(dataDir, "leads.sqlite");
  const counts = new Map<string, number>();
  if (!existsSync(file)) return counts;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records'").get())
      return counts;
    const rows = db
      .prepare<[], { email: string | null; n: number }>(
        "SELECT json_extract(data, '$.email') AS email, COUNT(*) AS n FROM records WHERE list = 'contactForm' GROUP BY email",
      )
      .all();
    for (const row of rows) counts.set(row.email ?? "(no email)", row.n);
  } finally {
    db.close();
  }
  return counts;
}

/** The p-th percentile (0..100) of some numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}
