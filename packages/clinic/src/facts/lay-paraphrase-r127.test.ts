import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { facts, flags, NOW, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 127 of fresh cases (issue 13): numbers from devices and apps, people
// with health anxiety telling what they fear beside what they have, and trips and surroundings.

describe("readings pasted from a device", () => {
  it("a log of blood pressures is read at its latest reading, dates with a slash are no readings", () => {
    expect(facts("my Omron app log: 12/11 124/78, 20/11 138/88, today 09:12 163/109, 09:20 166/112").find((f) => f.key === "blood_pressure")?.value).toBe(166);
  });
  it("'35 weeks 4 days first baby' is a pregnancy, and how far along is no history", () => {
    expect(value("history_months", "Hi, 35 weeks 4 days first baby.")).toBeUndefined();
    const a = story({ age: 34, sex: "female" }, "Hi, 35 weeks 4 days first baby. Headache in front since I woke up", "my Omron app log: today 09:12 163/109, 09:20 166/112", "also got sparkly spots in both eyes on and off", "pain under my right ribs, face and fingers bit puffy");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
    expect(a.urgency).toBe("emergency");
  });
  it("'I photograph my eyes at 12:00 each day' is no headache day", () => {
    expect(value("headache_days", "I photograph my eyes at 12:00 each day.")).toBeUndefined();
    expect(value("headache_days", "i get it every day")).toBe(30);
  });
});

describe("what the person fears, beside what they have", () => {
  it("'The actual headaches are different, I've had those since my 20s' is no change of pattern", () => {
    expect(yes("pattern_change", "The actual headaches are different, I've had those since my 20s.")).toBe(false);
    expect(yes("pattern_change", "this headache is different, nothing like my usual ones")).toBe(true);
  });
  it("'a woozy whoosh' is a dizzy rush, not a pulsing sound", () => {
    expect(yes("pulsatile_tinnitus", "Sometimes a woozy whoosh with it.")).toBe(false);
    expect(yes("pulsatile_tinnitus", "a whooshing in my ear in time with my heartbeat")).toBe(true);
  });
  it("'nobody has seen me jerk or anything' denies a fit and settles the worry", () => {
    expect(facts("nobody has seen me jerk or anything").find((f) => f.key === "seizure")?.polarity).toBe("denied");
    const a = story({ age: 33, sex: "female" }, "I've been getting these zaps in my head and I've read they might be mini seizures", "I don't black out, nobody has seen me jerk or anything");
    expect(a.candidates?.map((c) => c.code) ?? []).not.toContain("seizure");
  });
  it("floaters had since college, the same, are no visual disturbance", () => {
    expect(yes("visual_disturbance", "I have floaters but I've had them since college, they look the same")).toBe(false);
    expect(yes("visual_disturbance", "I have floaters since this morning")).toBe(true);
  });
  it("'Lights have rings round them like rainbows' in red aching eyes on topiramate is angle closure", () => {
    expect(yes("halos", "Lights have rings round them like rainbows")).toBe(true);
    expect(flags({ age: 41, sex: "female" }, "My neuro put me on topiramate 12 days ago for my migraines", "Both eyes ache and they're quite red, and everything far away is blurry. Lights have rings round them like rainbows")).toContain("painful_eye_autonomic");
  });
  it("a first aura at 52 that spread over 20 minutes 'then faded' is urgent, not an emergency", () => {
    expect(yes("aura_resolves", "over maybe 20 min it grew into a C shape of zigzags and drifted out to the right edge then faded")).toBe(true);
    const a = story({ age: 52, sex: "male" }, "52 yo male. this afternoon i got a shimmering zigzag thing in my vision, right side", "it started as a little sparkly spot near the middle and over maybe 20 min it grew into a C shape of zigzags and drifted out to the right edge then faded", "then a headache, left side, throbbing", "no numbness, arms and legs fine, talking fine. ive never had migraines");
    expect(a.urgency).toBe("urgent");
  });
  it("a bigger pupil seen in wedding photos from 2009 is the person's own, a new one with neck pain is not", () => {
    const a = story({ age: 45, sex: "male" }, "my right pupil is bigger than my left. ive had migraines for years", "i dug out my wedding photos from 2009 and you can see it in the close ups, right one bigger. the optician said its physiological");
    expect(a.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
    expect(flags({ age: 45, sex: "male" }, "my right pupil is bigger than my left since yesterday and the right side of my neck hurts, never had headaches")).toContain("neuro_deficit");
  });
  it("'didnt throw up again' says it was thrown up before", () => {
    expect(yes("vomiting", "the migraine didnt change after, not worse, didnt throw up again")).toBe(true);
    expect(yes("vomiting", "i didnt throw up")).toBe(false);
    expect(yes("head_trauma", "He has not hit his head again since March")).toBe(false);
  });
  it("'I ask her same thing two times' is a repeated question", () => {
    expect(yes("confusion", "wife say since yesterday I ask her same thing two times")).toBe(true);
  });
});

describe("a cluster bout of weeks", () => {
  it("triptans on most days of a 19-day bout are not overuse (ICHD-3 8.2 asks for over 3 months)", () => {
    const a = assess(null, [
      { role: "user", content: "I have episodic cluster headache, diagnosed in 2017. Current bout started 9 November 2026. Today is day 19." },
      { role: "user", content: "31 attacks this bout, right eye, 45 to 70 minutes, eye waters, nostril runs, I walk around the kitchen. The attacks are the same as previous bouts." },
      { role: "user", content: "sumatriptan 6 mg injection on 11 of the 19 days" },
    ], { now: NOW });
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
});

describe("trips and surroundings", () => {
  it("'Crew Pieter has fever and sore throat, not me' is Pieter's fever", () => {
    expect(flags({ age: 52, sex: "male" }, "forehead band on 3 of 7 days at sea, same as always", "Crew Pieter has fever and sore throat, not me.")).not.toContain("fever_systemic");
  });
  it("legs numb from sitting on a flight, fine after walking, are no deficit", () => {
    expect(yes("numbness", "also my legs were numb on the flight from sitting, after walking they were fine")).toBe(false);
    expect(yes("numbness", "my left leg went numb this morning")).toBe(true);
  });
  it("'I just collapse into bed' is bed, not a collapse", () => {
    expect(yes("loss_of_consciousness", "when i get home at 8 i just collapse into bed, then wake up around 2")).toBe(false);
    expect(yes("loss_of_consciousness", "i collapsed in the kitchen")).toBe(true);
  });
  it("'I walk 20 minutes to office' is no attack length, nor 'blurry few seconds until I blink'", () => {
    expect(value("attack_hours", "when it is minus 45 and I walk 20 minutes to office")).toBeUndefined();
    expect(value("attack_hours", "my eyelashes freeze and the vision is blurry few seconds until I blink the ice off")).toBeUndefined();
  });
  it("a stiff neck in a headache that comes upright and goes lying flat is the low-pressure headache's, urgent", () => {
    const a = story({ age: 41, sex: "male" }, "after 15-20 min upright the back of my head starts pulling. lie flat on the sofa and its gone in 15 minutes", "ears feel muffled when I'm up. neck stiff-ish at the back.");
    expect(a.red_flags.map((f) => f.code)).toContain("positional");
    expect(a.red_flags.map((f) => f.code)).not.toContain("meningism");
    expect(a.urgency).toBe("urgent");
  });
});
