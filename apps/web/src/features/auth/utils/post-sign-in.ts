import type { UserProfile } from "@hg/shared/user";
import { isProtectedPath, paths } from "@/config/paths";
import { notify } from "@/components/feedback-ui/notifications";
import type { AuthIntent } from "@/lib/auth-intent";
import { clearPendingFirstMessage, readNewSignupFlag, readPendingFirstMessage } from "@/lib/storage";
import { createConversation } from "@/lib/create-conversation";
import { findUser } from "../api/get-user";
import { hasIntake } from "../api/has-intake";
import { syncStoredGroup } from "./sync-group";

export type PostSignInDeps = {
  findUser: (userId: string) => Promise<UserProfile | null>;
  hasIntake: (userId: string) => Promise<boolean>;
  createFirstConversation: (userId: string, text: string) => Promise<string>;
  syncGroup: (userId: string, serverGroup: string | null) => Promise<void>;
};

// Spec section 2: "After login, if a first message is pending, a conversation is created".
const createFirstConversation = async (userId: string, text: string) =>
  (await createConversation({ userId, user_input: text, client_message_id: crypto.randomUUID() })).conversationId;

const defaultDeps: PostSignInDeps = { findUser, hasIntake, createFirstConversation, syncGroup: syncStoredGroup };

/**
 * Where a signed-in (non-anonymous) person goes next: the redirect order of spec section 2.
 * 1. new sign-up (flag) or no profile yet (Google new user; a 404 for a password account) -> /user-details
 * 2. a pending first message -> a new conversation -> /chat/{id}
 * 3. a pending conversationId -> /chat/{id}
 * 4. an existing user -> /chat (or the protected page that sent them here)
 * 5. otherwise the stored intake decides: /chat if there is one, else (or on failure) /intake.
 * `afterDetails` skips step 1 once /user-details has saved the profile.
 */
export async function resolvePostSignInPath(
  input: { userId: string; intent: AuthIntent; afterDetails?: boolean },
  deps: PostSignInDeps = defaultDeps,
): Promise<string> {
  const { userId, intent } = input;
  let existing = false;
  if (!input.afterDetails) {
    let profile: UserProfile | null | undefined;
    try {
      profile = await deps.findUser(userId);
    } catch {
      profile = undefined; // unknown: fall through to the intake check
    }
    if (profile) await deps.syncGroup(userId, profile.group);
    if (readNewSignupFlag() || profile === null) return paths.userDetails.getHref();
    existing = profile !== undefined;
  }

  const pending = readPendingFirstMessage();
  if (pending) {
    try {
      const conversationId = await deps.createFirstConversation(userId, pending);
      clearPendingFirstMessage();
      return paths.conversation.getHref(conversationId);
    } catch (error) {
      notify(error instanceof Error ? error.message : "We couldn't share your message. Please send it again.", "error");
    }
  }
  if (intent.conversationId) return paths.conversation.getHref(intent.conversationId);
  if (existing) return intent.from && isProtectedPath(intent.from) ? intent.from : paths.chat.getHref();
  return (await deps.hasIntake(userId)) ? paths.chat.getHref() : paths.intake.getHref();
}
