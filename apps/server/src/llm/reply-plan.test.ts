import { describe, expect, it } from "vitest";
import { DISCLAIMER, EMERGENCY_LINE, nextTurn } from "@hg/clinic";
import { enginePhrasing, planReply, questionOf } from "./reply-plan.ts";
import { createSentenceGate } from "./sentence-gate.ts";
import { createShownText } from "../services/shown-text.ts";
import type { TextEvent } from "../services/chat-engine.ts";

const first = (text: string) => planReply(nextTurn(null, [{ role: "user", content: text }]), 0);

describe("planReply", () => {
  it("keeps an emergency entirely to the engine", () => {
    const plan = first("Worst headache of my life, it came on in seconds like a thunderclap");
    expect(plan.mode).toBe("engine");
    expect(plan.fixed.startsWith(EMERGENCY_LINE)).toBe(true);
  });

  it("puts the urgent advice first, then the engine's opening with the disclaimer, and finds the question", () => {
    const plan = first("I have a headache and my jaw aches when I chew, I'm 70");
    expect(plan.mode).toBe("model");
    expect(plan.fixed.startsWith("Because you mentioned jaw pain")).toBe(true);
    expect(plan.fixed.endsWith(DISCLAIMER)).toBe(true);
    expect(plan.question).toMatch(/^[A-Z][^.!?]*\?$/);
    expect(enginePhrasing(plan).endsWith(plan.question ?? "")).toBe(true);
  });

  it("gives a routine first turn the engine's own reply as its fallback", () => {
    const turn = nextTurn(null, [{ role: "user", content: "I get headaches" }]);
    expect(enginePhrasing(planReply(turn, 0))).toBe(turn.reply);
  });

  it("takes the last question sentence of a reply", () => {
    expect(questionOf("Got it. Thanks. How long does one headache last?")).toBe("How long does one headache last?");
    expect(questionOf("No question here.")).toBeNull();
  });
});

describe("sentence gate and text writer", () => {
  it("releases only complete sentences, normalising spaces", () => {
    const gate = createSentenceGate();
    expect(gate.push("Thank you")).toEqual([]);
    expect(gate.push(" for that.  How long")).toEqual(["Thank you for that."]);
    expect(gate.push(" does it last?")).toEqual([]);
    expect(gate.flush()).toBe("How long does it last?");
  });

  it("appends as deltas and replaces only when the final text does not continue what was shown", () => {
    const events: TextEvent[] = [];
    const writer = createShownText((e) => events.push(e));
    writer.append("Hello.");
    writer.settle("Hello. How are you?");
    writer.settle("Something else.");
    expect(events).toEqual([
      { kind: "delta", text: "Hello." },
      { kind: "delta", text: " How are you?" },
      { kind: "replace", text: "Something else." },
    ]);
  });
});
