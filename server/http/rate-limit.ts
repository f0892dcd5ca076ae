// Fixed one-minute windows per client and purpose, in this process's memory. Several
// instances behind a load balancer each count on their own: a shared counter can
// replace this behind the same interface (see README, "Guarantees").
export interface RateLimiter {
  /** Counts one attempt; says whether it is allowed and, if not, how many seconds to wait. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
}

const WINDOW_MS = 60_000;

/** `perWindow` attempts per key in fixed windows of `windowMs` (a minute unless given). */
export function createRateLimiter(perWindow: () => number, windowMs = WINDOW_MS): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      const limit = perWindow();
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
  };
}

export function clientKey(clientIp: string | undefined): string {
  return clientIp && clientIp.length < 64 ? clientIp : "unknown";
}
