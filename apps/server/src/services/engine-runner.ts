import { nextTurn } from "@hg/clinic";
import type { DiaryEntry, EngineMessage } from "@hg/shared";

/** What a turn is decided against besides the conversation: the moment, the region's emergency numbers, the person's diary. */
export interface TurnContext {
  now: Date | null;
  emergencyNumbers?: readonly string[] | undefined;
  diary?: readonly DiaryEntry[] | undefined;
}

/** Runs the clinical engine's turn: where is for the runner to decide. */
export type DecideTurn = (intake: unknown, messages: EngineMessage[], context: TurnContext) => Promise<ReturnType<typeof nextTurn>>;

// A turn re-reads the whole conversation. Short ones take well under a millisecond and stay on the
// event loop (a worker hop would cost more than the turn); long ones, which can take hundreds of
// milliseconds, go to a worker thread so one person's long conversation never stalls everyone else.
const LONG_CONVERSATION_CHARS = 20_000;

/** The engine's turn, on the event loop for short conversations and in `worker` for long ones. */
export function createEngineRunner(worker?: { turn: DecideTurn }): DecideTurn {
  return async (intake, messages, context) => {
    const chars = messages.reduce((sum, m) => sum + m.content.length, 0);
    if (worker && chars > LONG_CONVERSATION_CHARS) return worker.turn(intake, messages, context);
    return nextTurn(intake, messages, context);
  };
}
