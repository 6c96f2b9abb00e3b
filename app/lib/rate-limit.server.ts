/**
 * In-memory fixed-window rate limiting per key (for instance "contact:" + client IP). One process
 * holds the counters: enough for a single server; a multi-server deployment would move them to a
 * shared store.
 */
export interface RateLimiter {
  /** Counts one hit; true when the key is still within its limit. */
  hit: (key: string, now?: number) => boolean;
  /** Whether the key is currently over its limit, without counting a hit. */
  isLimited: (key: string, now?: number) => boolean;
  reset: (key: string) => void;
  /** Seconds until the key's window ends. */
  retryAfter: (key: string, now?: number) => number;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  function current(key: string, now: number) {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) return undefined;
    return window;
  }

  return {
    hit(key, now = Date.now()) {
      const window = current(key, now);
      if (!window) {
        windows.set(key, { start: now, count: 1 });
        return limit >= 1;
      }
      window.count += 1;
      return window.count <= limit;
    },
    isLimited(key, now = Date.now()) {
      const window = current(key, now);
      return Boolean(window && window.count >= limit);
    },
    reset(key) {
      windows.delete(key);
    },
    retryAfter(key, now = Date.now()) {
      const window = current(key, now);
      return window ? Math.ceil((window.start + windowMs - now) / 1000) : 0;
    },
  };
}
