import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 48 of fresh cases (issue 13), each with speakers of its own.

describe("a temperature told bare, or in clinical words", () => {
  it.each(["39.4 on the bairns thermometer", "flu. 38.6 this morning.", "Overnight she's been pyrexial, 38.7 tympanic at 4am"])("%s", (text) => {
    expect(facts("typing for my nan.", text).some((f) => f.key === "fever" && f.polarity === "affirmed")).toBe(true);
  });
  it("'she weighs 38.6 kg' is no fever", () => {
    expect(yes("fever", "She weighs 38.6 kg")).toBe(false);
  });
  it("flu with 38.6 and a chin that touches the chest is urgent, not routine", () => {
    expect(story({ age: 27 }, "flu. 38.6 this morning. headache across my forehead, whole body aches. since thursday", "I can touch my chin on my chest no worries").urgency).toBe("urgent");
  });
});

describe("sex told shyly, and an onset told as a blow in a simile", () => {
  it("'private time ... right at the big moment ... like a lightning bolt' is a thunderclap in sex, no head injury", () => {
    const f = flags({ age: 47 }, "me and the wife were enjoying some private time, and right at the big moment something hit the back of my head like a lightning bolt through the skull.", "Zero to the worst pain I've ever had in about one second.");
    expect(f).toEqual(expect.arrayContaining(["thunderclap_onset", "valsalva_precipitated"]));
    expect(f).not.toContain("post_trauma");
  });
  it("'the branch hit the back of my head' is a blow", () => {
    expect(yes("head_trauma", "the branch hit the back of my head")).toBe(true);
  });
});

describe("a friend's collapse, a relative's idiom and a past course of steroids", () => {
  it("'My mate Gaz, he's 41, went down at five-a-side, grabbed the back of his head and collapsed' is not the typist's", () => {
    expect(flags({ age: 36 }, "36, postie in Bristol.", "My mate Gaz, he's 41, went down at five-a-side last Thursday, grabbed the back of his head and collapsed.", "I get a tight band across the forehead maybe 3 or 4 times a month, had them since my twenties")).not.toContain("altered_consciousness");
  });
  it("'headaches every month means a brain tumour and now am scared' is a worry", () => {
    expect(flags({ age: 15 }, "a girl in my dorm said headaches every month means a brain tumour and now am scared.")).not.toContain("cancer_history");
  });
  it("'Last time they gave prednisolone and verapamil' is a past bout's course", () => {
    expect(yes("immunosuppressed", "Last time they gave prednisolone and verapamil.")).toBe(false);
  });
  it("'Mine are never like that' said of someone else's is no change", () => {
    expect(yes("never_like_this", "My sister had a bleed and hers came on like a bang. Mine are never like that.")).toBe(false);
  });
  it("an aunt named in Urdu is the she of her own story", () => {
    expect(flags({ age: 31 }, "I have migraine since college, it comes slowly over one hour.", "my khala had brain haemorrhage from aneurysm last year, she got sudden severe headache like a blast.")).not.toContain("thunderclap_onset");
  });
});

describe("a stroke told by a carer in half-clinical words", () => {
  it("'What's worrying me is tonight she's a bit dysphasic, well not proper dysphasic maybe ... pass the kettle when she meant the bottle'", () => {
    const f = facts("I'm typing this for my sister Ciara who is 28.", "What's worrying me is tonight she's a bit dysphasic, well not proper dysphasic maybe, she asked me to pass 'the kettle' when she meant the baby's bottle.");
    expect(f.some((x) => x.key === "speech" && x.polarity === "affirmed")).toBe(true);
  });
  it("'she's dropped the bottle out of her right hand' after 'the baby's bottle' is the sister's hand", () => {
    const f = facts("I'm typing this for my sister Ciara who is 28. She asked for the baby's bottle.", "And she's dropped the bottle twice out of her right hand, says the hand feels clumsy.");
    expect(f.some((x) => x.key === "weakness" && x.polarity === "affirmed")).toBe(true);
  });
});

describe("a new headache after 50 told with a career and a week-by-week course", () => {
  it("'I taught student nurses for 30 years' is no headache history", () => {
    expect(value("history_months", "I have never been a headache person in my life, I taught student nurses for 30 years without so much as a Panadol.")).toBeUndefined();
  });
  it("'Each week it has worsened' is progressive", () => {
    expect(yes("progressive", "Each week it has worsened and now it is 6 out of 10")).toBe(true);
  });
});
