// What a site started by a test logs, kept for the test to read (every site has its own logger,
// server/services.ts). Errors and warnings also go to console.error and console.warn, so that an
// unexpected error fails the test (test/support/setup.ts) and a failing test shows them; the
// other lines stay here, and a green run prints nothing.
import type { DestinationStream } from "pino";
import { createLogger, type Logger } from "#server/logging/logger";

/** Lines kept per site at most: a test that sends thousands of requests keeps the last ones. */
const KEPT_LINES = 20_000;

export type LogLine = Record<string, unknown> & { level: string; msg?: string; requestId?: string };

export interface CapturedLogs {
  /** Where the site writes its lines (`logDestination` of startServer and createSiteServices). */
  destination: DestinationStream;
  /** Every line so far, parsed, oldest first. */
  lines(): LogLine[];
  /** Every line so far, as written. */
  text(): string[];
  /** Forgets the lines so far. */
  clear(): void;
}

export function captureLogs(): CapturedLogs {
  let written: string[] = [];
  const parse = (line: string) => JSON.parse(line) as LogLine;
  return {
    destination: {
      write(chunk: string) {
        const line = chunk.trimEnd();
        written.push(line);
        if (written.length > KEPT_LINES) written = written.slice(-KEPT_LINES / 2);
        const { level } = parse(line);
        if (level === "error" || level === "fatal") console.error(line);
        else if (level === "warn") console.warn(line);
      },
    },
    lines: () => written.map(parse),
    text: () => [...written],
    clear: () => void (written = []),
  };
}

/** A logger destination for a test that reads nothing of what is logged (errors still reach console.error). */
export const quietLogs = () => captureLogs().destination;

/** The site's logger (masking included) writing into `logs`, for a test of one part without a site. */
export const testLogger = (logs: CapturedLogs = captureLogs()): Logger =>
  createLogger("debug", logs.destination);
