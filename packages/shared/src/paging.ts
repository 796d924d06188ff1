import { z } from "zod";

/** `?limit&cursor` of a paged list: pass a page's `nextCursor` back as `cursor` for the next one. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be 1 to 100").max(100, "limit must be 1 to 100").default(50),
  cursor: z.string().max(300, "cursor is not a cursor this server gave").optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
