// Separate roots on purpose: invalidating the list after a send must not refetch a history,
// which the conversation screen loads once per id and then keeps up to date itself.
export const chatKeys = {
  list: (userId: string) => ["conversation-list", userId] as const,
  history: (userId: string, conversationId: string) => ["conversation-history", userId, conversationId] as const,
  // The report feature's key (features/report/api/query-keys.ts): removed here when its conversation goes.
  report: (userId: string, conversationId: string) => ["report", userId, conversationId] as const,
};
