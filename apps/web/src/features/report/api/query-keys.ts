export const reportKeys = {
  report: (userId: string, conversationId: string) => ["report", userId, conversationId] as const,
  shared: (token: string) => ["report", "shared", token] as const,
  shares: (userId: string) => ["report-shares", userId] as const,
};
