import { Redis } from "ioredis";
import type { BetterAuthOptions } from "better-auth";

type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

// Every key is namespaced so one Redis can serve several deployments.
const PREFIX = "hg:auth:";

/** better-auth secondary storage (sessions, rate-limit counters) in Redis. */
export function createRedisStorage(redis: Redis): SecondaryStorage {
  return {
    get: (key) => redis.get(PREFIX + key),
    getAndDelete: (key) => redis.getdel(PREFIX + key),
    async increment(key, ttl) {
      // INCR then EXPIRE NX: the TTL is set only when the counter is created, as the contract requires.
      const [[, count]] = (await redis.multi().incr(PREFIX + key).expire(PREFIX + key, ttl, "NX").exec()) as [[null, number]];
      return count;
    },
    async set(key, value, ttl) {
      if (ttl && ttl > 0) await redis.set(PREFIX + key, value, "EX", Math.ceil(ttl));
      else await redis.set(PREFIX + key, value);
    },
    delete: async (key) => {
      await redis.del(PREFIX + key);
    },
  };
}

/** Opens Redis and fails fast (instead of queueing commands forever) when it is unreachable. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  await redis.connect();
  return redis;
}
