import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";

/** Per request through the bridge: the error better-auth hit, which it turns into a bare 500 response. */
export const authErrorScope = new AsyncLocalStorage<{ error?: unknown }>();

/**
 * better-auth's onAPIError.onError: remembers the error for the bridge (so a database outage answers
 * 503, not 500: issue 17 item 5) and logs internal failures by type only (messages may carry emails).
 */
export function onAuthError(log: FastifyBaseLogger) {
  return (error: unknown) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "string" && status !== "INTERNAL_SERVER_ERROR") return;
    const scope = authErrorScope.getStore();
    if (scope) scope.error = error;
    log.error({ err: { type: (error as Error | null)?.name, code: (error as { code?: unknown } | null)?.code } }, "better-auth internal error");
  };
}
