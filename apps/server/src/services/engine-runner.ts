import { nextTurn } from "@hg/clinic";
import type { EngineMessage } from "@hg/shared";

/** Runs the clinical engine's turn: where is for the runner to decide. */
export type DecideTurn = (intake: unknown, messages: EngineMessage[], now: Date | null, emergencyNumbers?: readonly string[]) => Promise<ReturnType<typeof nextTurn>>;

// A turn re-reads the whole conversation. Short ones take well under a millisecond and stay on the
// event loop (a worker hop would cost more than the turn); long ones, which can take hundreds of
// milliseconds, go to a worker thread so one person's long conversation never stalls everyone else.
const LONG_CONVERSATION_CHARS = 20_000;

/** The engine's turn, on the event loop for short conversations and in `worker` for long ones. */
export function createEngineRunner(worker?: { turn: DecideTurn }): DecideTurn {
  return async (intake, messages, now, emergencyNumbers) => {
    const chars = messages.reduce((sum, m) => sum + m.content.length, 0);
    if (worker && chars > LONG_CONVERSATION_CHARS) return worker.turn(intake, messages, now, emergencyNumbers);
    return nextTurn(intake, messages, { now, emergencyNumbers });
  };
}
