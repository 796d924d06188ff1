import type { Kysely } from "kysely";
import { REPORT_MIDAS_MAX, reportDiary, type DiaryEntry, type ReportDiary } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { listMidasUntil } from "../store/diary-store.ts";
import { midasOfRow } from "./diary-entries.ts";

/**
 * The report's diary section as of `now` (the conversation's last turn): the entries the engine read
 * plus the MIDAS questionnaires made by then, nothing later; undefined when the person kept no diary then.
 */
export async function reportDiaryAsOf(db: Kysely<Database>, userId: string, now: Date, entries: readonly DiaryEntry[]): Promise<ReportDiary | undefined> {
  const midas = (await listMidasUntil(db, userId, now.toISOString(), REPORT_MIDAS_MAX)).map(midasOfRow);
  return reportDiary(entries, midas, now.toISOString().slice(0, 10));
}
