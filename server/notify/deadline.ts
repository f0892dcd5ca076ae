// A hard deadline on one delivery attempt. Socket timeouts only notice silence: a peer that
// sends a line now and then (an SMTP server trickling '250-' lines, an HTTP server trickling
// header lines) keeps a connection alive for ever. Here the clock alone decides: at the
// deadline the attempt's signal aborts (the transport closes its connection on it), and the
// attempt ends at once even if the transport does not notice.

/** Why an attempt was stopped before it ended by itself. */
export type StopReason = "deadline" | "shutdown";

/** The error a deadline (or a shutdown) ends an attempt with. */
export class AttemptStopped extends Error {
  override name = "AttemptStopped";
  constructor(readonly reason: StopReason) {
    super(reason === "deadline" ? "the attempt reached its deadline" : "the server is shutting down");
  }
}

/**
 * Runs `work` with a signal that aborts after `ms`, or as soon as `stop` aborts. Settles no
 * later than that: with work's own outcome, or with an AttemptStopped error.
 */
export function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, stop?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  let cleanUp = () => undefined as void;
  const stopped = new Promise<never>((_, reject) => {
    const end = (reason: StopReason) => {
      const error = new AttemptStopped(reason);
      controller.abort(error);
      reject(error);
    };
    const timer = setTimeout(() => end("deadline"), ms);
    const onStop = () => end("shutdown");
    if (stop?.aborted) onStop();
    else stop?.addEventListener("abort", onStop, { once: true });
    cleanUp = () => {
      clearTimeout(timer);
      stop?.removeEventListener("abort", onStop);
    };
  });
  let running: Promise<T>;
  try {
    running = work(controller.signal);
  } catch (error) {
    running = Promise.reject(error);
  }
  // The loser of the race must not become an unhandled rejection.
  running.catch(() => undefined);
  stopped.catch(() => undefined);
  // Once the signal aborted, the transport's own error (a closed socket) is only its echo.
  return Promise.race([running, stopped])
    .catch((error: unknown) => {
      throw controller.signal.aborted ? (controller.signal.reason as AttemptStopped) : error;
    })
    .finally(cleanUp);
}
