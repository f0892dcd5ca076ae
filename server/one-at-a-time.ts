// Work run one at a time: in order (a task queue: access requests, sign-in mails), or once per
// key (a single flight, whoever asks while it runs shares its promise: a lead written under a
// client's key, a notification delivered, the store's token, the health probe).
export interface SingleFlight<K, T> {
  /** The work under way under `key`, if any. */
  pending(key: K): Promise<T> | undefined;
  /** The work under way under `key`, or `work` started under it until it settles. */
  run(key: K, work: () => Promise<T>): Promise<T>;
}

export function singleFlight<K, T>(): SingleFlight<K, T> {
  const running = new Map<K, Promise<T>>();
  return {
    pending: (key) => running.get(key),
    run(key, work) {
      const current = running.get(key);
      if (current) return current;
      // Called through an async function so that a synchronous throw is a rejection too.
      const started: Promise<T> = (async () => work())().finally(() => {
        if (running.get(key) === started) running.delete(key);
      });
      running.set(key, started);
      return started;
    },
  };
}

export interface TaskQueue {
  /**
   * Runs `task` after every task added before it; a failure is logged by `onError`, never thrown.
   */
  add(task: () => Promise<void>, onError: (error: Error) => void): void;
  /** Settles once every task added so far has run (tests, shutdown). */
  settled(): Promise<void>;
}

export function createTaskQueue(): TaskQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(task, onError) {
      tail = tail.then(task).catch((error: unknown) => onError(error as Error));
    },
    settled: () => tail,
  };
}
