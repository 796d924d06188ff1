import type { Auth } from "./auth.ts";

/** What services need from better-auth beyond the request path: revoking sessions and finding idle guests. */
export interface AuthAdmin {
  /** Ends every session of a user, in the database and in Redis when configured. */
  revokeAllSessions(userId: string): Promise<void>;
  /** Ids of guest users with no activity (user or session update) since `cutoff`. */
  listIdleGuestIds(cutoff: Date, limit: number): Promise<string[]>;
}

export function createAuthAdmin(auth: Auth): AuthAdmin {
  return {
    async revokeAllSessions(userId) {
      const { internalAdapter } = await auth.$context;
      const sessions = await internalAdapter.listSessions(userId);
      if (sessions.length > 0) await internalAdapter.deleteSessions(sessions.map((s) => s.token));
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
