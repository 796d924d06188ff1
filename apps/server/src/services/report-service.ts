import type { Kysely } from "kysely";
import { buildReport } from "@hg/clinic";
import { recentDiary } from "./diary-entries.ts";
import { reportDiaryAsOf } from "./report-diary.ts";
import { SHARE_PASSCODE_MAX_FAILURES, type CreateReportShareBody, type Report, type ReportShare, type ReportShareCreated } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { findEngineIntake } from "./engine-intake.ts";
import { findProfile } from "../store/profile-store.ts";
import {
  deleteReportShare,
  findReportShare,
  insertReportShareWithinCap,
  listActiveReportSharesPage,
  recordPasscodeView,
  recordReportView,
  reservePasscodeAttempt,
  type ReportShareRow,
} from "../store/report-share-store.ts";
import { hashPassword, verifyPassword } from "../auth/password-hash.ts";
import type { ChatService } from "./chat-service.ts";
import { newShareToken, shareTokenId } from "./share-token.ts";
import { AppError } from "./app-error.ts";
import { decodeCursor, pageOf } from "./page-cursor.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// Creating links is cheap for us and a spray of them is a leak risk: a generous daily cap per person.
const MAX_SHARES_PER_DAY = 50;

const DEAD_LINK = "This report link has expired or was revoked";

/** What opening a share link gives: the report, or the passcode question (again, after a wrong one). */
export type SharedReportAccess =
  | { status: "open"; report: Report }
  | { status: "passcode_required" }
  | { status: "wrong_passcode"; remainingAttempts: number };

const isLive = (share: ReportShareRow | undefined, now: string): share is ReportShareRow =>
  share !== undefined && share.expires_at > now && share.failed_passcode_attempts < SHARE_PASSCODE_MAX_FAILURES;

/** What the owner sees of a link (the list, the export): never the passcode's hash. */
export const listedShare = (r: ReportShareRow): ReportShare => ({
  id: r.id,
  conversationId: r.conversation_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  views: r.view_count,
  lastViewedAt: r.last_viewed_at,
  label: r.label,
  passcodeRequired: r.passcode_hash !== null,
});

export interface ReportServiceDeps {
  db: Kysely<Database>;
  chat: Pick<ChatService, "getConversationWithMessages">;
  clock: () => Date;
  publicUrl: string;
  /** Builds the report; a worker-thread pool in the app (issue 17 item 2), @hg/clinic's buildReport inline by default. */
  build?: (...args: Parameters<typeof buildReport>) => Promise<ReturnType<typeof buildReport>>;
}

/** Reports (CLINICAL.md) assembled from the stored conversation and the intake in force when it started; share links. */
export function createReportService({ db, chat, clock, publicUrl, build = async (...args) => buildReport(...args) }: ReportServiceDeps) {
  async function assemble(userId: string, conversationId: string): Promise<Report> {
    const { conversation, messages, transcript } = await chat.getConversationWithMessages(userId, conversationId);
    // The intake the engine read at the conversation's last turn, read the same way as in the chat.
    // The diary as it stood then too: the 90 days up to the conversation's last turn (issue 19).
    const [intake, profile, diary] = await Promise.all([
      findEngineIntake(db, userId, conversation.updated_at),
      findProfile(db, userId),
      recentDiary(db, userId, new Date(conversation.updated_at)),
    ]);
    // Time words in the conversation ("since March") are read as of its last message, not as of today.
    const [report, diarySection] = await Promise.all([
      build({ conversationId, intake, messages, generatedAt: clock().toISOString() }, { now: conversation.updated_at, diary }),
      // The calendar, figures and MIDAS a doctor reads beside the summary; absent when no diary was kept.
      reportDiaryAsOf(db, userId, new Date(conversation.updated_at), diary),
    ]);
    // The name goes on every page of the printed report, as a doctor expects; guests have none.
    // The clinic's report plus the name is the shared report JSON (checked in report-formats/report-json.test.ts);
    // the transcript is the stored messages as the API speaks them (ids, times, the questions asked and the chips tapped).
    return {
      ...report,
      patient: { ...report.patient, name: profile?.name || null },
      transcript,
      ...(diarySection === undefined ? {} : { diary: diarySection }),
    };
  }

  return {
    getReport: assemble,

    async createShare(userId: string, conversationId: string, options: CreateReportShareBody): Promise<ReportShareCreated> {
      await chat.getConversationWithMessages(userId, conversationId);
      const now = clock();
      const token = newShareToken();
      const expiresAt = new Date(now.getTime() + options.expiresInDays * DAY_MS).toISOString();
      // The same scrypt as account passwords (docs/decisions/011): only the hash is kept.
      const passcodeHash = options.passcode === undefined ? null : await hashPassword(options.passcode);
      const row = {
        id: shareTokenId(token),
        user_id: userId,
        conversation_id: conversationId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        label: options.label ?? null,
        passcode_hash: passcodeHash,
      };
      // Counted and inserted under a per-user lock, so concurrent requests cannot pass the cap together (issue 17 item 9).
      const result = await insertReportShareWithinCap(db, row, new Date(now.getTime() - DAY_MS).toISOString(), MAX_SHARES_PER_DAY);
      if (!result.inserted) {
        const freeAt = new Date(result.oldestCreatedAt).getTime() + DAY_MS;
        throw new AppError("rate_limited", `At most ${MAX_SHARES_PER_DAY} share links a day; revoke or wait before creating more`).retryAfter((freeAt - now.getTime()) / 1000);
      }
      return { token, url: `${publicUrl}/r/${token}`, expiresAt, label: row.label, passcodeRequired: passcodeHash !== null };
    },

    /** A page of live links, newest first; `nextCursor` fetches the next page (null on the last). */
    async listShares(userId: string, page: { limit: number; cursor?: string | undefined } = { limit: 100 }): Promise<{ shares: ReportShare[]; nextCursor: string | null }> {
      const rows = await listActiveReportSharesPage(db, userId, clock().toISOString(), { limit: page.limit + 1, after: decodeCursor(page.cursor) }, SHARE_PASSCODE_MAX_FAILURES);
      const { items, nextCursor } = pageOf(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }));
      return { shares: items.map(listedShare), nextCursor };
    },

    /** Revokes by the token itself or by the id the list shows. */
    async revokeShare(userId: string, tokenOrId: string): Promise<void> {
      const deleted = (await deleteReportShare(db, userId, shareTokenId(tokenOrId))) || (await deleteReportShare(db, userId, tokenOrId));
      if (deleted === 0) throw new AppError("not_found", "No active share link with that token");
    },

    /**
     * The report behind a share token (API.md "Report sharing"). 404 for an unknown, revoked, expired or
     * disabled link. A link with a passcode asks for it; each wrong one is counted, and the last allowed
     * disables the link for good. Each view is counted (time only).
     */
    async openSharedReport(token: string, passcode: string | undefined): Promise<SharedReportAccess> {
      const share = await findReportShare(db, shareTokenId(token));
      const now = clock().toISOString();
      if (!isLive(share, now)) throw new AppError("not_found", DEAD_LINK);
      if (share.passcode_hash === null) {
        await recordReportView(db, share.id, now);
      } else {
        // No passcode sent is a question, not a guess: nothing is counted.
        if (passcode === undefined) return { status: "passcode_required" };
        // Counted before the check, so parallel guesses cannot pass the limit together.
        const attempts = await reservePasscodeAttempt(db, share.id, SHARE_PASSCODE_MAX_FAILURES);
        if (attempts === null) throw new AppError("not_found", DEAD_LINK);
        if (!(await verifyPassword({ hash: share.passcode_hash, password: passcode }))) {
          return { status: "wrong_passcode", remainingAttempts: SHARE_PASSCODE_MAX_FAILURES - attempts };
        }
        await recordPasscodeView(db, share.id, now);
      }
      return { status: "open", report: await assemble(share.user_id, share.conversation_id) };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
