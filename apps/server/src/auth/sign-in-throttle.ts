import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { createWindowCounter } from "./window-counter.ts";

const WINDOW_SECONDS = 15 * 60;

export interface SignInThrottle {
  /** Seconds to wait when the account has had too many failed sign-ins, else 0. */
  blockedFor(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

// The address is hashed: the counter key must not put email addresses into Redis.
const keyOf = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

/**
 * Failed sign-ins per account, whatever the client address (issue 17 item 4): after `max` failures in
 * 15 minutes the account answers 429 until the window ends. A correct password resets the count.
 */
export function createSignInThrottle({ max, redis }: { max: number; redis?: Redis | undefined }): SignInThrottle {
  const counter = createWindowCounter({ redis, prefix: "hg:signin-fail:" });
  return {
    async blockedFor(email) {
      const { count, retryAfterSeconds } = await counter.peek(keyOf(email));
      return count >= max ? retryAfterSeconds : 0;
    },
    async recordFailure(email) {
      await counter.hit(keyOf(email), WINDOW_SECONDS);
    },
    async recordSuccess(email) {
      await counter.reset(keyOf(email));
    },
  };
}
