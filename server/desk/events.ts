// How open inboxes hear of new and changed leads: one poll of the store per process while any
// inbox is open (rows changed since a moment, looking back `lookBackMs`), each change announced
// once, and at once when this process stored it. Listeners get counts only: what they show comes
// from their own session-checked pages. A page carries a stamp of the rows it was read after;
// when its stream opens, the stamp tells whether the page is already behind (any process may
// check it). Why one shared poll, the look-back and the stamp: decision 0031.
import { createHash } from "node:crypto";
import type { StorePort } from "../store";
import { asArrived, type InboxRow } from "../store/desk";

export interface DeskEvent {
  /** Leads that arrived. */
  arrived: number;
  /** Leads whose status, owner, follow-up or notes changed. */
  changed: number;
}

export interface DeskListener {
  event(event: DeskEvent): void;
  /** The server is shutting down: end the stream. */
  end(): void;
}

export interface DeskEvents {
  /** Starts listening; returns how to stop. The poll runs while anyone listens. */
  listen(listener: DeskListener): () => void;
  /** Something was written here just now: poll without waiting for the next tick. */
  pollNow(): void;
  /** Stops the poll and lets every listener go (the server is shutting down). */
  close(): void;
  /** How many listen (open inboxes of this process). */
  readonly listeners: number;
  /**
   * A stamp of the rows changed within the look-back now: taken before a page is read, it lets
   * `changedAfter` tell later whether that page is behind. Never fails.
   */
  stamp(): Promise<string>;
  /** Whether any row changed after `stamp` was taken; yes when the stamp cannot tell. */
  changedAfter(stamp: string | null): Promise<boolean>;
}

export interface DeskEventOptions {
  pollMs: number;
  lookBackMs: number;
  now?: () => number;
  /** Rows read per poll at most (several pages of this many if needed, up to `PAGES`). */
  batch?: number;
  onError?: (error: Error) => void;
}

const PAGES = 5;

/** A stamp: the moment its rows were read from, and their digest (empty when there were too many). */
const STAMP = /^(\d{1,15})\.([\w-]{0,43})$/;

export function createDeskEvents(store: () => StorePort, options: DeskEventOptions): DeskEvents {
  const now = options.now ?? Date.now;
  const batch = options.batch ?? 200;
  const listeners = new Set<DeskListener>();
  /** `<row id>@<updatedAt>` of what was seen within the look-back window, with that time. */
  const seen = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let primed = false;

  const mark = (row: InboxRow) => `${row.list}~${row.key}@${row.updatedAt}@${row.version}`;

  async function poll() {
    const since = now() - options.lookBackMs;
    const rows: InboxRow[] = [];
    let from = since;
    for (let page = 0; page < PAGES; page++) {
      const found = await store().desk.changedSince(from, batch);
      rows.push(...found);
      if (found.length < batch) break;
      from = found[found.length - 1]!.updatedAt;
    }
    for (const [key, at] of seen) if (at < since) seen.delete(key);
    const event: DeskEvent = { arrived: 0, changed: 0 };
    for (const row of rows) {
      const key = mark(row);
      if (seen.has(key)) continue;
      seen.set(key, row.updatedAt);
      if (asArrived(row)) event.arrived += 1;
      else event.changed += 1;
    }
    // The first poll learns what is already there: only what comes after it is news.
    if (!primed) {
      primed = true;
      return;
    }
    if (event.arrived + event.changed > 0) for (const listener of listeners) listener.event(event);
  }

  /** The digest of the rows changed since `from`; empty when the batch could not hold them all. */
  async function digestSince(from: number): Promise<string> {
    const rows = await store().desk.changedSince(from, batch);
    if (rows.length >= batch) return "";
    const marks = rows.map(mark).sort();
    return createHash("sha256").update(marks.join("\n")).digest("base64url");
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = poll()
      .catch((error: unknown) => options.onError?.(error as Error))
      .finally(() => {
        running = undefined;
        if (again && listeners.size > 0) {
          again = false;
          run();
        }
      });
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
    primed = false;
    seen.clear();
  }

  return {
    listen(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(run, options.pollMs);
        timer.unref();
        run();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    pollNow() {
      if (timer) run();
    },
    close() {
      const ending = [...listeners];
      listeners.clear();
      stop();
      for (const listener of ending) listener.end();
    },
    get listeners() {
      return listeners.size;
    },
    async stamp() {
      const from = now() - options.lookBackMs;
      // A store that cannot be read now gives a stamp that tells "behind": the page still loads.
      const digest = await digestSince(from).catch(() => "");
      return `${from}.${digest}`;
    },
    async changedAfter(stamp) {
      const parts = STAMP.exec(stamp ?? "");
      if (!parts?.[2]) return true;
      return (await digestSince(Number(parts[1]))) !== parts[2];
    },
  };
}
