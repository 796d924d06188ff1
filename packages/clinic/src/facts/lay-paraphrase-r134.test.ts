import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 134 of fresh cases (issue 13): autocorrect slips put right with an
// asterisk; the very old, told by themselves and by those who care for them; a story still changing
// while it is typed.

describe("slips put right in the next message", () => {
  it.each([
    [["Hot my head on the back door of the van on Tuesday, right on the top. Bit of a lump", "hit* not hot lol"], "head_trauma"],
    [["My next is also very stiff and sore", "Neck* sorry"], "neck_stiffness"],
    [["I get really bad headaches and I feel so nervous I can't eat", "Nauseous! Not nervous."], "nausea"],
  ])("%j is read with the word meant", (messages, key) => {
    expect(story(null, ...messages).facts.find((f) => f.key === key)?.polarity).toBe("affirmed");
  });
  it("a word starred in the same message puts right the slip before it, and tells nothing itself", () => {
    expect(yes("head_trauma", "I banged my heed on the cupboard door this morning. Head* lol")).toBe(true);
    expect(flags(null, "my hay fewer is terrible and I've had 3 of my migraines in 2 weeks", "Fever* hay fever. No actual temperature haha")).not.toContain("fever_systemic");
  });
  it("knocked out 'back then', checked at the hospital and fine, is long past", () => {
    expect(flags({ age: 29, sex: "female" }, "I was knocked out for maybe a minute back then, they checked me at the hospital and I was fine.")).toEqual([]);
  });
  it("effort that loosens a stiff neck brings on no headache", () => {
    expect(flags({ age: 41, sex: "female" }, "It is from bending on laptop the whole day, when I do exercise it loosens small")).not.toContain("valsalva_precipitated");
  });
  it("a regular medicine taken every day, by a name the drug list does not know, counts no headache days", () => {
    expect(value("headache_days", "Taking Allergex every day and my prodigal when it's bad")).toBeUndefined();
  });
});

describe("the very old", () => {
  it("a thunderclap at 84 with no headaches told before is a new headache after 50", () => {
    expect(flags({ age: 84, sex: "male" }, "I was watching the drama around 9pm then suddenly my head very pain behind both eyes, like something burst. few seconds only then already the worst")).toContain("new_onset_over_50");
  });
  it("a steroid course marked done, and steroid eye drops, weaken no immune system", () => {
    expect(flags({ age: 81, sex: "male", medications: { current: ["prednisone (done Nov 14)"] } }, "every cough splits the back of my head")).not.toContain("immunosuppression");
    expect(flags({ age: 85, sex: "female", medications: { current: ["Pred Forte eye drops (right eye, tapering)"] } }, "a dull headache for 4 weeks")).not.toContain("immunosuppression");
    expect(flags({ age: 70, sex: "female", medications: { current: ["prednisone 7.5 mg daily"] } }, "a new dull headache for a week")).toContain("immunosuppression");
  });
  it("a chin tipped forward that makes her cry out is a stiff neck; a neck fused for decades is not", () => {
    expect(yes("neck_stiffness", "When we slid a pillow under her head and it tipped her chin forward she cried out.")).toBe(true);
    expect(facts("my neck's fused and stooped from the spondylitis").find((f) => f.key === "neck_stiffness")?.polarity).toBe("denied");
  });
});

describe("a story still changing", () => {
  it("confusion that has passed by the next message was still confusion", () => {
    const s = story({ age: 20, sex: "female" }, "shes roasting, 39.2. she cant put her chin down to her chest", "about 20 min ago she wasnt making sense, kept calling me Ciara which is her sisters name and asking what day it was over and over", "ok shes answering again now, knows its me and knows shes in the flat");
    expect(s.red_flags.map((f) => f.code)).toContain("altered_consciousness");
  });
  it("a sleepy child woken who knows his mother is roused and oriented", () => {
    expect(facts("I went in and woke him up to check. he knew me, said mom go away my head hurts").find((f) => f.key === "confusion")?.polarity).toBe("denied");
  });
  it("both hands and the mouth tingling while breathing fast, gone with slow breaths, is over-breathing", () => {
    const s = story({ age: 19, sex: "male" }, "now both my hands tingling and around my mouth also numb numb. heart beating very fast", "my roommate say i breathing very fast, he ask me breathe slow with him", "ok after 10 min slow breathing the tingling gone already, both hands normal, can hold pen, talk normal");
    expect(s.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
  });
  it("a car's engine run for heat with the exhaust buried, the family's heads pounding, is carbon monoxide", () => {
    const s = story({ age: 39, sex: "female" }, "sitting in the car with the engine running for heat. I've got a pounding headache", "now my husband says his head is pounding too and both kids say their heads hurt", "the back of the car is buried in a drift, snow right up over the tailpipe. my head feels a bit better already in the cold air");
    expect(s.hazards?.map((h) => h.code)).toContain("carbon_monoxide");
  });
  it("a reading re-taken after the sauna settles the fever", () => {
    expect(facts("Measured again now after 40 minutes sitting, 36.7").find((f) => f.key === "fever")?.polarity).toBe("denied");
  });
});
