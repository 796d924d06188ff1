export const diaryKeys = {
  /** Every diary range of a person: what a create, edit or delete makes stale. */
  all: (userId: string) => ["diary", userId] as const,
  range: (userId: string, from: string, to: string) => ["diary", userId, from, to] as const,
  midas: (userId: string) => ["diary-midas", userId] as const,
};

/** The diary's base path for a person. */
export const diaryPath = (userId: string) => `/user/${encodeURIComponent(userId)}/diary`;
