import { setImmediate } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../store/db.ts";
import { deleteAccountRows, findAccountRecord } from "../store/account-store.ts";
import { findProfile } from "../store/profile-store.ts";
import { listIntakeVersions } from "../store/intake-store.ts";
import { listConversations, listMessages, type MessageRow } from "../store/conversation-store.ts";
import { listFeedback } from "../store/feedback-store.ts";
import { listActiveReportShares } from "../store/report-share-store.ts";
import { listAllDiaryEntries, listMidas } from "../store/diary-store.ts";
import { entryOfRow, midasOfRow } from "./diary-entries.ts";
import { listedShare } from "./report-service.ts";
import type { AuthAdmin } from "../auth/auth-admin.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { AppError } from "./app-error.ts";
import { createSemaphore } from "./semaphore.ts";

// A sign-in this recent may delete the account without typing the password again.
const FRESH_SIGN_IN_MS = 15 * 60 * 1000;
// Exports read a whole account: a few at a time keep the database and memory bounded under load.
const MAX_CONCURRENT_EXPORTS = 2;
const json = (value: unknown) => JSON.stringify(value);
const DIARY_SLICE = 250;

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
  const exports = createSemaphore({ max: MAX_CONCURRENT_EXPORTS, maxQueued: 8, waitMs: 10_000, what: "exports" });

  async function deleteAccount(userId: string): Promise<void> {
    // Sessions first: once they are gone nobody can act as this user while the rows go.
    await authAdmin.revokeAllSessions(userId);
    await deleteAccountRows(db, userId);
  }

  return {
    deleteAccount,

    /**
     * The person deletes their own account: only from a recent sign-in or with the password (issue 17
     * item 9), so a stolen month-old session cannot erase everything. Guests have no password and
     * cannot sign in again as the same guest: their session is the only proof there is.
     */
    async deleteOwnAccount(user: SessionUser, password: string | undefined): Promise<void> {
      const fresh = user.sessionCreatedAt !== undefined && clock().getTime() - user.sessionCreatedAt.getTime() <= FRESH_SIGN_IN_MS;
      if (!user.isAnonymous && !fresh) {
        if (password === undefined) throw new AppError("forbidden", `Deleting the account needs a sign-in from the last ${FRESH_SIGN_IN_MS / 60_000} minutes or the password`);
        if (!(await authAdmin.checkPassword(user.id, password))) throw new AppError("forbidden", "The password is not correct");
      }
      await deleteAccount(user.id);
    },

    /**
     * Everything held about a user, as one JSON document (no password hash, no tokens), produced piece
     * by piece: one conversation's messages in memory at a time, so an export's memory does not grow
     * with the account (issue 17 item 3). At most MAX_CONCURRENT_EXPORTS run at once (503 beyond).
     */
    async exportUser(userId: string): Promise<{ exportedAt: string; chunks: AsyncGenerator<string>; release: () => void }> {
      const release = await exports.acquire();
      const exportedAt = clock().toISOString();
      // Store reads resolve as microtasks (SQLite is synchronous): without a pause now and then, a large
      // export would hold the event loop from its first chunk to its last.
      let lastPause = performance.now();
      const breathe = async () => {
        if (performance.now() - lastPause < 5) return;
        await setImmediate();
        lastPause = performance.now();
      };
      async function* chunks(): AsyncGenerator<string> {
        try {
          const [account, profile, conversations] = await Promise.all([findAccountRecord(db, userId), findProfile(db, userId), listConversations(db, userId)]);
          yield `{"exportedAt":${json(exportedAt)},"account":${json(account)},"profile":${json(profile ?? null)},"intakeVersions":[`;
          const intakes = await listIntakeVersions(db, userId);
          for (const [i, v] of intakes.entries()) {
            await breathe();
            yield (i > 0 ? "," : "") + json({ submittedAt: v.created_at, intake: parseJson(v.data) });
          }
          yield `],"conversations":[`;
          for (const [i, c] of conversations.entries()) {
            await breathe();
            const messages = await listMessages(db, c.id);
            yield (i > 0 ? "," : "") +
              json({
                conversationId: c.id,
                title: c.title,
                createdTime: c.created_at,
                urgency: c.urgency,
                responseType: c.response_type,
                messages: messages.map((m) => ({ role: m.role, content: m.content, time: m.created_at, ...(m.incomplete === 1 ? { incomplete: true } : {}) })),
                tokenUsage: tokenUsageOf(messages),
              });
          }
          const [feedback, shares] = await Promise.all([listFeedback(db, userId), listActiveReportShares(db, userId, exportedAt)]);
          // Only a hash of each link's token is stored, so the links are listed by id, not by address. A
          // passcode is said to exist, never given (only its hash is kept, and a hash is a credential too).
          const links = shares.map((r) => ({ ...listedShare(r), failedPasscodeAttempts: r.failed_passcode_attempts }));
          const notes = feedback.map((f) => ({ conversationId: f.conversation_id, helpful: f.helpful === 1, message: f.message, details: parseJson(f.details), time: f.created_at }));
          yield `],"reportShareLinks":${json(links)},"feedback":${json(notes)},"diary":[`;
          // Up to 5,000 entries: written a slice at a time, with a pause between slices.
          const diary = (await listAllDiaryEntries(db, userId)).map(entryOfRow);
          for (let i = 0; i < diary.length; i += DIARY_SLICE) {
            await breathe();
            yield (i > 0 ? "," : "") + diary.slice(i, i + DIARY_SLICE).map(json).join(",");
          }
          yield `],"midas":${json((await listMidas(db, userId)).map(midasOfRow))}}`;
        } finally {
          release();
        }
      }
      // `release` too, for a caller whose client leaves before the first chunk (the generator's finally never runs then).
      return { exportedAt, chunks: chunks(), release };
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
