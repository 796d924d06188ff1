import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 139 of fresh cases (issue 13): long messages full of other people;
// very terse answers; numbers everywhere.

describe("long messages full of other people", () => {
  it("a relative's knock to the head, told with their age in brackets, does not make the typist write for them", () => {
    const s = story({ age: 44, sex: "female" }, "Background: my son Jack (15) got a concussion at rugby 2 weeks ago, took a boot to the head, he's fine now", "Anyway last night during sex I got an explosion in the back of my head, full blast in a second, worst pain of my life", "I didnt hit my head, that was Jack not me. Im 44");
    const codes = s.red_flags.map((f) => f.code);
    expect(codes).toContain("thunderclap_onset");
    expect(codes).not.toContain("post_trauma");
  });
  it("a workmate's stroke told with 'his arm went weak' is his, not the typist's", () => {
    expect(story({ age: 38, sex: "male" }, "at work my supervisor had a stroke last month, his face drooped and his arm went weak", "mine is the right eye only, 1am, an hour, eye waters, I pace").urgency).not.toBe("emergency");
  });
  it("a medicine's level said to be fine does not undo being on it", () => {
    expect(flags({ age: 45, sex: "female" }, "I had a kidney transplant in 2019 and take tacrolimus and mycophenolate", "new headache every day for 10 days, never a headache person", "clinic bloods were fine, tacrolimus level ok")).toContain("immunosuppression");
  });
  it("a husband's sweats are not a masked fever in an immunosuppressed typist", () => {
    expect(flags({ age: 45, sex: "female" }, "my husband has some fever thing, sweating through the sheets", "I am on tacrolimus after my transplant", "new daily headache for 10 days. I do NOT have a temperature, 36.7")).not.toContain("fever_systemic");
  });
  it("'a new one that's nothing like those' sets a headache against the usual ones", () => {
    expect(yes("never_like_this", "but for about 6 weeks now theres a new one thats nothing like those")).toBe(true);
  });
});

describe("very terse answers", () => {
  it("'not like usual' is a change from the usual headaches", () => {
    expect(yes("pattern_change", "not like usual")).toBe(true);
  });
  it("slurred words and a wonky walk in a known migraineur, not like usual and with no aura, are a deficit", () => {
    const intake = { age: 35, sex: "female", headache_history: { aura_symptoms: ["zigzag lines for 20 min before the headache"] } };
    expect(flags(intake, "not like usual", "words slurring", "walking wonky", "no zigzags")).toContain("neuro_deficit");
    expect(yes("ataxia", "walking wonky")).toBe(true);
  });
  it("'back 15 min upright' and 'builds the longer I'm up' are a headache that comes upright", () => {
    expect(yes("orthostatic_builds", "back 15 min upright")).toBe(true);
    expect(yes("orthostatic_builds", "it builds the longer I'm up")).toBe(true);
    expect(flags({ age: 41, sex: "female" }, "3 weeks now", "gone lying flat", "back 15 min upright", "never had headaches")).toContain("positional");
  });
  it("'fit 20 min ago' is a seizure", () => {
    expect(yes("seizure", "fit 20 min ago")).toBe(true);
    expect(yes("seizure", "seizure this morning")).toBe(true);
  });
  it("a cause given as its own answer, and a neck that bends fine, are no meningism", () => {
    expect(flags({ age: 46, sex: "male" }, "pressing forehead 5 days a month for years", "neck stiff too", "from desk work", "bends fine", "no fever")).not.toContain("meningism");
  });
  it("a neck stiff after a thunderclap is meningism whatever it is blamed on", () => {
    expect(flags({ age: 37, sex: "male" }, "watching a film and boom, back of my head, full in 2 seconds", "vomited twice", "my neck is getting stiff now, i thought its from the seat")).toContain("meningism");
  });
  it("'spread, gone 20 min' after 'zigzags first' is the aura's course", () => {
    expect(value("aura_minutes", "spread, gone 20 min")).toBe(20);
    expect(story({ age: 17, sex: "male", headache_history: { aura_symptoms: ["zigzag lights"], pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "photophobia"] } }, "zigzags first", "spread, gone 20 min", "then pounding", "since year 9", "about once a month").leading_pattern).toBe("1.2");
  });
});

describe("numbers everywhere", () => {
  it("'18/month' is a count per month", () => {
    expect(value("headache_days", "stable, around 18/month")).toBe(18);
    expect(value("headache_days", "maybe 2-3/wk")).toBeCloseTo(10.7, 0);
  });
  it("a bout with years clear between is an episodic cluster, so its triptan days are no overuse", () => {
    expect(yes("remission_between", "bouts of some weeks, then nothing for 1-2 years")).toBe(true);
    expect(yes("remission_between", "between bouts i have zero headaches")).toBe(true);
  });
  it("'migraines since 15' dates the migraines from an age; 'headache since 11' is a time of day", () => {
    expect(value("onset_age", "migraines since 15, never any aura")).toBe(15);
    expect(value("onset_age", "bad headache since 11, took ipren")).toBeUndefined();
  });
  it("years of a sport are no headache history", () => {
    expect(flags({ age: 54, sex: "female" }, "54, been running for 10 years. Last 3 weeks a headache 5 times, only when running", "never had headaches before")).toContain("new_onset_over_50");
  });
  it("a first aura on the combined pill, 'never had that in 19 years', is a change to see about soon", () => {
    expect(yes("never_like_this", "a zigzag line before the headache, never had that in 19 years")).toBe(true);
    const s = story({ age: 34, sex: "female" }, "migraines since 15, never any aura", "started the combined pill Rigevidon in September", "since October 3 migraines started with a zigzag line spreading over 20 min, then gone, then the headache. never had that in 19 years");
    expect(s.red_flags.map((f) => f.code)).toContain("pattern_change");
    expect(s.urgency).toBe("urgent");
  });
});
