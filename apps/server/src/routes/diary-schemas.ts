import { z } from "zod";

// The diary routes' path parameters; their answers are @hg/shared/diary-answers.

export const DiaryEntryParamsSchema = z.object({ userId: z.string().min(1), entryId: z.string().min(1).max(64) });
