import { describe, expect, it } from "vitest";
import { daysSinceDate, monthsSinceNamedMonth } from "./numbers.ts";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 93 of fresh cases (issue 13): voice dictation, English learnt second and
// rambling stories. A migraineur's sudden worst headache set apart by place or by onset; the bare
// verb ("the left eye go dark"); a birth told "10 days before" or by its date in figures; dates in
// figures; pain-free lying set against standing; a fever "finish"; a lid that droops only during a
// cluster attack; "nope" heading a statement; a fragment ("brain cancer.") carrying on the sentence
// before; a relative's illness written among one's own conditions; a form filled in for a wife; a
// delay told with a bare "after"; a sport named without "while"; a first aura at 56 that ran aura's
// course.

const NOW = new Date("2026-11-23T12:00:00Z");
const key = (k: string, ...m: string[]) => facts(...m).find((f) => f.key === k);
const migraineur = { chief_complaint: "migraine again i think", age: 39, sex: "female", headache_history: { age_onset: 24, severe_days: 2, sidedness: "left" } };

describe("a migraineur's sudden worst headache set apart from the usual ones", () => {
  it.each([
    "i was loading the dishwasher and it was like a light switch, the worst pain ive ever had in my life in like one second, back of my head not my usual spot",
    "it came in one second, the worst ever, at the back, not in my normal place",
    "worst headache of my life, instantly, and its not my usual side",
  ])("'%s' is a thunderclap", (text) => {
    expect(flags(migraineur, "my husband says its a migraine from the stress", text)).toContain("thunderclap_onset");
  });
  it.each([
    ["in one second was the most strong. i have jaqueca since i am young, it start slow slow. this is other thing, never i feel like this"],
    ["in one second it was the worst. my migraines are slow. never i felt so bad"],
  ])("'%s' (word order of another language) is unlike the usual", (text) => {
    expect(yes("never_like_this", text)).toBe(true);
    expect(flags(migraineur, text)).toContain("thunderclap_onset");
  });
  it.each(["this was just bang", "this one was instant", "it was like a bang", "this time it came instantaneous"])("'%s' is a sudden onset", (text) => {
    expect(yes("sudden_onset", text)).toBe(true);
  });
  it("a usual migraine at its usual place stays a migraine", () => {
    expect(flags(migraineur, "my usual migraine, left side, built up over a couple of hours, same as always")).not.toContain("thunderclap_onset");
    expect(yes("never_like_this", "it's in my usual spot")).toBe(false);
  });
});

describe("the bare verb of English learnt second", () => {
  it.each(["yesterday the left eye go dark for maybe 5 minutes", "my right eye become black for a few minutes", "the left eye get dark like a curtain", "one eye turn black for 2 minutes"])("'%s' is sight lost in one eye", (text) => {
    expect(yes("monocular_vision_loss", text)).toBe(true);
  });
  it.each([
    ["cold finish, fever finish 3 week ago, sometimes still little cough"],
    ["the fever is finished since last week"],
    ["temperature over now"],
  ])("'%s' is a fever over", (text) => {
    expect(yes("fever", text)).toBe(false);
  });
  it("a fever told, then told over in the next sentence, is over", () => {
    expect(flags({ age: 57, headache_history: { age_onset: 57 } }, "only when i cough my head is cracking, since 5 week", "it start after i have cold end of october with fever. cold finish, fever finish 3 week ago")).not.toContain("fever_systemic");
  });
});

describe("a birth told in other words, or by its date", () => {
  it.each(["i have baby 10 days before", "we have baby 2 weeks ago", "we had a baby 5 days back", "baby born 18/11", "my baby was born on the 18th of november", "baby was born last week"])("'%s' is after a birth", (text) => {
    expect(yes("postpartum", text)).toBe(true);
  });
  it("a relative's baby is not the person's", () => {
    expect(messageFact("postpartum", "my sister's baby was born last week")?.about).toBe("sister");
  });
  it.each([
    ["baby born 18/11", 0.7],
    ["i had my baby on 9.11.2026", 2],
    ["baby born 18 november, breastfeeding", 0.7],
  ])("'%s' dates the birth (%s weeks)", (text, weeks) => {
    expect(value("postpartum_weeks", text)).toBe(weeks);
  });
  it("a birth dated on the form's menstrual status is a postpartum headache to check", () => {
    const a = story({ age: 27, sex: "female", menstrual_hormonal_history: { menstrual_status: "baby born 18/11, breastfeeding" } }, "from 4 days my head is paining and every day more more");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
  });
});

describe("dates written in figures", () => {
  it.each([
    ["18/11", 5],
    ["6.11", 17],
    ["6/11/2026", 17],
    ["13/11/26", 10],
    ["11/20", 3],
    ["18 november", 5],
    ["november 18th", 5],
  ])("'%s' is %i days back", (text, days) => {
    expect(daysSinceDate(text, NOW)).toBe(days);
  });
  it.each(["31/2", "25/25", "not a date"])("'%s' is no date", (text) => {
    expect(daysSinceDate(text, NOW)).toBeNull();
  });
  it("a date in the future is no date gone by", () => {
    expect(daysSinceDate("11/25/2026", NOW)).toBeNull();
  });
  it("an onset dated in figures", () => {
    expect(monthsSinceNamedMonth("since 6/11 i have pain in the two sides of the head", NOW)).toBe(0.6);
    expect(value("history_months", "since 6/11 i have pain in the two sides of the head")).toBe(0.6);
  });
  it.each(["it went from 7/10 to 9/10", "since 8/10 pain this morning"])("'%s' is a pain score, not a date", (text) => {
    expect(monthsSinceNamedMonth(text, NOW)).toBeNull();
  });
});

describe("pain-free lying set against standing", () => {
  it.each([
    "when i am lying no pain, when i stand up after 15 minute the back of the head become heavy",
    "when i lie down no pain, when i stand up the head become heavy",
    "if she lies flat there is no headache, then she gets up and after 10 minutes its back",
    "while im lying on the bed i have no pain, as soon as i get up it starts",
  ])("'%s' is worse upright", (text) => {
    expect(yes("worse_upright", text)).toBe(true);
  });
  it("lying with no pain alone says nothing of standing", () => {
    expect(yes("worse_upright", "when i lie down no pain, it goes")).toBe(false);
  });
  it("a plain denial still denies", () => {
    expect(key("worse_upright", "no pain when i stand up")?.polarity).toBe("denied");
  });
  it("told so, a headache upright is positional", () => {
    expect(flags({ age: 39 }, "from 2 weeks i have headache very strange. when i am lying no pain, when i stand up after 15 minute the back of the head become heavy heavy like a stone")).toContain("positional");
  });
});

describe("a lid that droops only during a cluster attack", () => {
  const firstBout = ["hot poker in my right eye every night since about 2 weeks, wakes me around 1", "lasts 45 mins to an hour cant keep still, pacing"];
  it.each([
    "during it the eye goes red and streams and that side of my nose runs, lid droops a bit",
    "with each attack my eye waters, the nose runs and the lid droops",
  ])("'%s' is the attack's own sign, even in a first bout", (text) => {
    expect(key("ptosis", ...firstBout, text)?.tag).toBe("transient");
    expect(flags({ age: 33, sex: "male" }, ...firstBout, text)).not.toContain("neuro_deficit");
  });
  it("a droopy lid with new neck pain and a small pupil is still a dissection's", () => {
    expect(flags({ age: 44 }, "my left eyelid droops and the pupil is small since tuesday, with pain in the left side of my neck and my eye waters")).toContain("neuro_deficit");
  });
  it("'cant sit still' tells no lasting sign", () => {
    expect(key("ptosis", "the lid droops and I cant sit still so I walk up and down, about an hour then it goes")?.tag).not.toBe("persistent");
  });
  it("'right eye' in a run-on sentence with a lid drooping is still one side of the head", () => {
    expect(yes("unilateral", "tonight it came at 1, right eye like a hot screwdriver, eye goes red and pours, the lid droops and I cant sit still")).toBe(true);
  });
});

describe("an answer word heading a statement", () => {
  it.each([
    ["nope same as the other bouts", "bouts"],
    ["no just nausea", "nausea"],
    ["nah its throbbing", "pulsating"],
  ])("'%s' affirms %s", (text, k) => {
    expect(yes(k, text)).toBe(true);
  });
  it.each([["no nausea", "nausea"], ["nope, no throbbing", "pulsating"]])("'%s' still denies %s", (text, k) => {
    expect(key(k, text)?.polarity).toBe("denied");
  });
});

describe("a fragment carries on the sentence before it", () => {
  it.each([
    ["my dad died of a glee oh blast oma in june. glioblastoma. brain cancer.", "cancer", "father"],
    ["my wife just had a sees her on the couch. seizure.", "seizure", "wife"],
    ["my son has a rash. no fever.", "fever", "son"],
  ])("'%s': %s is about the %s", (text, k, who) => {
    expect(messageFact(k, text)?.about).toBe(who);
  });
  it("a fragment after one's own sentence is one's own", () => {
    expect(messageFact("vomiting", "my head is pounding since this morning. vomiting.")?.about).toBeUndefined();
  });
  it("a father's cancer told in a fragment is no cancer history", () => {
    expect(flags({ age: 41 }, "my dad died of a glee oh blast oma in june. glioblastoma. brain cancer. so every head egg i get now i freak out")).not.toContain("cancer_history");
  });
});

describe("a relative's illness written among the person's own conditions", () => {
  it.each(["dad had brain cancer (glioblastoma)", "mum - breast cancer", "Mother: bowel cancer", "my brother has lymphoma"])("'%s' is family history", (item) => {
    expect(flags({ age: 41, medical_history: { medical_conditions: [item] } }, "tight band round my head most afternoons, same for years")).not.toContain("cancer_history");
  });
  it("the person's own cancer on the form is still theirs", () => {
    expect(flags({ age: 61, medical_history: { medical_conditions: ["breast cancer 2019"] } }, "new headaches for 3 weeks, worse every week")).toContain("cancer_history");
  });
});

describe("a form filled in for someone the complaint names", () => {
  const wife = { chief_complaint: "my wife had a seizure", age: 30, sex: "female" };
  it("a husband telling his wife's seizure after a birth", () => {
    const got = flags(wife, "my wife just had a seizure on the couch, her left arm started jerking then her whole body shook", "she had our baby 12 days ago. shes had a headache for 5 days getting worse every day", "shes awake now and she bit her tongue");
    expect(got).toContain("seizure");
    expect(got).toContain("pregnancy_postpartum");
  });
  it("'she had our baby ... she' is the mother, not the baby", () => {
    expect(messageFact("progressive", "she had our baby 12 days ago. shes had a headache for 5 days getting worse every day")?.about).toBe("third");
  });
  it("the typist's own headache keeps the story theirs", () => {
    expect(flags({ chief_complaint: "my wife had a seizure", age: 34, sex: "male" }, "my own head is pounding since i saw it happen, it's my usual migraine")).not.toContain("seizure");
  });
});

describe("how long, told around the attack", () => {
  it("'maybe half an hour after,' is a delay, not the attack's length", () => {
    expect(value("attack_hours", "not straight away like maybe half an hour after, it built up over an hour or so into my usual right side pounding")).toBeUndefined();
  });
  it("'over roughly 3 hours after it started' is the attack's length", () => {
    expect(value("attack_hours", "the whole thing is over roughly 3 hours after it started")).toBe(3);
  });
});

describe("exertion told through the sport, without 'while'", () => {
  it.each(["headache playing hockey", "last night at beer league my head started pounding", "pain at football training", "head started throbbing at five-a-side"])("'%s' is effort", (text) => {
    expect(yes("exertion_context", text)).toBe(true);
  });
  it.each(["it got worse every shift", "worse every period", "it got worse each lap"])("'%s' within one game is no progressive headache", (text) => {
    expect(yes("progressive", text)).toBe(false);
  });
  it("a week-on-week worsening still is", () => {
    expect(yes("progressive", "it gets worse every week")).toBe(true);
  });
});

describe("a first aura at 56 that ran aura's course", () => {
  const course = "2 times now i have this sparkling like broken glass on the right side, it is moving and getting bigger, 20 minutes then it disappear";
  it("'getting bigger' is a spreading aura", () => {
    expect(yes("aura_spread", course)).toBe(true);
  });
  it("is seen within a day, not sent now", () => {
    const a = story({ age: 56 }, course, "no headache really. never i have migraine before");
    expect(a.red_flags.map((f) => f.code)).toContain("neuro_deficit");
    expect(a.urgency).toBe("urgent");
  });
  it("without aura's course (sight lost, minutes), it is still an emergency", () => {
    const a = story({ age: 56 }, "first time ever, the right side of my vision went black for 3 minutes then came back");
    expect(a.urgency).toBe("emergency");
  });
});
