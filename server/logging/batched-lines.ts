// The server's log lines on their way to stdout: kept as text and handed to pino's own
// destination (sonic-boom, which writes them without blocking) as one buffer once `batchChars`
// characters are waiting, at least every `everyMs`, whenever the logger is flushed, and when the
// process exits. Lines keep their order. Why not sonic-boom's own batching: decision 0046.
import type { DestinationStream } from "pino";

/** Where the batches go: pino's destination in buffer mode (pino.destination). */
export interface ByteStream {
  write(bytes: Buffer): boolean;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

export type LineStream = DestinationStream & { flush(callback?: (error?: Error) => void): void };

/** What every batch still holds, handed over when the process exits (one listener for all). */
const atExit = new Set<() => void>();

function handOverAtExit(handOver: () => void) {
  if (atExit.size === 0)
    process.once("exit", () => {
      for (const hand of atExit) hand();
    });
  atExit.add(handOver);
}

export function batchedLines(bytes: ByteStream, batchChars: number, everyMs: number): LineStream {
  let waiting: string[] = [];
  let chars = 0;
  function handOver() {
    if (waiting.length === 0) return;
    const text = waiting.join("");
    waiting = [];
    chars = 0;
    bytes.write(Buffer.from(text));
  }
  setInterval(handOver, everyMs).unref();
  handOverAtExit(() => {
    handOver();
    bytes.flushSync();
  });
  return {
    write(line: string) {
      waiting.push(line);
      chars += line.length;
      if (chars >= batchChars) handOver();
    },
    flush(callback) {
      handOver();
      bytes.flush(callback);
    },
  };
}
