// Separate roots on purpose: invalidating the list after a send must not refetch a history,
// which the conversation screen loads once per id and then keeps up to date itself.
export const chatKeys = {
  list: (userId: string) => ["conversation-list", userId] as const,
  history: (userId: string, conversationId: string) => ["conversation-history", userId, conversationId] as const,
  report: (userId: string, conversationId: string) => ["conversation-report", userId, conversationId] as const,
};
