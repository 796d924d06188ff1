export const feedbackKeys = {
  /** The rating a person already gave a conversation. */
  given: (userId: string, conversationId: string) => ["conversation-feedback", userId, conversationId] as const,
};
