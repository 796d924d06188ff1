import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { facts, flags, NOW, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 123 of fresh cases (issue 13): people with a known condition telling a
// new symptom apart from the old ones, people who joke and ask questions, and people who tell their
// symptoms only by what they could not do.

describe("a sudden onset told by a task cut short", () => {
  it("'no build up nothing, one tick fine next tick I couldnt drive'", () => {
    expect(yes("sudden_onset", "my head went. no build up nothing, one tick fine next tick I couldnt drive")).toBe(true);
    expect(yes("thunderclap", "indicator hadnt even clicked off and my head went, one tick fine next tick I couldnt drive")).toBe(true);
  });
});

describe("giant cell arteritis told by what hurt and what was given up (ACR 1990)", () => {
  it("a knife and fork put down halfway through dinner, waiting to chew again, is jaw claudication, not a stabbing pain", () => {
    const f = facts("I have had to put my knife and fork down halfway through my Sunday dinner and wait before I can chew again.");
    expect(f.some((x) => x.key === "jaw_claudication" && x.polarity === "affirmed")).toBe(true);
    expect(f.some((x) => x.key === "stabbing")).toBe(false);
  });
  it("a hat that cannot be worn is a tender scalp", () => {
    expect(yes("scalp_tenderness", "I could not wear my good hat to church on Sunday, the band was murder on both sides of my head.")).toBe(true);
    expect(yes("scalp_tenderness", "I couldn't wear my new shoes")).toBe(false);
  });
  it("dentures 'the same ones I have had for ten years' date no headache, so a first headache at 83 stays new", () => {
    expect(yes("history_months", "I thought it was my dentures but they are the same ones I have had for ten years.")).toBe(false);
    expect(flags(null, "I have never been a headache person. I am 83.", "It has been about three weeks.", "I thought it was my dentures but they are the same ones I have had for ten years.")).toContain("new_onset_over_50");
  });
  it("an eye that 'went dim for about 10 minutes' is a transient loss of sight in one eye", () => {
    expect(yes("monocular_vision_loss", "This morning my right eye went dim for about 10 minutes, like somebody turned the brightness down on the telly.")).toBe(true);
  });
});

describe("raised pressure told in everyday scenes (IIH, Friedman 2013)", () => {
  it("'all goes grey then comes back' on standing from a crouch, 'the page went grey when i leaned over him'", () => {
    expect(yes("visual_obscuration", "when i stand up from the ball pit or from crouching down to a little one i cant see the kids for like 2 seconds, all goes grey then comes back")).toBe(true);
    expect(yes("visual_obscuration", "the page went grey when i leaned over him. came back after a sec")).toBe(true);
    expect(yes("visual_obscuration", "the screen went dark when i stood up to get coffee")).toBe(false);
  });
  it("a heartbeat heard swishing is pulsatile tinnitus, not denied by the sleep it keeps away ('cant get to sleep cause')", () => {
    expect(yes("pulsatile_tinnitus", "cant get to sleep cause i can hear my heartbeat swishing in the pillow")).toBe(true);
  });
});

describe("worse told as stages", () => {
  it("'only first thing ... then i couldnt get through a full day. now its there when i wake and it stays'", () => {
    expect(yes("progressive", "started about a month back, only first thing and gone by the time id loaded up. then i couldnt get through a full day. now its there when i wake and it stays")).toBe(true);
    expect(yes("progressive", "Headache started about 10 days ago, dull all over, and it's crept up a bit every day.")).toBe(true);
  });
  it("'memory no worse than it was before the op' says nothing of the headache's course", () => {
    expect(facts("the last 3 weeks ive had one and its worse each week", "memory no worse than it was before the op, wife agrees").some((f) => f.key === "progressive" && f.polarity === "affirmed")).toBe(true);
  });
  it("worst once up and about, eased lying on the bed, is a positional headache", () => {
    expect(yes("orthostatic_builds", "its worst in the afternoon once ive been up and about")).toBe(true);
  });
});

describe("what a known condition explains", () => {
  it("losing one's place in a score after a knock is concentration, not confusion", () => {
    expect(yes("confusion", "since then i cant follow the score in rehearsal, i keep losing my place and the notes wont go in")).toBe(false);
  });
  it("an old stroke's wobble 'it left me with' and myasthenia's droop 'the same as always' are the person's baseline", () => {
    expect(flags(null, "migraine today, my usual kind, since i was a teenager", "small stroke at the back of the brain in 2023. it left me a wee bit wobbly walking and my right hand is clumsy doing buttons")).not.toContain("neuro_deficit");
    expect(flags(null, "headache every day for 12 days", "my MG stuff is the same as always - lids droop in the evenings, left worse, double vision when im shattered")).not.toContain("neuro_deficit");
  });
  it("'my MG stuff is the same as always' is no unchanged headache: a new daily headache on azathioprine and prednisolone is flagged", () => {
    expect(flags(null, "ive had a headache every single day for 12 days now, never had daily headaches in my life", "on aza and pred 10 and mestinon", "my MG stuff is the same as always")).toContain("immunosuppression");
  });
  it("a usual migraine after each infusion 'exactly like always' for 5 years on natalizumab is no new headache", () => {
    expect(flags(null, "on tysabri since 2020", "every infusion since i started i get one of my regular migraines. had migraines since 15", "gone by friday lunchtime. exactly like always", "its been like this 5 years")).not.toContain("immunosuppression");
  });
});

describe("other readings", () => {
  it("'71, retired', '74 and had a shunt put in': an age opening a self-introduction", () => {
    expect(story(null, "71, retired, used to be a purser on the ferries").age).toBe(71);
    expect(story(null, "74 and had a shunt put in in february").age).toBe(74);
    expect(story(null, "20, maybe more").age).toBeNull();
  });
  it("a CPAP app's '7 hours' is no attack length", () => {
    expect(yes("attack_hours", "i use it every night, app says 7 hours and AHI 3")).toBe(false);
  });
  it("'my pride is the only thing that's concussed' is a joke; 'roasting in 30 degrees' is the weather", () => {
    expect(flags(null, "usual migraine since 14", "yes i fell today but i landed on my bum, didnt hit my head at all, my pride is the only thing that's concussed")).not.toContain("post_trauma");
    expect(yes("fever", "not feverish either, she checked, even though i feel roasting in 30 degrees")).toBe(false);
  });
  it("fitting kitchens is still no fit, and a tracker's data is no attack (regression guard)", () => {
    expect(assess(null, [{ role: "user", content: "been fitting kitchens all week" }], { now: NOW }).red_flags).toEqual([]);
  });
});
