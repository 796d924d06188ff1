import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { normalizeText } from "./normalize.ts";
import { flags, story, user, yes } from "./reading.test-helpers.ts";

// Categories found by round 158 of fresh cases (issue 13): a plain mix; timing told by clocks, days,
// festivals, terms and programmes; the primary headaches told precisely, with right and wrong diagnoses.

describe("round 158", () => {
  it("'i thought it was my plate (dentures) but they're not new' denies nothing of the headache", () => {
    expect(flags({ age: 81, sex: "female" }, "sore head on the right side at the temple for about 3 weeks now. never been a headache person", "my jaw gets tired and achy when im chewing, i thought it was my plate (dentures) but they're not new")).toContain("new_onset_over_50");
  });
  it("'when i cough the head pounding more' is aggravation", () => {
    expect(flags({ age: 45, sex: "male" }, "fever since 2 days, 38.6 this morning", "when i cough the head pounding more")).not.toContain("valsalva_precipitated");
  });
  it("'2 fridays ago' is two weeks back", () => {
    expect(normalizeText("had my baby 2 fridays ago")).toBe("had my baby 2 weeks ago");
  });
  it("the day it began, in the sentence before, and the day it is now", () => {
    const a = assess({ age: 35, sex: "female", headache_history: { age_onset: 16, duration_without_med: "1 day", pain_characteristics: ["throbbing"] } }, user("my migraine started just as we sat down to sunday roast, so about 1ish. its now wednesday night 9pm and its still here", "its my normal migraine, same left side throbbing, just wont quit this time"), { now: "2026-12-09T21:05:00Z" });
    expect((a.hazards ?? []).map((h) => h.code)).toContain("status_migrainosus");
  });
  it("the earliest of two 'since's dates a medicine's start", () => {
    const a = assess({ age: 45, sex: "female" }, user("I've been taking Nurofen Plus most days since the lads went back to school end of August, and every single day since Halloween"), { now: "2026-12-11T20:40:00Z" });
    expect(a.red_flags.map((f) => f.code)).toContain("medication_overuse");
  });
  it("an annual bout, and one that normally lasts weeks, are bouts with remissions between", () => {
    expect(yes("remission_between", "Usual autumn cluster bout, neuro diagnosed it in 2019")).toBe(true);
    expect(yes("remission_between", "Bout normally lasts 6-8 weeks.")).toBe(true);
  });
  it("'at first a couple of days a week, since half term most days' is a worsening", () => {
    expect(yes("progressive", "at first a couple of days a week, since october half term its most days and stronger")).toBe(true);
  });
  it("half of one eye's sight gone is a loss of vision", () => {
    expect(yes("monocular_vision_loss", "the bottom half of the sight in my left eye is gone, like a grey shelf across it")).toBe(true);
  });
  it("relief told as a switch is no sudden onset", () => {
    expect(yes("sudden_onset", "The neurologist gave me indomethacin and within 2 days it was GONE. Like someone flicked a switch.")).toBe(false);
    expect(yes("sudden_onset", "it came on like someone flicked a switch")).toBe(true);
  });
  it("sex told shyly, and an 'out of nowhere BANG', are effort and onset, no knock", () => {
    const a = flags({ age: 29, sex: "female" }, "about 45 min ago i was uh. being active with my boyfriend. and out of nowhere BANG the back of my head exploded. like literally 1-2 seconds from nothing to the worst pain ive ever felt");
    expect(a).toContain("valsalva_precipitated");
    expect(a).not.toContain("post_trauma");
  });
  it("'never had the hand or the words thing before in 19 years' is a change in a long-standing aura", () => {
    expect(yes("pattern_change", "she says shes NEVER had the hand or the words thing before in 19 years")).toBe(true);
  });
  it("'this happen to me 3 times now' is recurring", () => {
    expect(yes("recurrent", "this happen to me 3 times now in like a year and a half")).toBe(true);
  });
  it("nightly attacks for weeks with a tearing red eye and a running nose are a bout, no thunderclap", () => {
    expect(flags({ age: 56, sex: "female", headache_history: { duration_without_med: "45 min", autonomic_symptoms: ["lacrimation", "conjunctival_injection", "rhinorrhea"] } }, "It started 3 weeks ago. Every night about 1 o'clock I wake up with terrible pain behind the right eye. It builds in a few minutes. After 40 minutes to an hour it goes", "I am 56 and I never had headaches like this")).not.toContain("thunderclap_onset");
  });
  it("oxygen has no overuse limit; 'constant little bursts' are attacks", () => {
    expect(story({ age: 47, sex: "female", medications: { acute: [{ name: "home oxygen", days_per_month: 30 }] } }, "cluster attacks every day").red_flags.map((f) => f.code)).not.toContain("medication_overuse");
    expect(yes("continuous", "mine are constant little bursts")).toBe(false);
  });
  it("'since last December', said in December, is a year back", () => {
    const a = assess({ age: 22, sex: "male" }, user("Maybe 6 or 7 times since last December."), { now: "2026-12-10T18:00:00Z" });
    expect(a.metrics.headache_days_per_month).toBe(0.5);
  });
});
