// A hard deadline on one delivery attempt. Socket timeouts only notice silence: a peer that
// sends a line now and then (an SMTP server trickling '250-' lines, an HTTP server trickling
// header lines) keeps a connection alive for ever. Here the clock alone decides: at the
// deadline the attempt's signal aborts (the transport closes its connection on it), and the
// attempt ends at once even if the transport does not notice.
//
// The attempt may move its deadline once it reaches a step that deserves a longer wait (a
// mail server that has the whole message may take minutes to confirm it): the clock still
// decides, only later.

/** Why an attempt was stopped before it ended by itself. */
export type StopReason = "deadline" | "shutdown";

/** The error a deadline (or a shutdown) ends an attempt with. */
export class AttemptStopped extends Error {
  override name = "AttemptStopped";
  constructor(readonly reason: StopReason) {
    super(
      reason === "deadline" ? "the attempt reached its deadline" : "the server is shutting down",
    );
  }
}

/** What the work of an attempt gets: the signal that ends it, and a way to move its deadline. */
export interface AttemptDeadline {
  signal: AbortSignal;
  /** Sets the deadline to `ms` from now. False when the attempt has already been stopped. */
  moveTo(ms: number): boolean;
}

/**
 * Runs `work` with a signal that aborts after `ms` (or after what `moveTo` set last), or as
 * soon as `stop` aborts. Settles no later than that: with work's own outcome, or with an
 * AttemptStopped error.
 */
export function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal, deadline: AttemptDeadline) => Promise<T>,
  stop?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let cleanUp = () => undefined as void;
  let end = (_reason: StopReason) => undefined as void;
  const stopped = new Promise<never>((_, reject) => {
    end = (reason: StopReason) => {
      if (controller.signal.aborted) return;
      const error = new AttemptStopped(reason);
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => end("deadline"), ms);
    const onStop = () => end("shutdown");
    if (stop?.aborted) onStop();
    else stop?.addEventListener("abort", onStop, { once: true });
    cleanUp = () => {
      clearTimeout(timer);
      stop?.removeEventListener("abort", onStop);
    };
  });
  const deadline: AttemptDeadline = {
    signal: controller.signal,
    moveTo(next) {
      if (controller.signal.aborted) return false;
      clearTimeout(timer);
      timer = setTimeout(() => end("deadline"), next);
      return true;
    },
  };
  let running: Promise<T>;
  try {
    running = work(controller.signal, deadline);
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
    .finally(() => cleanUp());
}
