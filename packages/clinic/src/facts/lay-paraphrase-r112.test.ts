import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 112 of fresh cases (issue 13): a GP's week of messages, phones typed
// in a queue or a taxi, and headaches of months and years with their diaries and tablets.

describe("a neck that will not bend, told quickly", () => {
  it("'cant really get my chin down' and 'hurts at the back of my neck to put my chin down' are meningism's sign", () => {
    expect(yes("neck_stiffness", "neck feels weird, cant really get my chin down, thought id slept funny")).toBe(true);
    expect(yes("neck_stiffness", "it hurts at the back of my neck to put my chin down")).toBe(true);
    expect(flags({ age: 41 }, "was 38.8 before i left the house. shivery", "neck feels weird, cant really get my chin down, thought id slept funny")).toContain("meningism");
  });
  it("'back of head kills after like 20 min stood up ... lie flat n its gone in 10 min' is a low-pressure headache", () => {
    expect(yes("orthostatic_builds", "back of head kills after like 20 min stood up")).toBe(true);
    expect(flags({ age: 36 }, "back of head kills after like 20 min stood up", "lie flat n its gone in 10 min.")).toContain("positional");
  });
});

describe("medicines and their days", () => {
  it("a remark on why a medicine was stopped ('topiramate (stopped, tingling)') is no symptom now", () => {
    expect(flags({ age: 47, medications: { preventative: ["topiramate (stopped, tingling)"] } }, "migraines down to 9 days since the jab")).not.toContain("neuro_deficit");
  });
  it("'only take it 10 days a month' after the medicine, and 'co codamol' spelt with a space, count its days", () => {
    expect(value("med:co codamol", "in the queue buying co codamol again. only take it 10 days a month")).toBe(10);
  });
  it("'the form says 6 but its 10 really' sets the one medicine's count right", () => {
    expect(value("med:co codamol", "buying co codamol again. well the form says 6 but its 10 really")).toBe(10);
  });
  it("'paracetamol is the only thing I take. 14 days a month, every month' counts 14 days of it, not headache days", () => {
    expect(value("med:paracetamol", "paracetamol is the only thing I take. 14 days a month, every month")).toBe(14);
    expect(value("headache_days", "paracetamol is the only thing I take. 14 days a month, every month")).toBeUndefined();
    expect(value("headache_days", "I get headaches 14 days a month, every month")).toBe(14);
  });
});

describe("years and their changes", () => {
  it("'since i had my daughter, shes 4 now' is a birth four years ago", () => {
    expect(value("postpartum_weeks", "ive had migraines since i had my daughter, shes 4 now.")).toBe(208);
    expect(flags({ age: 39, sex: "female" }, "ive had migraines since i had my daughter, shes 4 now.", "right side pounding today")).not.toContain("pregnancy_postpartum");
  });
  it("'never had the arm or talking thing before', told against years of the usual aura, is a change", () => {
    const said = ["she's had migraines with the zigzag lights since she was 14, logs every one in an app", "normally the zigzags are gone in 20 min and then the headache. she's never had the arm or talking thing before, I checked the app"];
    expect(story({ age: 29 }, ...said).facts.some((f) => f.key === "pattern_change" && f.polarity === "affirmed")).toBe(true);
  });
});
