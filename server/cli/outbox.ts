// npm run outbox -- status               pending and dead notifications, age of the oldest pending
// npm run outbox -- list [--dead]        the pending (or dead) notifications, one line each
// npm run outbox -- retry <id>           a dead notification tried again at the server's next poll
import type { SiteServices } from "../services";
import type { OutboxItem } from "../store";
import { print, printError, runCli } from "./command";

const line = (item: OutboxItem) =>
  [
    item.id,
    item.form,
    `attempts=${item.attempts}`,
    `created=${new Date(item.createdAt).toISOString()}`,
    item.state === "pending" ? `next=${new Date(item.nextAttemptAt).toISOString()}` : "",
    item.lastError ? `last-error="${item.lastError}"` : "",
  ]
    .filter(Boolean)
    .join("  ");

async function main({ store }: SiteServices) {
  // Read by hand: ids start with "-" (the time part of a key), which an option parser would take
  // for a flag.
  const [command, id] = process.argv.slice(2);
  const dead = process.argv.includes("--dead");
  const outbox = store.outbox;
  if (command === "status") {
    const status = await outbox.status();
    const oldest =
      status.oldestPendingAt === undefined
        ? "none"
        : `${Math.round((Date.now() - status.oldestPendingAt) / 1000)} s old`;
    print(`pending: ${status.pending}\ndead: ${status.dead}\noldest pending: ${oldest}`);
  } else if (command === "list") {
    const items = await outbox.list(dead ? "dead" : "pending");
    print(
      items.length ? items.map(line).join("\n") : `No ${dead ? "dead" : "pending"} notifications.`,
    );
  } else if (command === "retry" && id) {
    if (!(await outbox.retry(id, Date.now()))) {
      printError(`No dead notification ${id}.`);
      process.exitCode = 1;
    } else print(`Notification ${id} will be tried again at the server's next poll.`);
  } else {
    printError("Usage: npm run outbox -- status | list [--dead] | retry <id>");
    process.exitCode = 2;
  }
}

runCli(main);
