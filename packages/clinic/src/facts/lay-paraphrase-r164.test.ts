import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 164 of fresh cases (issue 13): the decisive fact told late or put
// right at the end; symptoms told through culture-bound idioms; carers telling the headache of
// someone who cannot, through behaviour and a baseline.

describe("round 164", () => {
  it("'had her by c section with a spinal on the 22nd' is the typist's birth, dated", () => {
    const a = story({ age: 29, sex: "female" }, "I have had a headache for 4 days now", "had her by c section with a spinal on the 22nd");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
  });
  it("'Same as usual' taken back: 'actually not the same, now that I think of it'", () => {
    expect(yes("pattern_change", "Well... actually not the same, now that I think of it. The last 3 weeks it has been every day")).toBe(true);
  });
  it("'thats never happened with my migraines before' is a change in attacks long had", () => {
    expect(yes("pattern_change", "my partner just said my smile looks lopsided on the left side. thats never happened with my migraines before")).toBe(true);
  });
  it("the cold 'went in a week' is a fever over", () => {
    const f = flags({ age: 22, sex: "male" }, "He had a cold that week with a bit of a temp, the cold went in a week but the headache never went");
    expect(f).not.toContain("fever_systemic");
  });
  it("head-banging 'when she is overwhelmed, since she was small' is her way, not a knock", () => {
    expect(flags({ age: 14, sex: "female" }, "She does bang her head on the wall when she is overwhelmed, she has done it since she was small, but during these ones she doesnt bang at all")).not.toContain("post_trauma");
  });
  it("a known epilepsy's usual seizures, and wetting alone, are no new seizure", () => {
    expect(yes("seizure", "Her seizures are the same as always, couple of little ones a week, nothing different.")).toBe(false);
    expect(yes("seizure", "and shes wet herself at work twice, shes been dry since she was 4")).toBe(false);
    expect(yes("seizure", "she went stiff and shaking and wet herself")).toBe(true);
  });
  it("'writing about Darnell 41' names the patient, and '2 other residents are off too' by a furnace is carbon monoxide", () => {
    const a = story({ age: 41, sex: "male" }, "im a support worker at a group home. writing about Darnell 41 he has Downs. this morning hes holding his head with both hands", "he threw up twice and hes real sleepy, keeps nodding off at the breakfast table, and he called me by his moms name which he never does", "thing is 2 other residents are off too. i have a pounding headache myself", "furnace has been running nonstop since the cold snap started monday");
    expect(a.urgency).toBe("emergency");
    expect((a.hazards ?? []).map((h) => h.code)).toContain("carbon_monoxide");
  });
  it("'keeps saying I've got mummy's tumour' is a fear, and 'gets muddled explaining things' her usual way", () => {
    expect(yes("cancer", "Thandi keeps saying 'I've got mummy's tumour'.")).toBe(false);
    expect(yes("confusion", "She can talk but gets muddled explaining things, so Im typing with her here")).toBe(false);
  });
  it("'At work I feel fine, by lunchtime it's gone' is better away from home, not better for being up", () => {
    expect(yes("worse_lying", "At work I feel fine honestly, by lunchtime it's gone.")).toBe(false);
    expect(yes("better_away", "At work I feel fine honestly, by lunchtime it's gone.")).toBe(true);
  });
  it("'he wasnt never a headache man' and 'I never was one for headaches' tell a new headache", () => {
    expect(yes("new_headache", "he wasnt never a headache man.")).toBe(true);
    expect(yes("new_headache", "I never was one for headaches my whole life, not even when the kids was little.")).toBe(true);
  });
  it("a pain chart pointed at 10 is an extreme pain", () => {
    expect(yes("extreme_pain", "On the pain chart from the stroke unit he pointed at 10, the crying face.")).toBe(true);
  });
  it("'her walking has gone funny, feet wider apart and wobbly' is an unsteady gait", () => {
    expect(yes("ataxia", "her walking has gone funny, feet wider apart and wobbly, she tripped on the kerb twice this week.")).toBe(true);
  });
  it("HIV with its tablets stopped is immunity weaker now, not a treatment over", () => {
    expect(yes("immunosuppressed", "I am HIV positive since 2019 but I stopped the tablets maybe 8 months ago")).toBe(true);
    expect(yes("immunosuppressed", "I was on prednisolone for a few days in 2019, stopped it years ago")).toBe(false);
  });
});
