import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 152 of fresh cases (issue 13): replies of a few words; headaches around
// sleep, shifts, travel, screens, caffeine and fasting; comparisons, metaphors and similes.

describe("round 152", () => {
  const usualMigraine = { age: 30, sex: "female", headache_history: { age_onset: 14, duration_without_med: "1-2 days", assoc_symptoms: ["nausea", "vomiting"] } };
  it("'4 days now', or a bare '4 days' after 'not stopped since', is how long this one has gone on", () => {
    const hazards = (...m: string[]) => (story(usualMigraine, ...m).hazards ?? []).map((h) => h.code);
    expect(hazards("4 days now", "ye same as my usual just wont stop")).toContain("status_migrainosus");
    expect(hazards("my usual migraine started monday and it has not stopped since. 4 days")).toContain("status_migrainosus");
    expect(hazards("i get it 4 days a month now")).not.toContain("status_migrainosus");
  });
  it("blur after hours on a laptop that a blink clears is the eyes' surface", () => {
    expect(flags({ age: 20, sex: "female" }, "pressure behind eyes. both", "blurry after hrs on laptop. blink n ok")).not.toContain("papilledema_visual");
  });
  it("a negation of one clause ends where ', and' opens a new clause with its own subject", () => {
    expect(yes("progressive", "Worst first thing, like waking up with a hangover when I've not had a drink, and each week it's a notch worse")).toBe(true);
    expect(yes("vomiting", "no fever, vomiting or stiff neck")).toBe(false);
  });
  it("an image of a sudden hit with the build told outright is no thunderclap; the build within the day is no progression", () => {
    const a = story({ age: 34, sex: "male" }, "My headache today hit me like a truck, like a thunderbolt in my right temple", "It started around 3pm as a small dull ache, then little by little it got worse, by maybe 4pm it was full blast");
    expect(a.red_flags.map((f) => f.code)).not.toContain("thunderclap_onset");
    expect(a.red_flags.map((f) => f.code)).not.toContain("progressive");
    expect(flags({ age: 34, sex: "male" }, "it hit me like a thunderbolt in the back of my head while i was lifting")).toContain("thunderclap_onset");
  });
  it("'That was both cheeks ... and a temperature' after an illness of last winter is that illness's fever", () => {
    expect(flags({ age: 47, sex: "female" }, "The GP said sinuses, like the sinus infection I had last winter, but this feels nothing like that. That was both cheeks, green stuff and a temperature")).not.toContain("fever_systemic");
  });
  it("standing up into an open kitchen cupboard door, or a corner that 'got me on the head', is a knock", () => {
    expect(flags({ age: 52, sex: "female" }, "On Saturday I stood up straight into an open kitchen cupboard door, the corner got me on the top right of my head. Saw stars like in a cartoon for a second, but I didn't pass out", "Since then there's a headache right there")).toContain("post_trauma");
    expect(yes("head_trauma", "the pain got me on the right side of my head")).toBe(false);
  });
  it("stars seen for a moment at a knock, and 'couldn't see straight' of a pain's strength, are no visual symptom", () => {
    expect(yes("visual_disturbance", "Saw stars like in a cartoon for a second, but I didn't pass out")).toBe(false);
    expect(yes("visual_disturbance", "worst pain ive ever had, like i couldnt see straight")).toBe(false);
    expect(yes("visual_disturbance", "since this morning i cant see straight out of my left eye")).toBe(true);
  });
  it("chemotherapy told as done, or its headaches in the past tense, is no immunosuppression now", () => {
    expect(flags({ age: 58, sex: "female" }, "3 wks", "breast ca 2023. chemo done 2024")).not.toContain("immunosuppression");
    expect(flags({ age: 61, sex: "female" }, "The chemo headaches were nothing like this, those were more like a hangover fog.")).not.toContain("immunosuppression");
    expect(flags({ age: 61, sex: "female" }, "new headache for 2 weeks, i'm on chemo for my breast cancer")).toContain("immunosuppression");
  });
  it("'stops when I stop' is effort only when an effort is told", () => {
    expect(yes("exertion_trigger", "jaw aches chewing. stops when i stop")).toBe(false);
    expect(yes("exertion_trigger", "head pounds when I walk up my street or shovel. stops when I stop")).toBe(true);
  });
});
