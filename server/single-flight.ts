// Work that runs once at a time per key: whoever asks while it runs shares the same promise
// instead of starting it again. Used for a lead being written under a client's key, a
// notification being delivered, the store's access token being asked for, and the store's
// health probe. (The page cache gets the same from lru-cache's fetch().)
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
