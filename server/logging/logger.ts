// The site's one logger (pino): JSON lines on stdout in production, one object per line with
// `time`, `level` (its name) and `msg`; readable lines in development when pino-pretty (a
// development package) is installed. A person's email address or phone number is masked by the
// logger's serializers, wherever a line carries it under its own name (`email`, `phone`, ...): call
// sites pass the value as it is, at the top of the line, and never mask by hand. Errors go under
// `err` and are written with their stack.
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { batchedLines, type ByteStream } from "./batched-lines";
import { maskEmail, maskPhone } from "./mask";

export type { DestinationStream, Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The names under which a line may carry personal data, and how each is masked. */
const PERSONAL: Record<string, (value: string) => string> = {
  email: maskEmail,
  newEmail: maskEmail,
  phone: maskPhone,
  contactNumber: maskPhone,
  // A staff member's address, on the desk's lines.
  staff: maskEmail,
};

/**
 * A personal value as a line shows it: masked when a string, else left out (an object could carry
 * it whole).
 */
const masking = (mask: (value: string) => string) => (value: unknown) =>
  typeof value === "string" ? mask(value) : "[redacted]";

/**
 * pino's ISO time, made once a millisecond: at a few thousand lines a second most lines share
 * their millisecond with the one before.
 */
let lastTime = { at: 0, text: "" };
function isoTimeOfThisMillisecond(): string {
  const now = Date.now();
  if (now !== lastTime.at) lastTime = { at: now, text: `,"time":"${new Date(now).toISOString()}"` };
  return lastTime.text;
}

function options(level: LogLevel, pretty: boolean): LoggerOptions {
  // pino looks up a serializer for each key of a line anyway: masking costs nothing on the
  // lines that carry no personal data. Redaction paths with wildcards (`*.email`) searched
  // every line: 15 to 30 µs a request line where these take 4 to 6, measured.
  const personal = Object.fromEntries(
    Object.entries(PERSONAL).map(([name, mask]) => [name, masking(mask)]),
  );
  return {
    level,
    serializers: { err: pino.stdSerializers.err, ...personal },
    // pino-pretty reads the numeric level; log collectors read the name better.
    ...(pretty
      ? {}
      : {
          timestamp: isoTimeOfThisMillisecond,
          formatters: { level: (label: string) => ({ level: label }) },
        }),
  };
}

/**
 * Readable lines for a person at a terminal, when pino-pretty can be loaded (it is a development
 * package).
 */
function prettyStream(fd: 1 | 2): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (
      options: object,
    ) => DestinationStream;
    return pretty({
      destination: fd,
      sync: true,
      ignore: "pid,hostname",
      translateTime: "SYS:HH:MM:ss.l",
    });
  } catch {
    return undefined;
  }
}

/**
 * A logger at `level` writing to `destination` (a test's capture), else to stdout (`fd` 2 for
 * a command-line tool, whose stdout is its output): JSON lines, or readable ones when
 * NODE_ENV is development and pino-pretty is installed.
 */
export function createLogger(
  level: LogLevel,
  destination?: DestinationStream,
  fd: 1 | 2 = 1,
): Logger {
  if (destination) return pino(options(level, false), destination);
  const pretty = process.env.NODE_ENV === "development" ? prettyStream(fd) : undefined;
  if (pretty) return pino(options(level, true), pretty);
  if (fd === 2) return pino(options(level, false), pino.destination({ dest: fd, sync: true }));
  // The server's lines (one per request) are written in batches of 32 KB, and at least once a
  // second: a write per line (or per 4 KB) to a piped stdout cost more than answering a cached
  // page (batched-lines.ts).
  const stdout = pino.destination({
    dest: fd,
    sync: false,
    maxWrite: 2 * LOG_BATCH_CHARS,
    contentMode: "buffer",
  }) as unknown as ByteStream;
  return pino(options(level, false), batchedLines(stdout, LOG_BATCH_CHARS, LOG_BATCH_MS));
}

/** The server's log lines are written when this many characters are waiting... */
const LOG_BATCH_CHARS = 32 * 1024;
/** ...or after this long. */
const LOG_BATCH_MS = 1000;

/**
 * The part of a site's services (server/services.ts) that code logging outside a request asks for.
 */
export interface Logged {
  /**
   * The site's logger (a request's lines go to `req.log` or the load context's `log`, which carry
   * its id).
   */
  log: Logger;
}
