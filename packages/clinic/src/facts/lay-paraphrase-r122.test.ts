import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { facts, flags, NOW, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 122 of fresh cases (issue 13): long chatty messages with the facts
// mid-paragraph, terse lists from a work computer, and short answers to imagined questions with
// corrections and partners typing in turn.

describe("what the usual attacks never bring", () => {
  it("'her migraines have never given her a temperature' beside a reading of 39.4 denies nothing of this headache", () => {
    const m = "her boyfriend here. shes burning up, thermometer says 39.4. she keeps saying its her period migraine but her migraines have never given her a temperature";
    expect(yes("fever", m)).toBe(true);
    expect(flags(null, m, "she cant put her chin on her chest")).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
  });
  it("a plain denial of this headache's fever still stands", () => {
    expect(facts("no temperature with it").some((f) => f.key === "fever" && f.polarity === "denied")).toBe(true);
  });
});

describe("a fever over", () => {
  it("'temperatures been normal since last wednesday, colds gone' ends the fever of a cold last week", () => {
    const a = story({ age: 14 }, "mum typing. he had a temperature with a cold last week", "temperatures been normal since last wednesday, colds gone");
    expect(a.red_flags.map((f) => f.code)).not.toContain("fever_systemic");
  });
});

describe("a build-up over hours is one attack", () => {
  it("'got worse and worse over a few hours' is no progressive headache", () => {
    expect(yes("progressive", "shes had a headache since about 2 this afternoon that got worse and worse over a few hours")).toBe(false);
    expect(yes("progressive", "it has got worse and worse over a few weeks")).toBe(true);
  });
});

describe("a medicine counted once", () => {
  it("'ibuprofen maybe 2 days a week' answering the medicine-days question is ibuprofen's days, not a second unnamed medicine", () => {
    const a = assess({ age: 35 }, [
      { role: "user", content: "headache every day since august" },
      { role: "assistant", content: "On how many days a month do you take painkillers or migraine medicines?", questionId: "acute_med_days", slots: ["acute_med_days"] },
      { role: "user", content: "ibuprofen maybe 2 days a week, it barely touches it" },
    ], { now: NOW });
    expect(a.metrics.acute_medication_days_per_month).toEqual({ simple: expect.closeTo(8.6, 0) });
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
});

describe("a sudden onset told as a moment before and after", () => {
  it("'one second, nothing then the absolute worst pain ive ever had' and 'like a door slammed inside the back of my skull'", () => {
    expect(yes("sudden_onset", "honestly one second, nothing then the absolute worst pain ive ever had")).toBe(true);
    expect(yes("thunderclap", "as i sat down it was like a door slammed inside the back of my skull")).toBe(true);
  });
  it("the 40 degrees on a hot tub's panel is the water, not a fever", () => {
    expect(yes("fever", "i climbed straight into the hot tub which says 40 degrees on the panel")).toBe(false);
  });
});

describe("a walk and a mind gone wrong at altitude, told by the wife (high-altitude cerebral oedema)", () => {
  it("stumbling like he was drunk, holding the wall, a straight line he couldn't walk", () => {
    expect(yes("ataxia", "typing for my husband. he went out to the outhouse and he was stumbling like he was drunk, holding on to the wall")).toBe(true);
    expect(yes("ataxia", "typing for my husband. when Jen asked him to walk a straight line he couldn't")).toBe(true);
  });
  it("asking twice which hut they are in, thinking it is Sunday", () => {
    expect(yes("confusion", "typing for my husband. he's asked me twice which hut we're in")).toBe(true);
    expect(yes("confusion", "typing for my husband. he thinks it's Sunday")).toBe(true);
  });
});

describe("benign reasons told with the symptom", () => {
  it("blurred only through old reading glasses, or without glasses, is the lenses", () => {
    expect(yes("blurred_vision", "only blurry if I use my old readers for the fine stuff")).toBe(false);
    expect(yes("blurred_vision", "without my glasses everything is blurry")).toBe(false);
    expect(yes("blurred_vision", "it is blurry even with my glasses")).toBe(true);
  });
  it("tingly little and ring fingers from leaning on the elbow, shaken off, are a pressed nerve", () => {
    expect(flags(null, "my pinkie and ring finger go tingly sometimes but thats when ive been leaning on my elbow on the desk for ages, shake it and its gone")).not.toContain("neuro_deficit");
  });
  it("fitting a kitchen is a trade, not a fit", () => {
    expect(yes("seizure", "been at work all week fitting a kitchen in corbridge")).toBe(false);
    expect(yes("seizure", "she was fitting on the floor for two minutes")).toBe(true);
  });
  it("'like being pregnant with a very expensive rockery' is a comparison", () => {
    expect(yes("pregnant", "building a show garden which is basically like being pregnant with a very expensive rockery")).toBe(false);
  });
  it("steroids to ring for if a cluster bout comes back are no steroids taken", () => {
    expect(yes("immunosuppressed", "last time the neuro said to ring for verapamil or a course of steroids if a bout came back")).toBe(false);
    expect(yes("immunosuppressed", "lung cancer 2023, had part of my right lung out + 4 rounds chemo. scan in May all clear")).toBe(false);
  });
});

describe("what the form's boxes said, said back", () => {
  it("'which is why I ticked both sides on the form, but ... never once on the right' is one side", () => {
    const f = facts("sometimes it spreads over the top, which is why I ticked both sides on the form, but it starts on the left and lives on the left and it has never once been on the right side");
    expect(f.some((x) => x.key === "bilateral" && x.polarity === "affirmed")).toBe(false);
    expect(f.some((x) => x.key === "unilateral" && x.tag === "side_locked")).toBe(true);
  });
});

describe("a knock after the headache began", () => {
  it("'bang my head on the car door frame on the 12th but the headache started 3 days before that' caused nothing", () => {
    expect(flags({ age: 63 }, "headache right temple since Monday the 9th, never a headache person", "I did bang my head on the car door frame on the 12th but the headache started 3 days before that so I don't think it's that")).not.toContain("post_trauma");
  });
  it("a car hit from behind with the head jerked is whiplash (ICHD-3 5.3)", () => {
    expect(yes("head_trauma", "an auto-rickshaw hit the back of my car at signal, my head jerked, didnt hit anything")).toBe(true);
  });
});

describe("dates of other things", () => {
  it("'optometrist 2 yrs ago said everything fine' and 'GP started me on Doryx 2 Oct' date no headache", () => {
    expect(yes("history_months", "optometrist 2 yrs ago said everything fine")).toBe(false);
    expect(yes("history_months", "GP started me on Doryx 2 Oct for rosacea")).toBe(false);
    expect(yes("history_months", "headaches started 2 Oct")).toBe(true);
  });
  it("'I'm up most nights for her CGM alarms' is awake for someone else, no headache days", () => {
    expect(yes("headache_days", "I'm up most nights for her CGM alarms now")).toBe(false);
  });
});

describe("whose seizure", () => {
  it("a bullet that opens with a bare relation names the she that follows", () => {
    const a = story(null, "I have chronic migraine, 17 headache days in Oct, same as all year", "• daughter (15) dx type 1 diabetes in Aug. Sunday she had a seizure from a low at 3am, ER said it was the low sugar");
    expect(a.facts.some((x) => x.key === "other:seizure")).toBe(true);
    expect(a.urgency).toBe("routine");
  });
});

describe("a preventive's doses", () => {
  it("'started indometacin 25mg x3 a day' answering the medicine-days question are no acute medicine days", () => {
    const a = assess({ age: 49 }, [
      { role: "user", content: "left-sided headache never fully off since Easter 2025" },
      { role: "assistant", content: "On how many days a month do you take painkillers or migraine medicines?", questionId: "acute_med_days", slots: ["acute_med_days"] },
      { role: "user", content: "started indometacin 25mg x3 a day on the 2nd with omeprazole. by the 4th it was GONE" },
    ], { now: NOW });
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
});
