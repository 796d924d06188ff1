import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 148 of fresh cases (issue 13): the neck and the back of the head; other
// illnesses and treatments that change the picture; how a headache changes over time.

describe("the neck", () => {
  it("a child who will not bend her neck or look down at her plate, sleepy past waking, is meningism and lowered consciousness", () => {
    const codes = flags({ age: 5, sex: "female" }, "since morning she has fever 102.8", "when i tell her to look down at her plate she is crying, she is not bending her neck at all. holding it straight", "she is too sleepy today, not talking properly to me. only lying, eyes half closed when i call her name");
    expect(codes).toEqual(expect.arrayContaining(["fever_systemic", "meningism", "altered_consciousness"]));
    expect(yes("confusion", "too sleepy to type much, its 3am")).toBe(false);
  });
  it("a neck stiff after being rear-ended is whiplash: post-traumatic, not meningism", () => {
    const codes = flags({ age: 27, sex: "male" }, "I was in a car accident on saturday, someone drove into the back of me", "I did not hit my head. but next morning my neck was very stiff and sore and I had this headache at the back of the head");
    expect(codes).toContain("post_trauma");
    expect(codes).not.toContain("meningism");
    expect(flags({ age: 27, sex: "male" }, "got rear-ended on saturday, neck stiff since", "now a fever of 39 and I can't put my chin on my chest")).toContain("meningism");
  });
  it("a stiff neck told as part of the usual attack's course, or 'like every time', is the attack's", () => {
    expect(flags({ age: 27, sex: "female", headache_history: { age_onset: 19 } }, "first i see shining zigzag lines, it spreads slowly for like 20 mins", "after that the headache comes, pounding, with my neck very stiff and i need to lie down", "its been happening since my uni days, every 1-2 months, always the same pattern")).not.toContain("meningism");
    expect(flags({ age: 44, sex: "female", headache_history: { age_onset: 20 } }, "is the same migraine like always, left side pounding, i vomit, the light hurts, my neck gets stiff like every time it is strong")).not.toContain("meningism");
  });
  it("a neck that moves is no stiff neck, unless moving it hurts", () => {
    expect(story(null, "no fever, i can move my neck, no problem with the vision").facts.some((f) => f.key === "neck_stiffness" && f.polarity === "denied")).toBe(true);
    expect(story(null, "i can move my neck but it hurts to look down").facts.some((f) => f.key === "neck_stiffness" && f.polarity === "denied")).toBe(false);
  });
  it("'cant stop shivering' is shivering", () => {
    expect(flags({ age: 19, sex: "male" }, "headache since yesterday", "temp is 39.4 on my housemates thermometer, cant stop shivering")).toContain("fever_systemic");
    expect(story(null, "cant stop shivering").facts.some((f) => f.key === "fever" && f.polarity === "denied")).toBe(false);
  });
  it("pain that comes some minutes after sitting up and goes lying flat is positional", () => {
    expect(flags({ age: 31, sex: "female" }, "had my baby thursday with an epidural", "when I sit up to feed him or stand, after some minutes comes a strong pain in the back of the head", "when I lie flat it goes away in 15 min")).toContain("positional");
  });
});

describe("other illnesses and treatments", () => {
  it("a steroid with the local anaesthetic of a nerve block, and a question about it, are no immunosuppression", () => {
    expect(flags({ age: 39, sex: "male" }, "cluster bout started 3 weeks ago", "Had the occipital nerve block yesterday. lidocaine and a steroid they said", "And does the steroid knock my immune system")).not.toContain("immunosuppression");
    expect(flags({ age: 60, sex: "male" }, "new headache for a week", "I am on steroids for my lungs, 20mg a day")).toContain("immunosuppression");
  });
  it("muddled and slurring at a measured low sugar, well after juice, is the hypo's, not a stroke", () => {
    const codes = flags({ age: 27, sex: "female" }, "type 1 diabetic, migraines since 16, same as always", "last week libre said 2.9 and my boyfriend says i was totally muddled and slurring my words. he gave me juice and in 10 min i was normal", "should i worry about the slurring thing");
    expect(codes).not.toContain("neuro_deficit");
    expect(codes).not.toContain("altered_consciousness");
    expect(flags({ age: 27, sex: "female" }, "type 1 diabetic", "sugar was 5.8 but since this morning i am slurring my words")).toContain("neuro_deficit");
  });
  it("stages told from a day ('first days only sitting up ... since wednesday all the time and way worse') are progressive", () => {
    expect(yes("progressive", "first few days it was only bad sitting up and laying down fixed it. since like wednesday its there all the time even laying down and way worse")).toBe(true);
  });
});

describe("how a headache changes over time", () => {
  it("stronger each month is progressive; worse each month around a period is not", () => {
    expect(yes("progressive", "then once in a while, now nearly every day and stronger each month")).toBe(true);
    expect(yes("progressive", "they are worse each month around my period")).toBe(false);
  });
  it("a new nightly headache of weeks beside years of migraine is no chronic migraine", () => {
    const s = story({ age: 36, sex: "male", headache_history: { age_onset: 22 } }, "i have migraine since uni, few times a year, whole head throbbing, vomit, need dark room", "but last 3 weeks something new. almost every night around 2am i wake with a stabbing pain round my right eye", "about 45 min to 1 hr then gone. right eye red and tearing, right nose blocked, eyelid droops a bit during it", "i cannot lie down, i walk up and down the corridor");
    expect(s.leading_pattern).toBe("3.1");
  });
  it("a proper migraine every month or two beside a daily band is no chronic migraine", () => {
    const s = story({ age: 52, sex: "female", headache_history: { age_onset: 38, moderate_days: 4, mild_days: 17, sidedness: "both", pain_characteristics: ["pressing"] } }, "pressing headache most days since my late thirties, 20 days a month", "Then every month or two I get a proper migraine on one side with vomiting");
    expect(s.patterns.find((p) => p.ichd3 === "1.3")?.status).toBe("excluded");
  });
});
