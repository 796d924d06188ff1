import { AppError } from "./app-error.ts";

/** Where a page ended: the (created_at, id) of its last item, the order every paged list uses (newest first). */
export interface PagePosition {
  createdAt: string;
  id: string;
}

// Page cursors are opaque to clients: base64url of "createdAt|id" of the last item shown.
export const encodeCursor = ({ createdAt, id }: PagePosition): string => Buffer.from(`${createdAt}|${id}`).toString("base64url");

/** The position a cursor names; 400 for text this server did not give. */
export function decodeCursor(cursor: string | undefined): PagePosition | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw new AppError("bad_request", "Validation Error: cursor: is not a cursor this server gave");
  return { createdAt, id };
}

/** A page of `rows` fetched with one extra row, and the cursor of the next page (null on the last). */
export function pageOf<T>(rows: T[], limit: number, position: (row: T) => PagePosition): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(position(last)) : null };
}
