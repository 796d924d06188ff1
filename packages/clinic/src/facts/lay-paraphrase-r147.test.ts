import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 147 of fresh cases (issue 13), and by round 146 before it: time told
// through everyday moments; eyes and ears; how people count medicines and days.

describe("time told through everyday moments", () => {
  it("the peak told first, then the small act it beat, is a thunderclap", () => {
    expect(flags({ age: 38, sex: "female" }, "it maxed before she could put her mug down", "been going 3 hours, never had one like it")).toContain("thunderclap_onset");
    expect(flags({ age: 45, sex: "male" }, "full whack before I could even sit down, never had a headache like it")).toContain("thunderclap_onset");
    // Beating a longer errand says nothing of seconds.
    expect(flags({ age: 30, sex: "female" }, "migraines for years. it was at its worst before I got home from work")).not.toContain("thunderclap_onset");
  });
  it("a usual migraine told as creeping up over a whole morning is a build, not a worsening", () => {
    expect(yes("progressive", "ive had migraines since i was a teenager but theyre nothing like this, they creep up over a whole morning")).toBe(false);
  });
  it("stronger every week, with the subject before it, is progressive; a weekday's recurrence is not read that way here", () => {
    expect(yes("progressive", "it's been stronger every week since it started")).toBe(true);
    expect(yes("progressive", "stronger every week, now wakes me")).toBe(true);
  });
  it("a workout hours before, with a well afternoon between, brought nothing on", () => {
    expect(yes("exertion_context", "i did a spin class this morning but that was like 9am, i was totally fine all afternoon")).toBe(false);
    expect(yes("exertion_context", "i did a spin class and halfway through it went bang at the back of my head")).toBe(true);
  });
  it("a climb in a run is effort at the onset; a build told in apposition is a time to peak", () => {
    const s = story({ age: 36, sex: "male" }, "did my saturday 10k this morning. about halfway up the big hill a throb started at the back of my head", "it built up the rest of the way, maybe 10 minutes, and by the finish line it was pounding like 8/10", "never had this in 6 years of running");
    expect(s.red_flags.map((f) => f.code)).toContain("valsalva_precipitated");
    expect(s.red_flags.map((f) => f.code)).not.toContain("thunderclap_onset");
    expect(value("peak_hours", "it built up the rest of the way, maybe 10 minutes, and by the finish line it was pounding")).toBeCloseTo(1 / 6);
  });
  it("a second dose a couple of hours later is no attack length; 'each one a day' is no daily rate", () => {
    expect(value("attack_hours", "i take 2 for each migraine, one when it starts and another couple of hours after if its still there")).toBeUndefined();
    expect(value("headache_days", "so its about 5 migraines a month, each one a day")).toBe(5);
  });
  it("a proper bad migraine once a week among near-daily headaches counts migraine days, not headache days", () => {
    const s = story({ age: 52, sex: "female", headache_history: { severe_days: 5, moderate_days: 11, mild_days: 8 }, medications: { acute: [{ name: "co-codamol 30/500", days_per_month: 22 }] } }, "migraines since I was a teenager, nearly every day now for a couple of years", "A proper bad migraine with the sickness maybe once a week, triptan for those");
    expect(s.metrics.headache_days_per_month).toBe(24);
    expect(s.red_flags.map((f) => f.code)).toContain("medication_overuse");
  });
  it("a neck stiff in every attack, or now and then, is the attacks' own, unless a fever comes with it", () => {
    const chronic = { age: 30, sex: "female", chief_complaint: "migraines for years", headache_history: { severe_days: 16 } };
    expect(flags(chronic, "my neck goes stiff with every migraine")).not.toContain("meningism");
    expect(flags(chronic, "with the bad ones my neck is stiff as a board")).not.toContain("meningism");
    expect(flags({ age: 44, sex: "female" }, "headache almost every day for 3 years", "Like a tight band around my head, both sides, sometimes neck also stiff.")).not.toContain("meningism");
    expect(flags(chronic, "stiff neck and a fever since this morning")).toContain("meningism");
  });
  it("a stiff neck ticked on the form among the usual attacks' symptoms is theirs; with a fever it is meningism", () => {
    const form = { age: 29, sex: "female", headache_history: { age_onset: 13, severe_days: 8, moderate_days: 8, assoc_symptoms: ["nausea", "light sensitivity", "stiff neck"] } };
    expect(flags(form, "migraines since high school, one side, pounding, same as always")).not.toContain("meningism");
    expect(flags(form, "migraines since high school, same as always", "but this time i have a fever of 39")).toContain("meningism");
  });
  it("a past month's flu told in the simple past with its length is no fever now", () => {
    expect(flags({ age: 22, sex: "female" }, "migraines since 15, 2 or 3 a month", "but i had the flu (tested positive for influenza A) and was 39 degrees for like 6 days, in the middle of exams")).not.toContain("fever_systemic");
    expect(flags({ age: 22, sex: "female" }, "headache and i have had the flu, still 39 degrees for 3 days now")).toContain("fever_systemic");
  });
  it("night sweats in the weeks after a birth are the body shedding the pregnancy's fluid, not a fever", () => {
    const codes = flags({ age: 33, sex: "female" }, "had my baby 11 days ago and have a headache", "i do get night sweats but i took my temp and its 36.9");
    expect(codes).toContain("pregnancy_postpartum");
    expect(codes).not.toContain("fever_systemic");
  });
  it("'used to once a month, since a month named every day' is a change of pattern", () => {
    expect(flags({ age: 27, sex: "female" }, "so i used to only get a headache with my period, like once a month. since like mid september its every day")).toContain("pattern_change");
  });
});

describe("eyes and ears", () => {
  it("double vision still there with either eye covered is the eye's own, not a nerve palsy", () => {
    const codes = flags({ age: 47, sex: "male", chief_complaint: "headache end of day and seeing double text" }, "sometimes the text looks double, like a light shadow below the letters. I closed one eye and still shadow is there, same with other eye");
    expect(codes).not.toContain("neuro_deficit");
    expect(yes("monocular_diplopia", "if i cover one eye its still double")).toBe(true);
    expect(yes("monocular_diplopia", "when i close one eye the double goes away")).toBe(false);
  });
  it("a lid drooping days after botulinum toxin injections is the toxin's, unless the eye or pupil is involved", () => {
    const botox = { age: 46, sex: "female", medications: { preventative: [{ name: "Botox" }] } };
    expect(flags(botox, "had my 3rd round of botox for migraines 11 days ago", "since about 4 days after the shots my left eyelid is droopy and heavy", "no double vision")).not.toContain("neuro_deficit");
    expect(flags(botox, "had botox 11 days ago", "my left eyelid is droopy and i am seeing double since this morning")).toContain("neuro_deficit");
  });
  it("greying on standing with light-headedness is a head rush, not an obscuration or ataxia, even after a form that named the greying", () => {
    const codes = flags({ age: 19, sex: "female", chief_complaint: "migraines and vision going grey when I stand up" }, "my migraines are the same as always, 2 or 3 a month", "when i stand up fast my vision goes grey and fizzy for like 2-3 seconds and i go all lightheaded and have to grab the wall");
    expect(codes).not.toContain("papilledema_visual");
    expect(codes).not.toContain("neuro_deficit");
    expect(yes("ataxia", "since yesterday i have to grab the wall to walk to the bathroom")).toBe(true);
  });
  it("blur when reading, or through one part of new varifocals, is the eye's focus, not raised pressure", () => {
    expect(flags({ age: 17, sex: "male" }, "got a bang on the head at football on sunday", "headache every day and my eyes go blurry when im reading for school")).not.toContain("papilledema_visual");
    expect(flags({ age: 57, sex: "female" }, "headache every day for 6 weeks since my new varifocals", "It is blurry only when I look through the bottom part for far away")).not.toContain("papilledema_visual");
    expect(flags({ age: 30, sex: "female" }, "daily headache for 2 months, worse lying down", "my vision is blurry all the time now")).toContain("papilledema_visual");
  });
  it("a first aura after 'never any visual symptoms with them' is a change of pattern from 50", () => {
    const codes = flags({ age: 63, sex: "male" }, "I have had migraines since my twenties, maybe two a year. Never any visual symptoms with them.", "Yesterday a small shimmering spot appeared, grew into a flickering zigzag and drifted out to the right over about 25 minutes.", "It faded completely, then I had a mild headache for a couple of hours");
    expect(codes).toContain("pattern_change");
  });
});
