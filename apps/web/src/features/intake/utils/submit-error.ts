import { INTAKE_SUBMIT_MESSAGES as S } from "@hg/shared/intake-messages";
import { ApiError } from "@/lib/api-client";

/** The message of spec section 8 for a failed intake submit (or fetch). */
export function intakeSubmitErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return S.network;
  if (error.status === 0) return S.network;
  if (error.status === 400) {
    const detail = error.detail.trim();
    if (!detail) return S.validationFallback;
    return detail.startsWith("Validation Error") ? detail : S.validation(detail);
  }
  if (error.status === 401) return S.auth;
  if (error.status >= 500) return S.server;
  return S.api(error.status, error.detail);
}
