import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";

const run = (text: string, intake: unknown = null) => assess(intake, [{ role: "user", content: text }]);

describe("red flags and urgency", () => {
  it.each([
    ["sudden explosive headache, worst ever", null, "thunderclap_onset", "emergency"],
    ["fever and my neck is stiff", null, "meningism", "emergency"],
    ["my arm went weak an hour ago", null, "neuro_deficit", "emergency"],
    ["I hit my head yesterday and I'm on warfarin", null, "post_trauma", "emergency"],
    ["I hit my head yesterday", null, "post_trauma", "urgent"],
    ["new headaches for a month", { age: 66 }, "new_onset_over_50", "urgent"],
    ["worse when I stand up, gone when I lie flat", null, "positional", "urgent"],
    ["my jaw aches when I chew", { age: 75 }, "jaw_claudication_gca", "urgent"],
    ["I take sumatriptan 12 days a month", null, "medication_overuse", "routine"],
  ])("%s -> %s (%s)", (text, intake, code, urgency) => {
    const a = run(text, intake);
    expect(a.red_flags.map((f) => f.code)).toContain(code);
    expect(a.urgency).toBe(urgency);
  });

  it("treats a recurring, fully reversible spreading tingle as aura, not a deficit", () => {
    const a = run("my hand tingles and it spreads up my arm over 10 minutes, then goes away and the headache starts. it has happened many times");
    expect(a.red_flags).toEqual([]);
  });

  it("lets a later message correct an earlier one", () => {
    const a = assess(null, [{ role: "user", content: "I think I passed out" }, { role: "user", content: "sorry, I didn't pass out at all" }]);
    expect(a.red_flags).toEqual([]);
  });

  it("does not flag pregnancy for a man talking about his wife", () => {
    expect(run("my wife is pregnant and I have tension headaches", { sex: "male" }).red_flags).toEqual([]);
  });
});
