import type { Auth } from "./auth.ts";
import { verifyPassword } from "./password-hash.ts";

/** What services need from better-auth beyond the request path: revoking sessions and finding idle guests. */
export interface AuthAdmin {
  /** Ends every session of a user, in the database and in Redis when configured (with its active-sessions list). */
  revokeAllSessions(userId: string): Promise<void>;
  /** True when `password` is the user's email-and-password credential. */
  checkPassword(userId: string, password: string): Promise<boolean>;
  /** Ids of guest users with no activity (user or session update) since `cutoff`. */
  listIdleGuestIds(cutoff: Date, limit: number): Promise<string[]>;
}

export function createAuthAdmin(auth: Auth): AuthAdmin {
  return {
    async revokeAllSessions(userId) {
      // deleteUserSessions (not deleteSessions by token) also clears `active-sessions-<id>` in Redis.
      const { internalAdapter, secondaryStorage } = await auth.$context;
      await internalAdapter.deleteUserSessions(userId);
      await secondaryStorage?.delete(`active-sessions-${userId}`);
    },
    async checkPassword(userId, password) {
      const { internalAdapter } = await auth.$context;
      const credential = (await internalAdapter.findAccounts(userId)).find((a) => a.providerId === "credential");
      if (!credential?.password) return false;
      return verifyPassword({ hash: credential.password, password });
    },
    async listIdleGuestIds(cutoff, limit) {
      // Through better-auth's adapter, which stores dates its own way on each database.
      const { adapter } = await auth.$context;
      const guests = await adapter.findMany<{ id: string }>({
        model: "user",
        where: [
          { field: "isAnonymous", value: true },
          { field: "updatedAt", operator: "lt", value: cutoff },
        ],
        limit,
      });
      if (guests.length === 0) return [];
      const recent = await adapter.findMany<{ userId: string }>({
        model: "session",
        where: [
          { field: "userId", operator: "in", value: guests.map((g) => g.id) },
          { field: "updatedAt", operator: "gte", value: cutoff },
        ],
      });
      const active = new Set(recent.map((s) => s.userId));
      return guests.map((g) => g.id).filter((id) => !active.has(id));
    },
  };
}
