// How many of something each client holds right now: open connections (listen.ts), requests
// being served (per-client.ts). A gauge goes up and down with what is held, so it is a
// count per client and no rate: a rate limiter counts attempts in a window and forgets them
// when it ends, and would either miss a connection held for hours or refuse a client that
// opened and closed many. A client holding nothing has no entry, so the map never has more
// entries than there are connections or requests under way.
export interface ClientGauge {
  /**
   * Takes one for `client`; undefined when it holds `perClient` already. The release gives it back
   * (once, however often it is called).
   */
  take(client: string): (() => void) | undefined;
  /** Clients holding at least one now. */
  readonly clients: number;
}

/** A gauge that lets each client hold `perClient` at once; 0: no cap (still counted). */
export function createClientGauge(perClient: number): ClientGauge {
  const held = new Map<string, number>();
  return {
    take(client) {
      const count = held.get(client) ?? 0;
      if (perClient > 0 && count >= perClient) return undefined;
      held.set(client, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(client) ?? 1) - 1;
        if (left <= 0) held.delete(client);
        else held.set(client, left);
      };
    },
    get clients() {
      return held.size;
    },
  };
}
