// Requests of this process that are writing under a client's key right now. The store
// already keeps one record per key across processes; this only lets a second request with
// the same key either wait for the first (a page) or be told to retry later (the API's 409).
const writing = new Map<string, Promise<unknown>>();

export const inFlight = {
  pending: (id: string): Promise<unknown> | undefined => writing.get(id),
  async run<T>(id: string, work: () => Promise<T>): Promise<T> {
    const promise = work();
    writing.set(id, promise);
    try {
      return await promise;
    } finally {
      if (writing.get(id) === promise) writing.delete(id);
    }
  },
};
