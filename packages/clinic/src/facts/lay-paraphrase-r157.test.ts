import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { flags, story, user, yes } from "./reading.test-helpers.ts";

// Categories found by round 157 of fresh cases (issue 13): pasted letters, discharge summaries, drug
// cards and diaries; pain first blamed on teeth, sinuses, ears or eyes; the boundaries of urgency.

describe("round 157", () => {
  it("a pasted instruction listing warning signs is no symptom; 'making sense and knows what's going on' takes back a fog", () => {
    const a = flags({ age: 19, sex: "male" }, "here's what the ER gave us:\nReturn to the ER right away for: worsening headache, repeated vomiting, confusion, seizure, weakness or numbness, slurred speech", "he got checked into the boards, hit the side of his helmet, didn't black out. headache every day since then", "he feels foggy and slow, sleeping more than usual", "no throwing up, no weakness, he's making sense and knows what's going on");
    expect(a).toContain("post_trauma");
    expect(a).not.toContain("seizure");
    expect(a).not.toContain("altered_consciousness");
  });
  it("a birth told by its date in the last six weeks is postpartum", () => {
    // Eight days after the birth.
    const a = assess({ age: 29, sex: "female", menstrual_hormonal_history: "had baby 25 Nov" }, user("So the headache started last night and it's just got worse and worse, honestly the worst I've ever had"), { now: "2026-12-03T19:50:00Z" });
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
  });
  it("'started last night and just got worse and worse' is a build, no thunderclap", () => {
    expect(yes("gradual_onset", "the headache started last night and it's just got worse and worse")).toBe(true);
  });
  it("a steroid course over leaves the chemotherapy's immunosuppression", () => {
    expect(flags({ age: 67, sex: "male" }, "I am typing for my husband. He is on chemo for bowel cancer", "Temp was 38.9 at 6 this morning", "He's not on the steroids now, they were only the first 3 days")).toContain("immunosuppression");
  });
  it("'Migraines in my 30s - none since menopause' tells old headaches over", () => {
    expect(yes("headaches_ceased", "Migraines in my 30s - none since menopause")).toBe(true);
  });
  it("'once I sit up or stand, within few minutes it starts' is orthostatic", () => {
    expect(flags({ age: 36, sex: "male" }, "Once I sit up or stand, within few minutes it starts. Once I lie down flat it goes after like 15 minutes")).toContain("positional");
  });
  it("a clinic's follow-up plan and a 'spreading melanoma' say nothing of the headache", () => {
    const a = story({ age: 58, sex: "male" }, "Histology: superficial spreading melanoma, left shoulder. Plan: 3-monthly clinical review for 2 years, 6-monthly thereafter.");
    expect(a.facts.some((f) => f.key === "aura_spread" || f.key === "long_history" || f.key === "history_months")).toBe(false);
  });
  it("how soon oxygen stops an attack is no attack length", () => {
    expect(story(null, "12/04 02:35 R 10/10 50min O2 -> 10 min").facts.filter((f) => f.key === "attack_hours").map((f) => f.value)).not.toContain(10 / 60);
  });
  it("tingling since a medicine, then 'no aura ever', is no sensory aura", () => {
    const a = story({ age: 52, sex: "female", headache_history: { age_onset: 14, duration_without_med: "24 hr", pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "vomiting", "photophobia"] } }, "Mrs Hughes reports paraesthesia in her hands and feet since the topiramate dose was increased.", "The migraines are one side or the other, throbbing, sick, in bed for the day. About 4 a month. No aura ever.");
    expect(a.leading_pattern).toBe("1.1");
  });
  it("panic told as 'I get myself in a state' or 'cannot breathe enough' explains tingling lips and fingers", () => {
    expect(yes("panic_attack", "When I get myself in a state my fingers go tingly")).toBe(true);
    expect(yes("panic_attack", "heart racing, I cannot breathe enough")).toBe(true);
  });
  it("a side of the sight gone with a shining zigzag in a long-standing aura is the aura", () => {
    expect(flags({ age: 45, sex: "male" }, "I am writing for my husband. He said he cannot see on the right side, there is a shining zigzag moving", "He says it is the same like always, he has this since he was 22, first the zigzag grows slowly for 15 minutes, then it goes away completely", "Now he has the headache")).not.toContain("neuro_deficit");
  });
  it("a past bout years ago that stopped is a remission between bouts", () => {
    expect(yes("remission_between", "had the exact same thing 2 yrs ago in the spring for about 6 weeks and then it just stopped")).toBe(true);
  });
  it("'the same every day which is almost worse' is no worsening; 'Advil/Tylenol' share one count", () => {
    expect(yes("progressive", "It's not getting worse, it's just the same every day which is almost worse honestly")).toBe(false);
    expect(story(null, "I keep the Advil/Tylenol to about 3 days a week").metrics.acute_medication_days_per_month).toEqual({ simple: 12.9 });
  });
});
