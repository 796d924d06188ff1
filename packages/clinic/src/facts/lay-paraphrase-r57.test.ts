import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 57 of fresh cases (issue 13): emergencies told obliquely; voice-typed,
// terse and self-correcting messages.

describe("emergencies told obliquely", () => {
  it.each([
    "saturday in a super hot shower and BAM, back of my head, 10/10 in like 5 seconds",
    "ten out of ten within a few seconds",
  ])("%s is a thunderclap", (text) => {
    expect(yes("thunderclap", text)).toBe(true);
  });
  it("like a firecracker went off in my head is a sudden onset", () => {
    expect(yes("sudden_onset", "like a firecracker went off in there")).toBe(true);
  });
  it("four sudden 10/10 headaches in a week, new at 33, are thunderclaps (recurrent: RCVS), not a migraine", () => {
    const a = story(
      { age: 33, sex: "female" },
      "I think I'm getting migraines for the first time at 33",
      "saturday in a super hot shower and BAM, back of my head, like a firecracker went off in there, 10/10 in like 5 seconds. monday same thing lying in bed, bang out of nowhere",
      "yesterday in a line, boom, same again, and this morning a 4th one",
    );
    expect(a.urgency).toBe("emergency");
    expect(a.red_flags.map((f) => f.code)).toContain("thunderclap_onset");
  });
  it.each(["I saw circles with colours like rainbow around the candles", "rings round the street lamps"])("%s is halos", (text) => {
    expect(yes("halos", text)).toBe(true);
  });
  it("a deep eye pain, rainbow circles round the candles and a red foggy eye is an emergency (angle closure)", () => {
    const a = story({ age: 66, sex: "female" }, "my right eye started to hurt very deep and I saw circles with colours like rainbow around the candles", "This morning the right eye is red and I see foggy from it");
    expect(a.urgency).toBe("emergency");
  });
  it.each([
    ["the girl put the machine on my arm. 224 over 131.", 224, 131],
    ["the pharmacy machine said 1 58 over 1 06", 158, 106],
  ])("'%s' is a blood pressure", (text, sys, dia) => {
    const f = facts(text).find((x) => x.key === "blood_pressure");
    expect([f?.value, f?.value2]).toEqual([sys, dia]);
  });
  it("224/131 with a tight chest and misty vision is a hypertensive emergency", () => {
    const a = story({ age: 53, sex: "male" }, "Two days my head is heavy at the back", "the girl put the machine on my arm. 224 over 131.", "my chest is tight a little bit since last night, heavy");
    expect(a.urgency).toBe("emergency");
    expect(a.hazards?.map((h) => h.code)).toContain("hypertensive_crisis");
    expect(a.leading_pattern).toBeNull();
  });
  it("185/110 with a headache and nothing else is urgent", () => {
    expect(story({ age: 60 }, "headache today, my blood pressure was 185/110 at the chemist").urgency).toBe("urgent");
  });
  it.each(["left hand is stupid, I drop coffee", "I push wrong buttons with left hand", "left foot catch on kerb sometimes"])("%s is a one-sided clumsiness", (text) => {
    expect(yes("weakness", text)).toBe(true);
  });
  it.each([
    "wife say I am slow like old man and answer late",
    "boss say I am strange this week",
    "he insist want to go for his shift, he retired 15 years already",
    "He also dunno today what day",
    "Today he a bit blur blur",
    "during lunch his head keep dropping",
  ])("%s is confusion or drowsiness", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it("'my right hand started to jump alone, small jerks' is a seizure", () => {
    expect(yes("seizure", "my right hand started to jump alone, small jerks, maybe 1 minute")).toBe(true);
  });
  it.each(["neck has gone real stiff too", "cant get my chin down to look at my phone"])("%s is a stiff neck", (text) => {
    expect(yes("neck_stiffness", text)).toBe(true);
  });
  it("'Not stiff exactly, I can turn it grand' takes back the form's stiff neck", () => {
    const a = story({ chief_complaint: "stiff neck + dizzy" }, "pain at the back of my neck. Not stiff exactly, I can turn it grand");
    expect(a.facts.find((f) => f.key === "neck_stiffness")?.polarity).toBe("denied");
  });
});

describe("voice-typed and self-correcting messages", () => {
  it("'30 4 weeks pregnant' is 34 weeks; 'I'm 30 and 4 weeks pregnant' stays 4", () => {
    expect(value("pregnancy_weeks", "hi I'm 30 4 weeks pregnant with my second")).toBe(34);
    expect(value("pregnancy_weeks", "I'm 30 and 4 weeks pregnant")).toBe(4);
  });
  it("'ache under my write ribs' is the right upper abdomen", () => {
    expect(facts("also this ache under my write ribs").some((f) => f.key === "preeclampsia_signs" && f.side === "right")).toBe(true);
  });
  it("34 weeks, sparkles, swollen feet, pain under the right ribs and 158/106 is an emergency", () => {
    const a = story({ age: 31, sex: "female" }, "hi I'm 30 4 weeks pregnant and I've had a headache since last night", "I had like sparkly bits in my eyes and my feet are like balloons", "this ache under my write ribs", "the pharmacy machine said 1 58 over 1 06");
    expect(a.urgency).toBe("emergency");
  });
});

describe("false alarms: bumps, guesses and days told of others", () => {
  it("habitual bumps made light of are not a head injury", () => {
    expect(yes("head_trauma", "I do bonk my head on the shack door frame like every time lol but thats nothing")).toBe(false);
    expect(yes("head_trauma", "I bonked my head on the door frame this morning")).toBe(true);
  });
  it("'hit my head on the beam in jan but these were going way before that' is a headache before the knock", () => {
    expect(flags({ age: 36 }, "tight band both sides, 6 or 7 days a month", "hit my head on the cellar beam in jan but these were going way before that")).not.toContain("post_trauma");
  });
  it("'got hit in the face with a ball last season but it was fine' is remote", () => {
    expect(flags({ age: 14 }, "headaches twice a month", "got hit in the face with a ball last season but it was fine")).not.toContain("post_trauma");
  });
  it("'mate on site reckons its a tumour' is someone's guess, not a history of cancer", () => {
    expect(flags({ age: 35 }, "right eye at 1am, 5th week of this lot", "mate on site reckons its a tumour cause its always the same side")).not.toContain("cancer_history");
  });
  it("'my wife says it's drooping' is still what she saw", () => {
    expect(facts("my wife says my eyelid is drooping").some((f) => f.polarity === "unknown")).toBe(false);
  });
  it("'she calls me every day' is no headache rate; '2 or 3 per month, one day each' is 2.5", () => {
    expect(value("headache_days", "my sister read about scans and she calls me every day")).toBeUndefined();
    expect(value("headache_days", "Now 2 or 3 per month, one day each, naproxen and sleep.")).toBe(2.5);
  });
  it("'I'm fine all day at work' is not an attack's length", () => {
    expect(value("attack_hours", "completely gone in between, I'm fine all day at work")).toBeUndefined();
  });
  it("'5-10 mins from a niggle to full blast' is the time to peak", () => {
    const f = facts("comes on fast, like 5-10 mins from a niggle to full blast");
    expect(f.some((x) => x.key === "attack_hours")).toBe(false);
    expect(f.some((x) => x.key === "peak_hours")).toBe(true);
  });
  it("a graze on the forehead is no bilateral headache", () => {
    expect(yes("bilateral", "my forehead's got a graze off the garage wall")).toBe(false);
  });
  it("'In the form I put 51 but I filled it wrong ... migraines from age 18' is no new headache at 52", () => {
    const f = flags(
      { age: 52, sex: "female", headache_history: { age_onset: 51 } },
      "In the form I put that my headaches started at 51 but I think I filled it wrong, they started AGAIN at 51",
      "I had migraines from age 18 until more or less 35, then 17 years nothing, and with the menopause they came back exactly the same",
    );
    expect(f).not.toContain("new_onset_over_50");
  });
});

describe("a medicine taken with each headache", () => {
  it("'every time I get one, not every day' after disowning the form's 'daily' counts the headache days", () => {
    const a = story(
      { age: 38, medications: { acute: [{ name: "Excedrin", days_per_month: 28 }] } },
      "migraines since high school. on the form I put daily but thats wrong",
      "its more like 1 or 2 days a week. I ment I take excedrin every time I get one not every day",
    );
    expect(a.metrics.acute_medication_days_per_month.combination).toBe(6.4);
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
  it("'every time I get one, about 6 days a month' keeps its count", () => {
    expect(facts("I take sumatriptan every time I get one, about 6 days a month").find((f) => f.key === "med:sumatriptan")?.value).toBe(6);
  });
  it("'2 excedrin and a dark room and I'm good in a couple hrs' is relief, not an untreated length", () => {
    expect(value("attack_hours", "2 excedrin and a dark room and I'm good in a couple hrs")).toBeUndefined();
  });
});
