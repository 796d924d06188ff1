import type { DiaryCreate, DiaryEntry } from "@hg/shared/diary";
import { api } from "@/lib/api-client";
import { DiaryEntrySchema } from "@hg/shared/diary-answers";
import { diaryPath } from "./query-keys";

/**
 * `POST /api/user/{userId}/diary`: 201 with the new entry, or 200 with the first one when the same
 * `clientId` was sent before, so resending after a lost answer never doubles an attack. Callers go
 * through the outbox (hooks/use-diary-outbox.ts), which keeps the body until the server has it.
 */
export async function createDiaryEntry(userId: string, body: DiaryCreate): Promise<DiaryEntry> {
  return DiaryEntrySchema.parse(await api.post(diaryPath(userId), body));
}
