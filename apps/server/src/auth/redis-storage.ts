import type { Redis } from "ioredis";
import type { BetterAuthOptions } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import { createMemoryCounters } from "./memory-counters.ts";

type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

// Every key is namespaced so one Redis can serve several deployments.
const PREFIX = "hg:auth:";
// Deletions that failed while Redis was down, retried when it is back (bounded: a long outage keeps the newest).
const MAX_PENDING_DELETES = 10_000;

/**
 * better-auth secondary storage (sessions, rate-limit counters) in Redis, degrading instead of failing
 * when Redis is unreachable (docs/decisions/007): reads miss (better-auth then reads the session from
 * the database, where every session is also stored), writes are skipped, counters move to memory, and
 * deletions are replayed once Redis is back so a revoked session does not come back with it.
 */
export function createRedisStorage(redis: Redis, log?: FastifyBaseLogger): SecondaryStorage {
  const memory = createMemoryCounters();
  const pendingDeletes = new Set<string>();
  const up = () => redis.status === "ready";

  redis.on("ready", () => {
    if (pendingDeletes.size === 0) return;
    const keys = [...pendingDeletes];
    pendingDeletes.clear();
    redis.del(...keys).catch(() => keys.forEach((k) => pendingDeletes.add(k)));
  });

  async function degrade<T>(op: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!up()) return fallback();
    try {
      return await op();
    } catch (error) {
      log?.warn({ err: { type: (error as Error).name } }, "redis command failed; using the database/memory fallback");
      return fallback();
    }
  }

  const remember = (key: string) => {
    if (pendingDeletes.size >= MAX_PENDING_DELETES) {
      const oldest = pendingDeletes.values().next().value;
      if (oldest !== undefined) pendingDeletes.delete(oldest);
    }
    pendingDeletes.add(PREFIX + key);
  };

  return {
    get: (key) => degrade(() => redis.get(PREFIX + key), () => null),
    getAndDelete: (key) => degrade(() => redis.getdel(PREFIX + key), () => null),
    increment: (key, ttl) =>
      degrade(
        async () => {
          // INCR then EXPIRE NX: the TTL is set only when the counter is created, as the contract requires.
          const [[, count]] = (await redis.multi().incr(PREFIX + key).expire(PREFIX + key, ttl, "NX").exec()) as [[null, number]];
          return count;
        },
        () => memory.increment(key, ttl),
      ),
    set: (key, value, ttl) =>
      degrade(
        async () => {
          if (ttl && ttl > 0) await redis.set(PREFIX + key, value, "EX", Math.ceil(ttl));
          else await redis.set(PREFIX + key, value);
        },
        () => undefined,
      ),
    delete: (key) =>
      degrade(
        async () => {
          await redis.del(PREFIX + key);
        },
        () => remember(key),
      ),
  };
}

/**
 * Opens Redis with bounded commands: no offline queue (a command fails at once while disconnected),
 * a per-command timeout, and reconnects in the background. Never throws: the server starts and works
 * on its database while Redis is away, and /api/ready reports it.
 */
export async function connectRedis(url: string, options: { commandTimeoutMs?: number; log?: FastifyBaseLogger } = {}): Promise<Redis> {
  // ioredis loads only when Redis is configured: a start without it never pays for the module (cold start, issue 18).
  const { Redis: RedisClient } = await import("ioredis");
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    // Reconnect attempts repeat every two seconds: one line a minute is enough.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    options.log?.warn({ err: { type: error.name, code: (error as { code?: string }).code } }, "redis unreachable; sessions fall back to the database");
  });
  await redis.connect().catch(() => undefined);
  return redis;
}

/** True when Redis answers PING within its command timeout. */
export async function isRedisReachable(redis: Redis): Promise<boolean> {
  if (redis.status !== "ready") return false;
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}
