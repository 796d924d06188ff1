import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 172 of fresh cases (issue 13): past medical events told as background
// beside today's headache; headaches across the life stages after 45; short one-sided headaches
// and positions, told with everyday times.

describe("round 172", () => {
  it("an event dated by an age closing its clause is long past", () => {
    const told = "reason im asking is i got concussed playing rugby for school at 16, knocked out for a few seconds, off for 3 weeks. been totally fine since";
    expect(flags({ age: 27 }, "tight band headaches for about a year, 6 to 8 days a month", told)).toEqual([]);
    // Today's blackout stays today's.
    expect(flags({ age: 27 }, "I got hit playing rugby this afternoon and was knocked out for a few seconds")).toContain("altered_consciousness");
  });
  it("an event during a treatment long over, closed by 'nothing like that since', is history", () => {
    const old = "During the chemo I fainted one time in the hospital, they said it was the blood pressure. Nothing like that since";
    expect(yes("loss_of_consciousness", old)).toBe(false);
    expect(yes("past_loss_of_consciousness", old)).toBe(true);
    // Without the closing sentence it is not dated.
    expect(yes("loss_of_consciousness", "During the chemo I fainted one time in the hospital.")).toBe(true);
  });
  it("a worry about fainting beside a faint told long past asks nothing new", () => {
    const a = story(null, "migraines for 10 years, 2-3 a month, pounding one side, sick, light and noise", "I fainted giving blood about 8 years ago. Nothing since. My friend said fainting and migraines together could mean something in the brain??");
    expect(a.candidates?.map((c) => c.code) ?? []).not.toContain("altered_consciousness");
    expect(a.urgency).toBe("routine");
  });
  it("the care given for a dated heart attack tells that event's arm numbness, not a deficit now", () => {
    const a = story({ age: 56 }, "had migraines since I was 22", "had a heart attack in august. chest pain + my left arm went numb, they put a stent in.");
    expect(a.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
    // Numbness today is read as today's.
    expect(flags({ age: 56 }, "my left arm went numb this morning with the headache")).toContain("neuro_deficit");
  });
  it("an arm going dead all at once is the deficit's onset, not a thunderclap", () => {
    const f = flags({ age: 63 }, "about 35 minutes ago washing up my left arm just went dead and heavy all at once. theres a mild headache on the right, came on slowly after");
    expect(f).toContain("neuro_deficit");
    expect(f).not.toContain("thunderclap_onset");
  });
  it("migraines 'changed completely' into fewer and weaker is no change of pattern", () => {
    const better = "Since then the migraines changed completely!! Now only 1 or 2 in the month and weaker.";
    expect(yes("pattern_change", better)).toBe(false);
    expect(flags({ chief_complaint: "my migraines changed after pressure medicine", age: 52 }, better)).not.toContain("pattern_change");
    expect(yes("pattern_change", "my migraines have changed completely, now they are much stronger and last days")).toBe(true);
  });
  it("'For about 6 weeks he has headaches' is the span, not a pregnancy; 'at first only sometimes, now almost every day' a worsening", () => {
    const m = "For about 6 weeks he has headaches, at first only sometimes, now almost every day and stronger";
    expect(value("pregnancy_weeks", m)).toBeUndefined();
    expect(value("history_months", m)).toBe(1.4);
    expect(yes("progressive", m)).toBe(true);
  });
  it("'When he lies flat it is worse' is worse lying down", () => {
    expect(yes("worse_lying", "When he lies flat it is worse so he wants to sleep sitting up on pillows.")).toBe(true);
    expect(yes("worse_lying", "When I lie flat it is worse.")).toBe(true);
  });
});
