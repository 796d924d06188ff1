import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 141 of fresh cases (issue 13): people far from care; symptoms put down
// to anxiety, depression or chronic pain; medicines and procedures as causes or red herrings.

describe("symptoms put down to a mental health or pain condition", () => {
  it("'since 5 weeks ... due to my depression' is no pregnancy", () => {
    expect(flags({ age: 44, sex: "female" }, "I am having headaches since 5 weeks, my psychiatrist says it is due to my depression")).not.toContain("pregnancy_postpartum");
  });
  it("chemotherapy finished months ago is no immunosuppression now, though the cancer stays history", () => {
    const codes = flags({ age: 44, sex: "female" }, "I had breast cancer in 2023, operation and chemo done, now only on tamoxifen.", "Chemo finished in March 2024", "new headache 5 weeks, worse each week");
    expect(codes).toContain("cancer_history");
    expect(codes).not.toContain("immunosuppression");
  });
  it("a new pain of seconds with every cough, many times a day, is a cough headache, not a thunderclap", () => {
    const codes = flags({ age: 34, sex: "male" }, "not like anything ive had before", "for 3 weeks every time i cough or sneeze i get a sudden sharp bursting pain at the back of my head", "it lasts a few seconds, sometimes up to a minute, then goes. happens a few times a day");
    expect(codes).toContain("valsalva_precipitated");
    expect(codes).not.toContain("thunderclap_onset");
  });
});

describe("medicines and procedures", () => {
  it("tingling in both hands and both feet is no focal deficit", () => {
    expect(flags({ age: 36, sex: "female" }, "on topiramate 5 weeks, migraines down from 8 to 4", "But I have pins and needles in fingers and toes, both hands both feet.")).not.toContain("neuro_deficit");
    expect(flags({ age: 36, sex: "female" }, "pins and needles down my left arm and the left side of my face since an hour")).toContain("neuro_deficit");
  });
  it("a steroid named only as what an inhaler is, is no immunosuppression", () => {
    expect(yes("immunosuppressed", "he also uses a flovent inhaler. dr said thats a steroid, does that lower his immune system??")).toBe(false);
    expect(yes("immunosuppressed", "i am on prednisolone 20mg for my lupus")).toBe(true);
  });
  it("a cluster cycle that comes every year or two is episodic, so its nightly injections are no overuse", () => {
    expect(yes("remission_between", "this cycle is exactly like the others, they come every year or two and last 6-8 wks")).toBe(true);
    expect(story({ age: 57, sex: "male" }, "cluster headaches since I was 35. in a new cycle now, week 3. left eye every night, 45 min, eye pours, I pace", "this cycle is exactly like the others, they come every year or two and last 6-8 wks", "been using imitrex shots every night since it started").red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
});
