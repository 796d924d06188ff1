import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 110 of fresh cases (issue 13): people far from care with medicines by
// local names, night and sleep, and the eye, face, teeth and sinuses.

describe("far from care, medicines by local names", () => {
  it("'he sleeps all day, slept through the morning milking, never in his life' is drowsiness", () => {
    expect(yes("confusion", "my mother says he sleeps all day, he slept through the morning milking, this never happened in his life")).toBe(true);
    expect(yes("confusion", "after a night shift she sleeps all day")).toBe(false);
  });
  it("'we've always had the wind' is no long history, and '100 km an hour' is a speed", () => {
    expect(yes("long_history", "we've always had the wind, I don't think it's that")).toBe(false);
    expect(yes("long_history", "I've always had headaches")).toBe(true);
    expect(value("attack_hours", "the patron says it's the wind, it blows 100 km an hour here")).toBeUndefined();
  });
  it("Tafirol, Neo-Melubrina and Bodrex are known: a simple analgesic and a caffeine combination", () => {
    const a = story({ age: 38, medications: { acute: [{ name: "Bodrex", days_per_month: 12 }, { name: "Tafirol", days_per_month: 4 }] } }, "headaches 17 days a month since June");
    expect(a.metrics.acute_medication_days_per_month).toMatchObject({ combination: 12, simple: 4 });
  });
  it("'that is tablets in a month, not days ... always take 2. so 11 days' counts 11 days of the medicine", () => {
    expect(value("med:bodrex", "the form says Bodrex 22. that is tablets in a month, not days. I buy them loose and always take 2. so 11 days.")).toBe(11);
    expect(value("headache_days", "the warung lady says it's safe every day")).toBeUndefined();
  });
});

describe("night and sleep", () => {
  it("'anything far off is double ... if i shut one eye its one again' is double vision", () => {
    expect(yes("diplopia", "since saturday anything far off is double, two dartboards at the pub")).toBe(true);
    expect(yes("diplopia", "if i shut one eye its one again")).toBe(true);
  });
  it("'no worse than when it started' denies a worsening", () => {
    expect(messageFact("progressive", "about 2 mornings a week, no worse than when it started")?.polarity).toBe("denied");
    expect(yes("progressive", "it's worse than when it started")).toBe(true);
  });
  it("someone else's relation ('my wife's friend's son had a brain tumour') is not the patient's history", () => {
    expect(messageFact("cancer", "my wife's friend's son had a brain tumour and it started with headaches")?.about).toBe("other");
    expect(flags({ age: 16 }, "dad here typing for my daughter ella, 16.", "my wife's friend's son had a brain tumour and it started with headaches")).not.toContain("cancer_history");
  });
  it("a bang on falling asleep with no pain before or after is no headache's onset; a heart pounding is no throbbing head", () => {
    expect(yes("painless", "but there's no pain, not before, not after, nothing")).toBe(true);
    expect(yes("pulsating", "I jolt awake with my heart pounding.")).toBe(false);
    expect(yes("electric", "I jolt awake with my heart pounding.")).toBe(false);
    expect(yes("pulsating", "my head is pounding and my heart is racing")).toBe(true);
  });
  it("sickness in the week of a household's norovirus is the bug's", () => {
    expect(yes("vomiting", "she was sick one morning last week but that was the week we all had norovirus, her brother and me too")).toBe(false);
  });
  it("'a few hours' is two to five, 'about 2 hours sleep' no length, and an aura's minutes 'of what I can see'", () => {
    const few = facts("one side throbbing, feel sick, need the curtains shut, few hours.").find((f) => f.key === "attack_hours");
    expect([few?.value, few?.value2]).toEqual([2, 5]);
    expect(value("attack_hours", "i feel a bit spaced out but i've had about 2 hours sleep")).toBeUndefined();
    expect(value("aura_minutes", "they spread across the left side of what I can see, about 20 minutes, then go, and the left side of my head starts pounding.")).toBe(20);
  });
});

describe("the eye, face, teeth and sinuses", () => {
  it("an eye that aches when looking to the side, with its colours washed out, is optic neuritis; colours of things are no red eye", () => {
    expect(yes("eye_movement_pain", "my left eye has ached since monday, like its bruised when i look to the side")).toBe(true);
    expect(yes("red_eye", "if i cover my right eye the red holds on the wall look washed out, pinky brown.")).toBe(false);
    expect(flags({ age: 27 }, "my left eye has ached since monday, like its bruised when i look to the side", "yesterday the middle of my vision in that eye went smudgy. if i cover my right eye the red holds on the wall look washed out")).toContain("neuro_deficit");
  });
  it("a chin numb 'like after the dentist injection except it never wears off' is numbness; a deficit of weeks, no worse, is urgent", () => {
    expect(yes("numbness", "my chin and lip feel numb, like after the dentist injection except it never wears off")).toBe(true);
    const a = story({ age: 33 }, "for 2 weeks the right side of my chin and bottom lip feel numb, like after the dentist injection except it never wears off");
    expect(a.red_flags.find((f) => f.code === "neuro_deficit")?.urgency).toBe("urgent");
    expect(story({ age: 33 }, "since this morning the right side of my face is numb").red_flags.find((f) => f.code === "neuro_deficit")?.urgency).toBe("emergency");
  });
  it("a lid that droops in the same breath as the eye pouring and the nose dripping is a cluster attack's own sign", () => {
    const said = ["wakes me around 1 every night for the last 18 days, behind my right eye like a drill", "my partner says my right eye goes bloodshot and pours, my nose drips on that side and the eyelid droops.", "by morning its gone"];
    expect(flags({ age: 41 }, ...said)).not.toContain("neuro_deficit");
  });
  it("'dentist said if the swelling and fever came back to go to hospital' is advice, not a fever now", () => {
    expect(messageFact("fever", "dentist said if the swelling and fever came back to go to hospital because it can spread.")?.polarity).not.toBe("affirmed");
    expect(yes("diplopia", "He says if I hold the lid up he sees two of everything")).toBe(true);
  });
  it("tingling where shingles was last year, 'same as it has done ever since', is its baseline", () => {
    expect(flags({ age: 64 }, "i had shingles on my right forehead in february last year. the skin there still tingles when i brush my fringe, same as it has done ever since")).not.toContain("neuro_deficit");
  });
  it("eye spells that clear by the next morning are urgent, not an emergency", () => {
    const said = ["three times in the last 2 weeks my right eye starts to ache and the eye goes misty", "the green exit signs get rainbow rings round them, only through the right eye. it looks a bit red afterwards", "each time i went home to bed and by the morning it was completely fine"];
    expect(story({ age: 48 }, ...said).red_flags.find((f) => f.code === "painful_eye_autonomic")?.urgency).toBe("urgent");
  });
  it("a face pounding on bending or coughing with green stuff from the nose is a sinusitis, not a Valsalva headache", () => {
    const intake = { age: 31, headache_history: { triggers: ["bending forward", "coughing"] } };
    expect(flags(intake, "thick green stuff out of the right nostril, smells off. 38.3 last night")).not.toContain("valsalva_precipitated");
    expect(flags(intake, "every cough makes the back of my head burst")).toContain("valsalva_precipitated");
  });
});
