// The server's log lines reach stdout in batches (server/logging/batched-lines.ts): one buffer
// once enough characters wait, at least every interval, on flush, and at exit (a crash included),
// always in the order they were logged.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { batchedLines, type ByteStream } from "#server/logging/batched-lines";
import { SITE_ROOT } from "../support/server";

/** A destination that keeps what it is handed, one entry per buffer. */
function capture() {
  const batches: string[] = [];
  const flushed: string[] = [];
  const stream: ByteStream = {
    write(bytes) {
      batches.push(bytes.toString("utf8"));
      return true;
    },
    flush(callback) {
      flushed.push("flush");
      callback?.();
    },
    flushSync() {
      flushed.push("flushSync");
    },
  };
  return { stream, batches, flushed };
}

describe("batched log lines", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("hands the lines over as one buffer, in order, once the batch is full", () => {
    const { stream, batches } = capture();
    const lines = batchedLines(stream, 30, 1000);
    lines.write("line one\n");
    lines.write("line two\n");
    lines.write("line three\n");
    expect(batches).toEqual([]);
    lines.write("नमस्ते ४\n");
    expect(batches).toEqual(["line one\nline two\nline three\nनमस्ते ४\n"]);
    lines.write("line five\n");
    expect(batches).toHaveLength(1);
  });

  it("hands over what waits at least every interval, and nothing when nothing waits", () => {
    const { stream, batches } = capture();
    const lines = batchedLines(stream, 32 * 1024, 1000);
    lines.write("a quiet line\n");
    vi.advanceTimersByTime(999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual(["a quiet line\n"]);
    vi.advanceTimersByTime(5000);
    expect(batches).toHaveLength(1);
  });

  it("hands over what waits when flushed, before the destination flushes", () => {
    const { stream, batches, flushed } = capture();
    const lines = batchedLines(stream, 32 * 1024, 1000);
    lines.write("listening\n");
    const done = vi.fn();
    lines.flush(done);
    expect(batches).toEqual(["listening\n"]);
    expect(flushed).toEqual(["flush"]);
    expect(done).toHaveBeenCalledOnce();
  });
});

/** Runs `code` (an ES module, with the server's logger imported as `createLogger`); its stdout. */
function runWithLogger(code: string): Promise<string> {
  const logger = pathToFileURL(path.join(SITE_ROOT, "server/logging/logger.ts")).href;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `import { createLogger } from ${JSON.stringify(logger)};\n${code}`,
      ],
      { cwd: SITE_ROOT, env: { ...process.env, NODE_ENV: "production" }, stdio: "pipe" },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("close", () => resolve(out));
  });
}

const messages = (out: string) =>
  out
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe("the server's log lines at exit", () => {
  it("are all written when the process exits at once", async () => {
    const out = await runWithLogger(
      `const log = createLogger("info");
       for (const n of [1, 2, 3]) log.info("line " + n);
       process.exit(0);`,
    );
    expect(messages(out)).toEqual(["line 1", "line 2", "line 3"]);
  });

  it("are all written when the process dies of an error nothing caught", async () => {
    const out = await runWithLogger(
      `const log = createLogger("info");
       log.info("before the fault");
       log.error("the fault");
       setImmediate(() => { throw new Error("nothing caught this"); });`,
    );
    expect(messages(out)).toEqual(["before the fault", "the fault"]);
  });
});
