import type { FastifyInstance } from "fastify";
import type { AccountService } from "./account-service.ts";

/** Runs the idle-guest sweep once the server is listening and then every `intervalHours` (0: never). */
export function scheduleGuestCleanup(app: FastifyInstance, accounts: Pick<AccountService, "removeIdleGuests">, intervalHours: number): void {
  if (intervalHours <= 0) return;
  const sweep = () =>
    accounts.removeIdleGuests().catch((error: unknown) => app.log.error({ err: { type: (error as Error)?.name } }, "idle guest sweep failed"));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onListen", async () => {
    void sweep();
    timer = setInterval(sweep, intervalHours * 60 * 60 * 1000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
