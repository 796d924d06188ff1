import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 102 of fresh cases (issue 13): places and times told by everyday
// landmarks and routines, replies in fragments, and headaches tied to places and situations.

describe("told by landmarks and routines", () => {
  it("'nothing then bang, worst ever' where 'my migraines are never there' is a thunderclap", () => {
    const said = ["came on brushing my teeth, nothing then bang, worst ever before id got the brush out my mouth", "my migraines are never there, theyre behind my eye and take all morning to build", "been sick twice, 9/10"];
    expect(flags({ age: 46, headache_history: { age_onset: 15 } }, ...said)).toContain("thunderclap_onset");
    expect(yes("thunderclap", "nothing, then boom at the back of my head")).toBe(true);
  });
  it("'they take all morning to build' is the time to peak, not the length", () => {
    expect(value("peak_hours", "they take all morning to build")).toBe(6);
    expect(value("attack_hours", "they take all morning to build")).toBeUndefined();
  });
  it("a child 'so sleepy after' an attack she sleeps off is its postdrome, not drowsiness; after a knock it is", () => {
    expect(yes("confusion", "school nurse said headaches with sickness can be something in the brain and shes so sleepy after.")).toBe(false);
    expect(yes("confusion", "he fell off his bike and hit his head and hes so sleepy after")).toBe(true);
  });
  it("'wants the curtains shut and goes to sleep' avoids activity; an arm that 'goes to sleep' does not", () => {
    expect(yes("activity_worse", "she wants the curtains shut and goes to sleep")).toBe(true);
    expect(yes("activity_worse", "my arm goes to sleep when i lean on it")).toBe(false);
  });
  it("a friend's rule ('at my age a sore scalp needs checking') is no sore scalp; a scalp sore 'during one' is the attack's", () => {
    expect(yes("scalp_tenderness", "My friend said at my age a sore scalp needs checking.")).toBe(false);
    expect(yes("scalp_tenderness", "i have a sore scalp and it needs checking")).toBe(true);
    expect(yes("scalp_allodynia", "My scalp feels a bit bruised when I brush my hair during one.")).toBe(true);
  });
  it("'18 days a month ... was about 4 a month before' keeps today's rate", () => {
    expect(value("headache_days", "about 18 days a month, been like that since spring last year, was about 4 a month before.")).toBe(18);
  });
  it("the usual migraine still there after three days is status migrainosus: urgent, its pattern still named", () => {
    const intake = { age: 38, headache_history: { age_onset: 14, duration_without_med: "12-24 hr", pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "vomiting", "photophobia"] } };
    const a = story(intake, "my usual migraine, left side, started wednesday and its still here", "exactly the same as always, just it wont stop", "been sick so much i cant keep tablets down");
    expect(a.hazards?.map((h) => h.code)).toContain("status_migrainosus");
    expect(a.urgency).toBe("urgent");
    expect(story(intake, "my usual migraine, started yesterday, it wont stop").hazards?.map((h) => h.code) ?? []).not.toContain("status_migrainosus");
  });
});

describe("replies in fragments", () => {
  it("a reply's 'no' before its own clause answers, it does not deny ('no i dont get headaches')", () => {
    expect(yes("new_headache", "no i dont get headaches. 66")).toBe(true);
    expect(yes("vomiting", "no fever, no i havent been sick")).toBe(false);
  });
  it("'a headache as soon as im up and about and it goes when i lie down' is orthostatic", () => {
    expect(flags({ age: 38 }, "for the last 10 days i get a headache as soon as im up and about and it goes when i lie down", "back of my head and neck")).toContain("positional");
    expect(yes("orthostatic_relief", "flat = gone in 20 min")).toBe(true);
  });
  it("'started wednesday' after a comma dates the headache", () => {
    expect(value("history_months", "my usual migraine, left side, started wednesday")).toBeGreaterThan(0);
  });
});

describe("situations and settings", () => {
  it("'this is my partner typing now, shes...' makes she the patient; boots on the wrong feet unnoticed is confusion", () => {
    const said = ["at 4900m on a trek. got my usual migraine since yesterday, sumatriptan didnt touch it", "this is my partner typing now, shes really slow, took her 10 min to do those messages. tonight shes walking like shes drunk", "she put her boots on the wrong feet and didnt notice"];
    const got = flags({ age: 33, sex: "female", headache_history: { age_onset: 15 } }, ...said);
    expect(got).toContain("neuro_deficit");
    expect(got).toContain("altered_consciousness");
  });
});
