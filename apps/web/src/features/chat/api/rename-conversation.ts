import type { ConversationSummary } from "@hg/shared/conversation";
import { MESSAGES } from "@hg/shared/errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@/components/feedback-ui/notifications";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

export const CONVERSATION_TITLE_MAX = 120;

/** The server's rule for a title (trimmed, 1-120 characters, one line), in the person's words. */
export const ConversationTitleSchema = z
  .string()
  .trim()
  .min(1, "Enter a title")
  .max(CONVERSATION_TITLE_MAX, `Keep the title to ${CONVERSATION_TITLE_MAX} characters or fewer`)
  .transform((title) => title.replace(/\s+/g, " "));

const RenamedSchema = z.object({ conversationId: z.string(), title: z.string() });

type RenameInput = { userId: string; conversationId: string; title: string };

/** `PATCH /api/conversation/user/{userId}/conversation/{conversationId}` with `{title}`. */
export async function renameConversation({ userId, conversationId, title }: RenameInput): Promise<z.infer<typeof RenamedSchema>> {
  const answer = await api.request(`/conversation/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`, {
    method: "PATCH",
    body: { title },
  });
  return RenamedSchema.parse(answer);
}

function setTitle(list: ConversationSummary[] | undefined, conversationId: string, title: string, onlyIf?: string) {
  return list?.map((c) => (c.conversationId === conversationId && (onlyIf === undefined || c.title === onlyIf) ? { ...c, title } : c));
}

/**
 * Renames at once in the list (and so in the header, which reads it); on failure the old title
 * comes back with an error notice. The callbacks live on the mutation, not on `mutate`, so they
 * run although the dialog that started it has closed.
 */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onMutate: async ({ userId, conversationId, title }) => {
      const key = chatKeys.list(userId);
      // A list fetched before the rename must not land on top of it.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ConversationSummary[]>(key)?.find((c) => c.conversationId === conversationId)?.title;
      queryClient.setQueryData<ConversationSummary[]>(key, (list) => setTitle(list, conversationId, title));
      return { previous };
    },
    onError: (error, { userId, conversationId, title }, context) => {
      // Only this title goes back, and only if nothing renamed it again meanwhile.
      const previous = context?.previous;
      if (previous !== undefined) queryClient.setQueryData<ConversationSummary[]>(chatKeys.list(userId), (list) => setTitle(list, conversationId, previous, title));
      notify(`The conversation was not renamed: ${error.message || MESSAGES.somethingWentWrong}`, "error");
    },
    onSettled: (_answer, _error, { userId }) => queryClient.invalidateQueries({ queryKey: chatKeys.list(userId), exact: true }),
  });
}
