// Above this many live counters the oldest are dropped: a flood of distinct keys cannot grow memory.
const MAX_KEYS = 100_000;

/** Expiring counters in this process's memory: the fallback when Redis is absent or down. */
export function createMemoryCounters() {
  const counters = new Map<string, { count: number; expiresAt: number }>();

  function live(key: string, now: number) {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** Adds one; the window starts with the first count. Returns the new count. */
    increment(key: string, ttlSeconds: number): number {
      const now = Date.now();
      const entry = live(key, now);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      if (counters.size >= MAX_KEYS) {
        const oldest = counters.keys().next().value;
        if (oldest !== undefined) counters.delete(oldest);
      }
      counters.set(key, { count: 1, expiresAt: now + ttlSeconds * 1000 });
      return 1;
    },
    /** The count and the seconds left in its window (0 when none). */
    peek(key: string): { count: number; retryAfterSeconds: number } {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, retryAfterSeconds: Math.ceil((entry.expiresAt - now) / 1000) } : { count: 0, retryAfterSeconds: 0 };
    },
    reset(key: string): void {
      counters.delete(key);
    },
  };
}
