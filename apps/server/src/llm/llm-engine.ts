import { RULES_VERSION } from "@hg/clinic";
import type { LanguageModelUsage } from "ai";
import { decidedTurn, type ChatEngine, type EngineTurn, type TokenUsage, type TurnOptions } from "../services/chat-engine.ts";
import type { ConfiguredModel } from "./provider.ts";
import { enginePhrasing, planReply, type ReplyPlan } from "./reply-plan.ts";
import { checkReply, checkSentence, type RuleViolation } from "./reply-rules.ts";
import { buildSystemPrompt, modelMessages } from "./prompt.ts";
import { callModel, failureKind } from "./model-call.ts";
import { createSentenceGate } from "./sentence-gate.ts";
import { createShownText, type ShownText } from "../services/shown-text.ts";
import type { EngineMessage } from "@hg/shared";
import { createEngineRunner, type DecideTurn } from "../services/engine-runner.ts";

/** Why the engine's phrasing was used instead of the model's. */
export type FallbackReason = "rule" | "timeout" | "error" | "malformed";

export interface LlmEngineDeps extends ConfiguredModel {
  timeoutMs: number;
  /** Runs the clinical engine's turn (on the event loop or in a worker); the engine itself by default. */
  decide?: DecideTurn;
  /** Receives counts only: never a reply, a prompt or anything the person said. */
  log: { warn: (fields: Record<string, unknown>, message: string) => void };
}

type Outcome = { kind: "ok" } | { kind: "aborted" } | { kind: "fallback"; reason: FallbackReason; rule?: RuleViolation };

const toUsage = (u: LanguageModelUsage | undefined, model: string): TokenUsage | undefined =>
  u ? { inputTokens: u.inputTokens ?? null, outputTokens: u.outputTokens ?? null, model } : undefined;

/**
 * The LLM assistant path (issue 9): the clinical engine decides the turn, a model phrases it, code
 * checks the phrasing. Urgency, response type and suggestions always come from the engine; the
 * engine's fixed safety text is shown first; any broken rule, error or timeout falls back to the
 * engine's own phrasing.
 */
export function createLlmEngine(deps: LlmEngineDeps): ChatEngine & { fallbacks: () => Record<FallbackReason, number> } {
  const decide = deps.decide ?? createEngineRunner();
  const counts: Record<FallbackReason, number> = { rule: 0, timeout: 0, error: 0, malformed: 0 };

  async function phrase(plan: ReplyPlan, history: EngineMessage[], writer: ShownText, options: TurnOptions) {
    const own = new AbortController();
    const timeout = AbortSignal.timeout(deps.timeoutMs);
    const signal = AbortSignal.any([own.signal, timeout, ...(options.signal ? [options.signal] : [])]);
    const gate = createSentenceGate();
    let said = "";
    let usage: LanguageModelUsage | undefined;
    const show = (sentence: string): RuleViolation | null => {
      const broken = checkSentence(sentence, plan.turn.urgency);
      if (broken) return broken;
      said = said === "" ? sentence : `${said} ${sentence}`;
      writer.append(sentence);
      return null;
    };
    const outcome = async (): Promise<Outcome> => {
      try {
        const parts = callModel({ model: deps.model, instructions: buildSystemPrompt(plan), messages: modelMessages(history), signal, stream: options.onText !== undefined });
        for await (const part of parts) {
          if (part.type === "usage") {
            usage = part.usage;
            continue;
          }
          for (const sentence of gate.push(part.text)) {
            const broken = show(sentence);
            if (broken) return { kind: "fallback", reason: "rule", rule: broken };
          }
        }
        const rest = gate.flush();
        const broken = (rest === "" ? null : show(rest)) ?? checkReply(said, plan);
        if (broken === "empty") return { kind: "fallback", reason: "malformed" };
        if (broken) return { kind: "fallback", reason: "rule", rule: broken };
        return { kind: "ok" };
      } catch (error) {
        if (options.signal?.aborted) return { kind: "aborted" };
        if (timeout.aborted) return { kind: "fallback", reason: "timeout" };
        return { kind: "fallback", reason: failureKind(error) };
      } finally {
        // Stops the model call when we leave early (a broken rule), so no tokens are spent on text nobody sees.
        own.abort();
      }
    };
    return { outcome: await outcome(), usage: toUsage(usage, deps.modelId) };
  }

  return {
    describe: { provider: deps.provider, model: deps.modelId },
    fallbacks: () => ({ ...counts }),

    async nextTurn(intake, messages, options = {}): Promise<EngineTurn> {
      const turn = await decide(intake, messages, { now: options.now ?? null, emergencyNumbers: options.emergencyNumbers, diary: options.diary });
      // Everything but the words is the engine's: urgency, the question asked and its quick replies.
      const { response: _engineWords, ...decided } = decidedTurn(turn, RULES_VERSION);
      const plan = planReply(turn, messages.filter((m) => m.role === "assistant").length);
      const writer = createShownText(options.onText);
      // The engine's own safety text goes out before the model is even asked.
      writer.append(plan.fixed);
      if (plan.mode === "engine") return { ...decided, response: writer.text };

      const { outcome, usage } = await phrase(plan, messages, writer, options);
      const own = enginePhrasing(plan);
      const withUsage = usage ? { usage } : {};
      if (outcome.kind === "ok") return { ...decided, response: writer.text, ...withUsage };
      // The person left: the chat service stores what they saw; nothing more to show.
      if (outcome.kind === "aborted") return { ...decided, response: own, ...withUsage };
      counts[outcome.reason] += 1;
      deps.log.warn({ llmFallback: outcome.reason, rule: outcome.rule, count: counts[outcome.reason] }, "LLM reply replaced by the engine's phrasing");
      writer.settle(own);
      return { ...decided, response: own, ...withUsage };
    },
  };
}
