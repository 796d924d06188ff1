import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 129 of fresh cases (issue 13): a few words each in clinical shorthand,
// health workers telling their patients' illnesses beside their own, and headaches after procedures.

describe("shorthand and a few words", () => {
  it("'wrost hed ever', '0-10 in like a sec', 'dont get heads' is a thunderclap", () => {
    expect(yes("worst_ever", "wrost hed ever")).toBe(true);
    expect(value("peak_hours", "0-10 in like a sec. on couch w/ tea")).toBeLessThan(1 / 60);
    expect(flags({ age: 38, sex: "male" }, "wrost hed ever", "0-10 in like a sec. on couch w/ tea", "dont get heads. puked 2x")).toContain("thunderclap_onset");
  });
  it("'hx', 'preg' and 'v' are read as written out", () => {
    expect(yes("past_head_trauma", "hx head injury age 9 (bike). fine since")).toBe(true);
    expect(yes("pregnant", "16 wks preg. migraine since yday")).toBe(true);
    expect(yes("swelling", "face and feet swollen")).toBe(true);
    expect(yes("confusion", "now v sleepy, nods off mid sentence")).toBe(true);
  });
  it("'34wks.' sent alone, with a severe-range pressure and swelling, is pre-eclampsia", () => {
    expect(value("pregnancy_weeks", "34wks.")).toBe(34);
    expect(value("history_months", "34wks.")).toBeUndefined();
    const a = story({ age: 31, sex: "female" }, "34wks. head v bad since morning", "sparkles both eyes, blurry", "bp 160/110 at pharmacy. face and feet swollen");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
    expect(a.urgency).toBe("emergency");
  });
  it("a menstrual and hormonal section sent as one line of words is read", () => {
    const a = story({ age: 31, sex: "female", menstrual_hormonal_history: "34 weeks pregnant, first baby" }, "head very bad since morning");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
  });
});

describe("a clinician's patients beside their own story", () => {
  it("'diagnosed a GCA this morning, lovely lady, jaw claudication' is the patient's", () => {
    expect(yes("jaw_claudication", "diagnosed a GCA this morning, lovely lady, jaw claudication, the works.")).toBe(false);
    expect(yes("jaw_claudication", "my jaw aches after a few mouthfuls")).toBe(true);
  });
});

describe("after a procedure or a treat", () => {
  it("'stiff and sore from lying like that' face down after an eye operation is strain", () => {
    expect(flags({ age: 64, sex: "male", chief_complaint: "headache and stiff neck after eye op" }, "Had an op on my retina Monday. Have to lie face down 50 minutes every hour", "Neck and shoulders are stiff and sore from lying like that. my usual band headache", "No fever, I can turn my head all ways, it's just sore")).not.toContain("meningism");
  });
  it("going grey and lightheaded on standing from a hot hammam is a head-rush, not an obscuration", () => {
    expect(yes("visual_obscuration", "when i stood up from the marble i went lightheaded and everything went a bit grey for a few seconds")).toBe(false);
    expect(yes("visual_obscuration", "my vision goes grey for like 2 seconds when i stand up out of bed")).toBe(true);
  });
});
