import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { flags, story, user, yes } from "./reading.test-helpers.ts";

// Categories found by round 155 of fresh cases (issue 13): anxiety, depression, bipolar disorder and
// their medicines; work and environment in trade words; children told by the adults around them.

describe("round 155", () => {
  it("'I'm typing for him because he's not really with it' names whom the story is about", () => {
    expect(flags({ age: 46, sex: "male" }, "This is Sian, Gareth's partner, I'm typing for him because he's not really with it.", "Today he's walking like he's drunk and keeps walking into the door frame. His speech is slurry.")).toContain("neuro_deficit");
  });
  it("tingling that goes when the breathing slows is the over-breathing's", () => {
    expect(flags({ age: 31, sex: "male" }, "during panic attack my heart is racing, I am breathing very fast, my two hands and around my lips tingle", "When I calm down and slow my breathing the tingling goes.")).not.toContain("neuro_deficit");
  });
  it("'no sleep always sets off my migraines' denies nothing of the migraines", () => {
    expect(yes("recurrent", "no sleep always sets off my migraines")).toBe(true);
    expect(yes("vomiting", "no vomiting, no fever")).toBe(false);
  });
  it("hours of sleep a night are no attack length", () => {
    expect(story(null, "I haven't slept, like 3 hrs a night since wednesday").facts.some((f) => f.key === "attack_hours")).toBe(false);
  });
  it("a steroid course of a past bout is no immunosuppression now", () => {
    expect(flags({ age: 38, sex: "male" }, "Bout is back. 3 weeks now. Neuro put me on prednisone last time")).not.toContain("immunosuppression");
  });
  it("'this one is starting Saturday morning and it is now Wednesday' dates the attack", () => {
    // A Wednesday: Saturday morning was four days before.
    const a = assess({ age: 40, sex: "female", headache_history: { age_onset: 16, duration_without_med: "1 day" } }, user("I have migraine since I am 16, normally it is finished after one day. But this one is starting Saturday morning and it is now Wednesday and still not stopping"), { now: "2026-11-25T18:00:00Z" });
    expect((a.hazards ?? []).map((h) => h.code)).toContain("status_migrainosus");
  });
  it("carbon monoxide at work: two with it, better in the air, a generator in a closed basement", () => {
    expect(story({ age: 26, sex: "male" }, "head is banging and i puked twice. me and dessie both have it. we were down the basement", "the genny was down there as well for the lights", "were up in the yard 20 mins now, bit better in the air").urgency).toBe("emergency");
  });
  it("a workmate named by a trade word is whom the supervisor writes for", () => {
    expect(flags({ age: 34, sex: "male" }, "My offsider is 34, been complaining of a pounding head since about 1pm. Its 46 out here", "Now hes talking rubbish, asked me what day it is 3 times")).toContain("altered_consciousness");
  });
  it("both legs weak from a poison is a deficit; muscles jumping by themselves is no seizure", () => {
    const a = flags({ age: 38, sex: "male" }, "Muscles of my arms and legs are jumping by themselves and my legs are weak, I cannot stand long.");
    expect(a).toContain("neuro_deficit");
    expect(a).not.toContain("seizure");
    expect(yes("weakness", "my legs are weak and achy with this flu")).toBe(false);
  });
  it("a beam that caught the hard hat is a knock; 'didn't get knocked out' denies only the blackout", () => {
    expect(flags({ age: 33, sex: "male" }, "a beam swung off the tag line and caught me right in the side of the hardhat. hat cracked", "didnt get knocked out, just saw stars for a sec", "headache ever since")).toContain("post_trauma");
  });
  it("a form's count taken back keeps the medicine, and the count after the correction is its", () => {
    expect(story(null, "i put 3 for the BC powder but thats wrong its 3 a DAY. every day.").metrics.acute_medication_days_per_month).toEqual({ combination: 30 });
  });
  it("the heat of a working day is no fever", () => {
    expect(flags({ age: 39, sex: "female" }, "Been 14 hour days driving the chaser bin, 40 degrees and probably not drinking enough")).not.toContain("fever_systemic");
    expect(flags({ age: 39, sex: "female" }, "my temp is 40 degrees and shivering")).toContain("fever_systemic");
  });
  it("a child who screams when her head is lifted has a stiff neck", () => {
    expect(yes("neck_stiffness", "she screams when i try to lift her head off the pillow")).toBe(true);
  });
  it("eyes drifting down that cannot look up are a deficit", () => {
    expect(flags({ age: 8, sex: "female" }, "her eyes keep sort of drifting down like she cant look up at me properly")).toContain("neuro_deficit");
  });
  it("'he knows me, he answered me well' takes back 'not himself'", () => {
    expect(flags({ age: 7, sex: "male" }, "My grandson has headache since morning and now he is not himself", "But he knows me, he answered me well, he is not sleeping")).not.toContain("altered_consciousness");
  });
  it("what a symptom was read to mean, and blur a rest clears, are no symptom", () => {
    expect(flags({ age: 10, sex: "male" }, "I also read blurry vision with headache means pressure in brain.")).not.toContain("papilledema_visual");
    expect(yes("blurred_vision", "After he rest 10 min the blur goes away, clear again.")).toBe(false);
  });
  it("a build over 30 or 40 minutes is one attack's", () => {
    expect(yes("progressive", "started as a little ache behind his eyes and kept getting worse over maybe 30 40 minutes")).toBe(false);
  });
});
