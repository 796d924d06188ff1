import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assess, nextTurn } from "./index.ts";
import type { RedFlagCode } from "./types.ts";

// Trigger sentences, their negations, and unrelated filler sentences.
const TRIGGERS: Array<[RedFlagCode, string, string]> = [
  ["thunderclap_onset", "It was the worst headache of my life and came on in a second.", "It was not the worst headache of my life and it did not come on suddenly."],
  ["fever_systemic", "I have a fever.", "I don't have a fever."],
  ["meningism", "My neck is really stiff.", "My neck is not stiff."],
  ["neuro_deficit", "My right arm has gone weak.", "My arm has not gone weak."],
  ["seizure", "I had a seizure this morning.", "I have never had a seizure."],
  ["altered_consciousness", "I passed out in the kitchen.", "I did not pass out."],
  ["post_trauma", "I hit my head on a shelf yesterday.", "I didn't hit my head."],
  ["pregnancy_postpartum", "I'm pregnant.", "I'm not pregnant."],
  ["cancer_history", "I had breast cancer two years ago.", "I have never had cancer."],
  ["valsalva_precipitated", "It comes on every time I cough.", "Coughing doesn't make it worse."],
];
const FILLER = ["I work in an office.", "My cat is called Bella.", "I drink two coffees a day.", "I slept badly last week.", "The weather has been warm.", "I like to go walking on weekends."];

const conv = (texts: string[]) => texts.map((content) => ({ role: "user" as const, content }));
const codes = (texts: string[]) => assess(null, conv(texts)).red_flags.map((f) => f.code);

// Each property reads hundreds of fresh conversations (no cache helps): on a loaded 2-core machine
// that takes longer than vitest's default 5 s, which is no measure of anything here.
const HEAVY = { timeout: 60_000 };

describe("engine properties", () => {
  it("adding unrelated sentences never removes a red flag", HEAVY, () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIGGERS), fc.array(fc.constantFrom(...FILLER), { maxLength: 4 }), fc.array(fc.constantFrom(...FILLER), { maxLength: 4 }), ([code, trigger], before, after) => {
        expect(codes([...before, trigger, ...after])).toContain(code);
        expect(codes([[...before, trigger, ...after].join(" ")])).toContain(code);
      }),
      { numRuns: 200 },
    );
  });

  it("negating the trigger sentence removes the red flag", HEAVY, () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIGGERS), fc.array(fc.constantFrom(...FILLER), { maxLength: 3 }), ([code, , negated], filler) => {
        expect(codes([...filler, negated])).not.toContain(code);
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on any string, any conversation, any intake", HEAVY, () => {
    fc.assert(
      fc.property(fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: fc.string({ maxLength: 200 }) }), { maxLength: 6 }), fc.anything(), (messages, intake) => {
        const turn = nextTurn(intake, messages);
        expect(["question", "info", "end"]).toContain(turn.response_type);
        expect(typeof turn.reply).toBe("string");
      }),
      { numRuns: 300 },
    );
    fc.assert(fc.property(fc.anything(), fc.anything(), (intake, messages) => { assess(intake, messages); }), { numRuns: 300 });
  });
});
