import { describe, expect, it } from "vitest";
import { flags, yes } from "./reading.test-helpers.ts";

// Categories found by round 142 of fresh cases (issue 13): a diagnosis named by the person and
// wrong; English thought in another language; private triggers told obliquely.

describe("a diagnosis named by the person and wrong", () => {
  it("'it comes 15-20 min after I stand up' is a headache that comes upright", () => {
    expect(yes("orthostatic_builds", "it comes 15-20 min after I stand up or sit, and when I lie flat on the sofa it goes away")).toBe(true);
    expect(flags({ age: 40, sex: "male" }, "I have had my migraine for 12 days now", "it is in the back of the head and neck. it comes 15-20 min after I stand up or sit, and when I lie flat it goes away in about 20 min")).toContain("positional");
  });
});

describe("English thought in another language", () => {
  it("'Before I had no headaches at all' makes this headache new", () => {
    expect(yes("new_headache", "Before I had no headaches at all, only my pressure jumps sometimes")).toBe(true);
    expect(flags({ age: 71, sex: "male" }, "Since yesterday my left eye hurts very strongly", "Before I had no headaches at all. 71 years")).toContain("new_onset_over_50");
  });
});

describe("private triggers told obliquely", () => {
  it("'when me and my fella were... you know' is sex, and a thunderclap then is also one of exertion", () => {
    expect(yes("exertion_trigger", "it came on when me and my fella were... you know. right at the end.")).toBe(true);
    expect(flags({ age: 31, sex: "female" }, "worst headache ive ever had, 2 hrs ago", "it came on when me and my fella were... you know. right at the end. like a bomb in the back of my head, full blast straight away")).toEqual(expect.arrayContaining(["thunderclap_onset", "valsalva_precipitated"]));
  });
  it("headaches that start mid set, only on heavy days, are brought on by the lifting", () => {
    expect(yes("exertion_trigger", "only on heavy days, squats or bench")).toBe(true);
    expect(flags({ age: 30, sex: "male" }, "headaches at the gym the last 3 weeks, 4 times now", "starts mid set when im grinding out the last reps, builds over a couple minutes", "never had headaches before this")).toContain("valsalva_precipitated");
  });
  it("a second line on a test, 'really faint', is a pregnancy, not a faint", () => {
    const said = ["got one of my usual migraines, zigzags then pounding, same since 14", "my period's 2 weeks late. did a test sunday and there was a second line, really faint"];
    const codes = flags({ age: 25, sex: "female" }, ...said);
    expect(codes).toContain("pregnancy_postpartum");
    expect(codes).not.toContain("altered_consciousness");
  });
});
