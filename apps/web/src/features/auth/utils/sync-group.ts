import { MESSAGES } from "@hg/shared/errors";
import { notify } from "@/components/feedback-ui/notifications";
import { ApiError } from "@/lib/api-client";
import { clearStoredGroup, readStoredGroup } from "@/lib/storage";
import { updateGroup } from "../api/update-group";

/**
 * Spec section 4 "Group sync": a group stored from a `?group=` link that differs from the
 * server's is sent to the server, then the local value is cleared. A refusal (4xx) clears it
 * too, or every later sign-in would repeat it; a network or server failure keeps it for next time.
 */
export async function syncStoredGroup(userId: string, serverGroup: string | null): Promise<void> {
  const stored = readStoredGroup();
  if (!stored) return;
  if (stored.toLowerCase() === serverGroup?.toLowerCase()) {
    clearStoredGroup();
    return;
  }
  try {
    await updateGroup(userId, stored);
    clearStoredGroup();
  } catch (error) {
    const detail = error instanceof ApiError ? error.detail : "";
    notify(detail ? `${MESSAGES.groupUpdateFailed}: ${detail}` : MESSAGES.groupUpdateFailed, "error");
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearStoredGroup();
  }
}
