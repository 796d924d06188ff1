import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../store/db.ts";
import { deleteAccountRows, findAccountRecord } from "../store/account-store.ts";
import { findProfile } from "../store/profile-store.ts";
import { listIntakeVersions } from "../store/intake-store.ts";
import { listConversations, listMessages, type MessageRow } from "../store/conversation-store.ts";
import { listFeedback } from "../store/feedback-store.ts";
import { listActiveReportShares } from "../store/report-share-store.ts";
import type { AuthAdmin } from "../auth/auth-admin.ts";

export interface AccountServiceDeps {
  db: Kysely<Database>;
  authAdmin: AuthAdmin;
  clock: () => Date;
  log: FastifyBaseLogger;
  guestRetentionDays: number;
}

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Token counts per model-phrased reply (for cost reporting), and their totals. */
function tokenUsageOf(messages: MessageRow[]) {
  const turns = messages
    .filter((m) => m.llm_model !== null)
    .map((m) => ({ time: m.created_at, model: m.llm_model, inputTokens: m.input_tokens, outputTokens: m.output_tokens }));
  const sum = (pick: (t: (typeof turns)[number]) => number | null) => turns.reduce((n, t) => n + (pick(t) ?? 0), 0);
  return { turns, inputTokens: sum((t) => t.inputTokens), outputTokens: sum((t) => t.outputTokens) };
}

/** The person's rights over their data: take all of it, delete all of it; idle guests removed. */
export function createAccountService({ db, authAdmin, clock, log, guestRetentionDays }: AccountServiceDeps) {
  async function deleteAccount(userId: string): Promise<void> {
    // Sessions first: once they are gone nobody can act as this user while the rows go.
    await authAdmin.revokeAllSessions(userId);
    await deleteAccountRows(db, userId);
  }

  return {
    deleteAccount,

    /** Everything held about a user, as one JSON document (no password hash, no tokens). */
    async exportUser(userId: string) {
      const [account, profile, intakes, conversations, feedback, shares] = await Promise.all([
        findAccountRecord(db, userId),
        findProfile(db, userId),
        listIntakeVersions(db, userId),
        listConversations(db, userId),
        listFeedback(db, userId),
        listActiveReportShares(db, userId, clock().toISOString()),
      ]);
      const withMessages = await Promise.all(
        conversations.map(async (c) => {
          const messages = await listMessages(db, c.id);
          return {
            conversationId: c.id,
            title: c.title,
            createdTime: c.created_at,
            urgency: c.urgency,
            responseType: c.response_type,
            messages: messages.map((m) => ({ role: m.role, content: m.content, time: m.created_at, ...(m.incomplete === 1 ? { incomplete: true } : {}) })),
            tokenUsage: tokenUsageOf(messages),
          };
        }),
      );
      return {
        exportedAt: clock().toISOString(),
        account,
        profile: profile ?? null,
        intakeVersions: intakes.map((i) => ({ submittedAt: i.created_at, intake: parseJson(i.data) })),
        conversations: withMessages,
        // Only a hash of each link's token is stored, so the links are listed by id, not by address.
        reportShareLinks: shares.map((r) => ({ id: r.id, conversationId: r.conversation_id, createdAt: r.created_at, expiresAt: r.expires_at, views: r.view_count, lastViewedAt: r.last_viewed_at })),
        feedback: feedback.map((f) => ({ conversationId: f.conversation_id, helpful: f.helpful === 1, message: f.message, details: parseJson(f.details), time: f.created_at })),
      };
    },

    /** Removes guests idle for the retention period with all their data; logs a count only. */
    async removeIdleGuests(): Promise<number> {
      const cutoff = new Date(clock().getTime() - guestRetentionDays * 24 * 60 * 60 * 1000);
      // One bounded batch per run (runs are daily), so a sweep never holds the server for long.
      const ids = await authAdmin.listIdleGuestIds(cutoff, 1000);
      for (const id of ids) await deleteAccount(id);
      if (ids.length > 0) log.info({ removed: ids.length }, "idle guest accounts removed");
      return ids.length;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
