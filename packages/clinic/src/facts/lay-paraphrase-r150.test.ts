import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 150 of fresh cases (issue 13): the form and the chat; sudden and fast
// headaches; whose symptoms they are. And status migrainosus told in the chat.

describe("round 150", () => {
  it("a usual migraine still going days later, past the usual length, is status migrainosus (urgent)", () => {
    const usual = { age: 30, sex: "female", headache_history: { age_onset: 16, duration_without_med: "1 day" } };
    expect(story({ ...usual, chief_complaint: "migraine" }, "migraine started monday on the school run and its still going, its thursday now", "same as my usual ones, normally its gone by the next morning", "but this one just wont let go").urgency).toBe("urgent");
    expect(story({ ...usual, chief_complaint: "migraine" }, "my migraine start friday when i wake up and is monday and still here", "is the same migraine like always").urgency).toBe("urgent");
    expect(story({ ...usual, chief_complaint: "migraine" }, "migraine started this morning, same as always").urgency).toBe("routine");
  });
  it("'worst i ever had' within a minute or two, never having headaches, is a thunderclap", () => {
    expect(flags({ age: 46, sex: "male" }, "was sitting at my desk and headache came on very fast, within maybe 1 or 2 min it was the worst i ever had", "i dont really get headaches")).toContain("thunderclap_onset");
  });
  it("the trigger named last before its verb is the one told", () => {
    const codes = flags({ age: 61, sex: "male" }, "every time i cough or sneeze i get this sharp pain at the back of my head for 20-30 sec", "had a chest cold back in october but thats long gone, barely coughing now so mostly sneezes set it off");
    expect(codes).toContain("valsalva_precipitated");
  });
  it("the form's counts told as the old pattern give way to the chat's", () => {
    const s = story({ age: 52, sex: "female", headache_history: { age_onset: 17, severe_days: 2, moderate_days: 4, mild_days: 4 }, medications: { acute: [{ name: "sumatriptan", days_per_month: 3 }] } }, "I take co codamol 30/500 for my back, 2 most mornings, been on it since about april", "to be honest the days I put in were what it used to be like. since the summer I've got a head nearly every day");
    expect(s.red_flags.map((f) => f.code)).toContain("medication_overuse");
  });
  it("'this one is like my normal ones' is no change; 'this isn't like them' is", () => {
    expect(yes("never_like_this", "I've had migraines since I was 20, this one is like my normal ones")).toBe(false);
    expect(yes("never_like_this", "I've had migraines since I was 20, this one is not like my normal ones")).toBe(true);
  });
  it("a painless bang on falling asleep, no headache at all, is no new headache after 50", () => {
    expect(flags({ age: 57, sex: "female" }, "When I am just falling asleep there is a huge BANG in my head, like a door slamming", "There is no pain at all, not before and not after. No headache.", "It happens 2-3 times a week since about 2 months")).not.toContain("new_onset_over_50");
  });
  it("'migraine with aura, all normal' keeps the aura; the tests were normal", () => {
    expect(yes("aura", "the neurologist did an MRI in 2019 and said it's migraine with aura, all normal")).toBe(true);
  });
  it("typing on the patient's phone, a relative's past told with 'he', and 'his is' of a roommate are not the patient's", () => {
    expect(flags({ age: 29, sex: "male" }, "im on his phone, its my boyfriend kyle hes 29. hes just had a fit on the sofa like 10 mins ago, his arms and legs were shaking and his eyes rolled back, he wasnt answering me for about a minute", "hes awake now but keeps asking what day it is", "im 22 weeks pregnant and ive got a banging head myself now")).toEqual(expect.arrayContaining(["seizure", "altered_consciousness"]));
    expect(flags({ age: 17, sex: "male" }, "hi mum here. my son is 17, clashed heads at rugby on saturday", "since then hes had a headache every day", "his dad had a bleed on the brain after a fall a few years ago and he was confused for days")).not.toContain("altered_consciousness");
    expect(story({ age: 19, sex: "male" }, "every time i drink a slurpee fast i get a stabbing pain in my forehead for 20 seconds", "my roommate says his is like a little tingle").urgency).toBe("routine");
  });
  it("the time to falling asleep is no attack length: the attack lasts until waking", () => {
    expect(value("attack_hours", "I must lie down in the dark and after 2-3 hours I fall asleep, and when I wake up it is gone")).toBeUndefined();
  });
  it("one count after medicines named as alternatives is shared between them", () => {
    const s = story({ age: 24, sex: "female", medications: { acute: [{ name: "paracetamol", days_per_month: 6 }, { name: "ibuprofen", days_per_month: 4 }] } }, "headache every day since august", "She takes paracetamol or ibuprofen maybe 10 days a month.");
    expect(s.metrics.acute_medication_days_per_month.simple).toBe(10);
  });
});
