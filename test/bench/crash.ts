// The crash check: `npm run bench:crash` (builds first).
//
// A confirmed lead must survive the server dying. This starts the built server, fires
// CRASH_POSTS (500) valid contact posts at once, half as page form posts and half as
// JSON posts to the REST gateway, each with its own email, and kills the server with
// SIGKILL (no shutdown handlers run) once CRASH_AFTER (150) responses have arrived, while
// the rest are still in flight. Then it reads the SQLite file as the dead server left it:
// every post that was confirmed (303 from the page, 201 from the API) must be stored,
// and no post may be stored twice. Posts that got no response may or may not be stored;
// the visitor was not told either way, and a retry reuses the same key.
// Exits 1 when a confirmed post is missing or an email is stored twice.
import { startBuiltServer } from "../support/built-server";
import {
  contactFields,
  isConfirmed,
  sendContact,
  storedContactEmails,
  type PostKind,
  type PostOutcome,
} from "./posts";
import { printTable } from "./table";
import { useRunFolderUntilExit } from "../support/temporary-folder";

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

const POSTS = setting("CRASH_POSTS", 500);
const CRASH_AFTER = setting("CRASH_AFTER", 150);

/** Alternates the two clients so both are in flight when the kill comes. */
const kindOf = (n: number): PostKind => (n % 2 === 0 ? "page" : "api");

async function main(): Promise<void> {
  useRunFolderUntilExit();
  // All posts come from one address: its connection and in-flight caps would refuse most of them.
  const server = await startBuiltServer({
    RATE_LIMIT_PER_MINUTE: "0",
    CONNECTIONS_PER_CLIENT: "0",
    REQUESTS_IN_FLIGHT_PER_CLIENT: "0",
  });
  const run = `crash${Date.now().toString(36)}`;
  const posts = Array.from({ length: POSTS }, (_, i) => ({
    kind: kindOf(i),
    fields: contactFields(run, i + 1),
  }));

  let responded = 0;
  let respondedAtKill = 0;
  let killed: Promise<void> | undefined;
  const killNow = () => {
    respondedAtKill = responded;
    killed = server.kill();
  };
  // Counted as each response arrives, so the kill lands while the others are still being handled.
  const outcomes: PostOutcome[] = await Promise.all(
    posts.map(async ({ kind, fields }) => {
      const outcome = await sendContact(server.url, kind, fields);
      if ("status" in outcome) responded += 1;
      if (!killed && responded >= CRASH_AFTER) killNow();
      return outcome;
    }),
  );
  // Fewer responses than CRASH_AFTER (all refused, say): the server still has to go before the file is read.
  if (!killed) killNow();
  await killed;

  const stored = storedContactEmails(server.dataDir);
  const confirmed = outcomes.filter(isConfirmed);
  const refused = outcomes.filter((o) => "status" in o && !isConfirmed(o));
  const noResponse = outcomes.filter((o) => "error" in o);
  const ours = posts.map((p) => p.fields.email).filter((email) => stored.has(email));
  const missing = confirmed.filter((o) => !stored.has(o.email));
  const twice = [...stored].filter(([, n]) => n > 1);
  const records = [...stored.values()].reduce((a, b) => a + b, 0);
  const byKind = (list: PostOutcome[]) =>
    `${list.length} (page ${list.filter((o) => o.kind === "page").length}, api ${list.filter((o) => o.kind === "api").length})`;

  printTable(
    `Crash check (${POSTS} concurrent contact posts, SIGKILL after ${respondedAtKill} responses)`,
    [{ title: "measure" }, { title: "count" }, { title: "check" }],
    [
      ["sent", byKind(outcomes), ""],
      ["confirmed (303 page, 201 API)", byKind(confirmed), ""],
      ["refused or failed (other status)", byKind(refused), ""],
      ["no response (connection error)", byKind(noResponse), ""],
      ["stored records (contactForm)", String(records), ""],
      [
        "stored but not confirmed",
        String(ours.length - confirmed.filter((o) => stored.has(o.email)).length),
        "allowed",
      ],
      ["confirmed but missing", String(missing.length), missing.length === 0 ? "ok" : "FAILED"],
      ["emails stored more than once", String(twice.length), twice.length === 0 ? "ok" : "FAILED"],
    ],
  );
  for (const o of missing.slice(0, 10)) console.log(`  missing: ${o.email} (${o.kind})`);
  for (const [email, n] of twice.slice(0, 10)) console.log(`  stored ${n} times: ${email}`);
  const statuses = new Map<string, number>();
  for (const o of [...refused, ...noResponse]) {
    const what = "status" in o ? `${o.kind} ${o.status}` : `${o.kind} ${o.error}`;
    statuses.set(what, (statuses.get(what) ?? 0) + 1);
  }
  if (statuses.size)
    console.log(`\nNot confirmed: ${[...statuses].map(([what, n]) => `${what} x${n}`).join(", ")}`);
  // A kill after every response, or before any response of one kind, proves little for that kind: say so rather than pass quietly.
  for (const kind of ["page", "api"] as const) {
    if (!confirmed.some((o) => o.kind === kind))
      console.log(
        `\nNote: no ${kind} post was confirmed before the kill; raise CRASH_AFTER to check that kind.`,
      );
    if (!noResponse.some((o) => o.kind === kind))
      console.log(
        `\nNote: every ${kind} post had its response before the kill; lower CRASH_AFTER to kill them mid-flight.`,
      );
  }

  const failed = missing.length > 0 || twice.length > 0;
  console.log(
    failed
      ? "\nA confirmed post was lost or a post was stored twice."
      : "\nEvery confirmed post is stored exactly once.",
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
