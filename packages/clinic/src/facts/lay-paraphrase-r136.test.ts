import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 136 of fresh cases (issue 13): the middle of the night; pain told by
// unusual places; hormones across life.

describe("the middle of the night", () => {
  it("the day said wrong and put right a breath later is disorientation", () => {
    expect(flags({ age: 77, sex: "female" }, "It is getting worse every night. Tonight is Tuesday I think. no Saturday, the Angelus was on")).toContain("altered_consciousness");
  });
  it("a headache 'getting worse tonight' builds in one night, not over weeks", () => {
    expect(yes("progressive", "i meant its getting worse tonight")).toBe(false);
  });
  it("a headache made worse by coughing is aggravated, not brought on, by it", () => {
    expect(flags({ age: 71, sex: "male" }, "headache all over, pounding, worse when I cough")).not.toContain("valsalva_precipitated");
    expect(flags({ age: 47, sex: "male" }, "every time I cough the back of my head explodes for 20 seconds. never had headaches")).toContain("valsalva_precipitated");
  });
});

describe("pain told by unusual places", () => {
  it("one side of the face that will not work is a deficit", () => {
    const said = "since lunch the left side of my face wont work properly. cant smile that side, coffee dribbled out, cant shut my left eye all the way";
    expect(yes("weakness", said)).toBe(true);
    expect(flags({ age: 44, sex: "male" }, said)).toContain("neuro_deficit");
  });
  it("'won't upset the oncology folk' denies no cancer", () => {
    expect(flags({ age: 58, sex: "female" }, "I had ovarian cancer in 2021, the big op and chemo, and I'm all clear at my checks", "Is there anything for the headaches I can take that won't upset the oncology folk?")).toContain("cancer_history");
  });
});

describe("hormones across life", () => {
  it("'my head suddenly hit like a hammer' is a sudden pain, not a knock, and a second in it is how fast it came", () => {
    const f = facts("while I was taking a shower my head suddenly hit like a hammer, back of the head, super sakit in 1 second");
    expect(f.some((x) => x.key === "head_trauma" && x.polarity === "affirmed")).toBe(false);
    expect(value("peak_hours", "it was full on in 1 second")).toBeCloseTo(1 / 3600);
  });
  it("'always 110/70' is a blood pressure, not recurring attacks", () => {
    expect(yes("recurrent", "BP from our machine is 150/95, before pregnancy I'm always 110/70.")).toBe(false);
  });
  it("a partner who keeps getting headaches, a gas fire, and better at work is carbon monoxide", () => {
    const s = story({ age: 29, sex: "female" }, "theyre worse on a night. when im at the salon in the day its loads better", "its got one of them old gas fires in the front room, weve had it on every night", "thing is my partner keeps getting headaches now as well and he never does");
    expect(s.hazards?.map((h) => h.code)).toContain("carbon_monoxide");
  });
  it("'can I still be pregnant if I am bleeding?' is a question", () => {
    expect(flags({ age: 20, sex: "female" }, "Also can I still be pregnant if I am bleeding? I am scared")).not.toContain("pregnancy_postpartum");
  });
  it("a hot flush put in the aura box is no aura", () => {
    expect(story({ age: 49, sex: "female", headache_history: { aura_symptoms: ["sudden heat rush into head"] } }, "usual tight band across the forehead").facts.some((f) => f.key === "aura" && f.polarity === "affirmed")).toBe(false);
  });
  it("short attacks many times a day since October lead to a trigeminal autonomic pattern, not a new daily persistent headache", () => {
    const s = story({ age: 39, sex: "female" }, "since October I have these terrible attacks of pain in the left eye, like a knife, 10 to 20 minutes", "They come 8-12 times per day, also at night they wake me.", "During the attack the left eye gets red and tears run, the left nostril blocks");
    expect(["3.2", "3.1", "3.3"]).toContain(s.leading_pattern);
  });
  it("'got bad over 2 hours' is how long it took to build", () => {
    expect(value("attack_hours", "Started after lunch and got bad over 2 hours")).toBeUndefined();
  });
});
