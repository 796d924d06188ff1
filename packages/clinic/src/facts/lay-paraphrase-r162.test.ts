import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 162 of fresh cases (issue 13): medical words used loosely and
// self-diagnosis; alcohol, recreational drugs and withdrawal; long rambling messages with the
// decisive fact buried in them.

describe("round 162", () => {
  it("'worst ... if I lie flat, better sitting up' is worse lying down, not relief by lying flat", () => {
    expect(yes("worse_lying", "its every day now. worst when I wake up and if I lie flat, better sitting up")).toBe(true);
    expect(yes("orthostatic_relief", "its every day now. worst when I wake up and if I lie flat, better sitting up")).toBe(false);
    // Relief by lying flat, told on its own, is still read.
    expect(yes("orthostatic_relief", "when i lie flat it goes away in like 10-15 min")).toBe(true);
  });
  it("'the second i sit up or stand up ... it comes on' is worse upright", () => {
    expect(yes("worse_upright", "the second i sit up or stand up to feed her or change her it comes on, front and back of my head")).toBe(true);
  });
  it("someone's guess that the person 'must have a tumour' is a worry, not a cancer history", () => {
    expect(flags({ age: 42, sex: "male" }, "headache every day for a year", "My wife thinks I must have a tumour since it's every day now")).not.toContain("cancer_history");
    expect(flags({ age: 42, sex: "male" }, "I had a tumour removed from my bowel last year")).toContain("cancer_history");
  });
  it("'post-concussion' and 'her concussion' name an injury already dated long ago, not a new one", () => {
    const intake = { age: 9, sex: "female", headache_history: { age_onset: 8, moderate_days: 2, severe_days: 1, pain_locations: ["forehead"], sidedness: "both", pain_characteristics: ["throbbing"], duration_without_med: "2-3 hr", assoc_symptoms: ["nausea", "vomiting", "photophobia"], triggers: ["skipped meals", "hot weather", "late nights"], relief_factors: ["sleep"] } };
    const f = flags(intake, "Hi, asking about my daughter who is 9. She gets headaches we think are from her concussion", "She bonked heads with her cousin on the trampoline when she was 7, cried, had a goose egg, didn't pass out, was totally fine and back playing the same day. Her headaches only started last winter though, so over a year later", "About 2-3 a month. She goes pale, says her forehead is pounding on both sides, feels sick and sometimes throws up, wants the lights off", "Never wakes her up at night, and she's fine at school otherwise. Her mom gets migraines. Children's Tylenol maybe twice a month. Is there something for post-concussion?");
    expect(f).not.toContain("post_trauma");
    // A knock told today is still one.
    expect(flags({ age: 30, sex: "male" }, "I banged my head on a cupboard door this morning and now I have a headache and I've been sick twice")).toContain("post_trauma");
  });
  it("the form's own 'migraine' is the patient's, so a husband typing 'she' is read as the patient", () => {
    const intake = { age: 32, sex: "female", medical_history: { medical_conditions: ["migraine"] }, menstrual_hormonal_history: { menstrual_status: "postpartum" } };
    const f = flags(intake, "Hi my wife had our baby 4 days ago, she had an epidural, the anaesthetist had to have 2 goes at it. Since yesterday she's had a headache", "when she lies flat it goes away in like 10-15 min, as soon as she sits up to feed it comes back within a few minutes, really bad");
    expect(f).toContain("positional");
  });
  it("a stare with lip-smacking is a focal seizure's automatism", () => {
    expect(yes("seizure", "my roommate says during it i just stare and don't answer her and i keep smacking my lips and picking at my sleeve")).toBe(true);
  });
  it("'the temperature and throat were gone in like 4 days' is a fever over", () => {
    const a = story({ age: 29, sex: "male" }, "ive had a headache every single day since the 14th of july. i flew home with a temperature and a sore throat, and the headache started that day. the temperature and throat were gone in like 4 days but the headache just stayed");
    expect(a.red_flags.map((x) => x.code)).not.toContain("fever_systemic");
  });
  it("a bag or a mask that collapses is no collapse of the person", () => {
    expect(yes("loss_of_consciousness", "the oxygen mask is rubbish, the bag collapses")).toBe(false);
    expect(yes("loss_of_consciousness", "he collapsed in the kitchen")).toBe(true);
  });
  it("steroids to start with a cluster bout, not being taken, weaken no immunity", () => {
    expect(yes("immunosuppressed", "Neuro said to start prednisone at the start of a bout but the script ran out")).toBe(false);
  });
  it("'goes from watching the cricket to writhing in about 5 mins' and '1 hour to become very bad' are times to peak, not lengths", () => {
    expect(value("attack_hours", "Lasts 45 mins to an hour.", "It comes on really fast, he goes from watching the cricket to writhing in about 5 mins.")).toBe(0.75);
    expect(value("attack_hours", "8 to 12 hrs.", "it comes slowly, like 1 hour to become very bad.")).toBe(8);
  });
  it("an 'aura' the evening before, when the form's aura box held only yawning and cravings, is the prodrome", () => {
    const intake = { age: 34, sex: "male", headache_history: { age_onset: 19, moderate_days: 2, severe_days: 1, pain_characteristics: ["throbbing"], duration_without_med: "8-10 hr", assoc_symptoms: ["nausea", "photophobia", "phonophobia"], aura_symptoms: ["yawning", "craving sweets", "irritability"] } };
    const a = story(intake, "I am having migraine with aura since college days", "My aura comes the evening before the migraine. I keep yawning non stop, i crave sweets", "Next morning migraine is there when i wake. One side, throbbing type, feel like vomiting", "No lines or flashes in eyes, no numbness anywhere, only the aura feelings i told.");
    expect(a.leading_pattern).toBe("1.1");
    expect(yes("headache_follows", "My aura comes the evening before the migraine.")).toBe(false);
  });
  it("'never had any eye stuff with my migraines before' is a change in a long-standing pattern", () => {
    expect(yes("pattern_change", "Ive never had any eye stuff with my migraines before.")).toBe(true);
  });
  it("episodic migraines turned near-daily over a year with painkillers on 20 days a month: overuse, not a pattern change to look into", () => {
    const intake = { age: 46, sex: "female", headache_history: { age_onset: 22, mild_days: 10, moderate_days: 4, severe_days: 8 }, medications: { acute: [{ name: "Nurofen Plus", days_per_month: 14 }, { name: "Sudafed Sinus", days_per_month: 6 }] } };
    const f = flags(intake, "Had sinus headaches pretty much every day for about a year now", "I used to get proper migraines in my 20s and 30s, once or twice a month, but these are different, more a constant dull sinus ache", "Taking Nurofen Plus or Sudafed sinus most days, probably 20 days a month, been like that since March at least");
    expect(f).toContain("medication_overuse");
    expect(f).not.toContain("pattern_change");
  });
  it("'every day apart from maybe a week a month' is 23 headache days, and 'a week a month' no history length", () => {
    expect(value("headache_days", "Its every day apart from maybe a week a month.")).toBe(23);
    expect(value("headache_days", "headaches about a week a month.")).toBe(7);
    expect(value("history_months", "Its every day apart from maybe a week a month.")).toBeUndefined();
  });
});
