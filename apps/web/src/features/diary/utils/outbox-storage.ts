import { DiaryCreateSchema, type DiaryCreate } from "@hg/shared/diary";
import { z } from "zod";
import { STORAGE_KEYS, readJson, removeItem, writeJson } from "@/lib/storage";

// Entries logged but not yet confirmed by the server live on the device until they are: a closed
// tab or a dead battery mid-attack must not lose them. Sign-out removes the key (lib/storage.ts).

const StoredSchema = z.array(z.object({ userId: z.string(), body: DiaryCreateSchema }));

const readAll = () => readJson(STORAGE_KEYS.diaryOutbox, StoredSchema) ?? [];

/** The unconfirmed entries of one person, oldest first. */
export const readOutbox = (userId: string): DiaryCreate[] => readAll().filter((i) => i.userId === userId).map((i) => i.body);

/** Replaces one person's unconfirmed entries (others' stay). */
export function writeOutbox(userId: string, bodies: readonly DiaryCreate[]): void {
  const next = [...readAll().filter((i) => i.userId !== userId), ...bodies.map((body) => ({ userId, body }))];
  if (next.length === 0) removeItem(STORAGE_KEYS.diaryOutbox);
  else writeJson(STORAGE_KEYS.diaryOutbox, next);
}
