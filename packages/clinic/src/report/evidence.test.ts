import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../types.ts";
import { readableEvidence } from "./evidence.ts";

// Evidence as the doctor reads it: a label and a value for the intake, verbatim quotes for chat.

const messages: ChatMessage[] = [
  { role: "user", content: "ThrobBing, LEFT side" },
  { role: "assistant", content: "Any of these?" },
  { role: "user", content: "Eye watering, Runny nose" },
];
const intake = { headache_history: { moderate_days: 10, sidedness: "always_right", assoc_symptoms: ["photophobia"], aura_symptoms: ["none"] } };

describe("readable evidence", () => {
  it("quotes the intake value with its label, never the field path", () => {
    expect(readableEvidence('intake headache_history.moderate_days: "headache_history.moderate_days"', intake, messages)).toBe("Intake: moderate days per month: 10");
    expect(readableEvidence('intake headache_history.sidedness: "sidedness always_right"', intake, messages)).toBe("Intake: side: Always right");
    expect(readableEvidence('intake headache_history.aura_symptoms: "no aura"', intake, messages)).toBe("Intake: aura: None");
    expect(readableEvidence('intake headache_history.assoc_symptoms: "nausea not ticked"', intake, messages)).toBe("Intake: symptoms with the headache: nausea not ticked");
  });

  it("keeps chat verbatim, numbered among the person's own messages, and joins chips of one answer", () => {
    expect(readableEvidence('message 1: "ThrobBing, LEFT side"', intake, messages)).toBe('Chat (their message 1): "ThrobBing, LEFT side"');
    const two = 'message 3: "Eye watering (answer to: Any of these?)"; message 3: "Runny nose (answer to: Any of these?)"';
    expect(readableEvidence(two, intake, messages)).toBe('Answer (their message 2): "Eye watering", "Runny nose" to "Any of these?"');
    // A quote cut at 140 characters loses the closing bracket; it is still read as an answer.
    expect(readableEvidence('message 3: "Yes (answer to: Before or during a headache, do you see zigzag lines..."', intake, messages)).toBe('Answer (their message 2): "Yes" to "Before or during a headache, do you see zigzag lines..."');
  });

  it("keeps other text as it is", () => {
    expect(readableEvidence("Over the ICHD-3 8.2 limit: triptans on 12 days/month (limit 10).", intake, messages)).toBe("Over the ICHD-3 8.2 limit: triptans on 12 days/month (limit 10).");
  });
});
