import { describe, expect, it } from "vitest";
import { flags, yes } from "./reading.test-helpers.ts";

// Categories found by round 145 of fresh cases (issue 13): people over 80; the environment; typing
// in the middle of an attack.

describe("people over 80", () => {
  it("a neck stiff for years from arthritis, no worse than usual, is no meningism", () => {
    expect(flags({ age: 82, sex: "female" }, "migraine since 14, right pounding, 2 a month", "my neck is stiff from arthritis, has been for 10 years, I can still put my chin down")).not.toContain("meningism");
    expect(flags({ age: 83, sex: "male" }, "new headache 3 weeks, I am 83", "My neck has been stiff for 20 years from arthritis, no worse than usual.")).not.toContain("meningism");
  });
  it("a dementia's muddle told as the same for years is no altered consciousness now", () => {
    expect(flags({ age: 87, sex: "female" }, "she fell 8 days ago and hit her forehead, now her head aches", "her memory is the same as always, she asks what day it is over and over, thats been like that 2 years.")).not.toContain("altered_consciousness");
    expect(flags({ age: 87, sex: "female" }, "she fell 8 days ago and hit her forehead", "since this morning she is muddled and doesn't know where she is, not like her")).toContain("altered_consciousness");
  });
  it("years of a cough, and phlegm as usual, are no headache history", () => {
    expect(yes("long_history", "I HAVE COPD SO I COUGH A LOT, HAD THAT FOR YEARS BUT NEVER HAD THESE HEADACHES TILL NOW.")).toBe(false);
    expect(yes("long_history", "NO TEMPERATURE, PHLEGM SAME AS USUAL.")).toBe(false);
  });
  it("a pain of a minute or two with each cough is no thunderclap, however sudden", () => {
    const codes = flags({ age: 81, sex: "male" }, "NEW HEADACHES FOR 5 WEEKS NOW. ONLY WHEN I COUGH OR STRAIN", "SUDDEN SPLITTING PAIN BACK OF MY HEAD, COMES THE SECOND I COUGH AND GOES OFF IN A MINUTE OR 2. FEW TIMES A DAY");
    expect(codes).toContain("valsalva_precipitated");
    expect(codes).not.toContain("thunderclap_onset");
  });
});

describe("the environment and typing mid-attack", () => {
  it("a daily headache of weeks set against the usual rate is a change, and its painkiller days are too recent for overuse", () => {
    const codes = flags({ age: 40, sex: "male", medications: { acute: [{ name: "paracetamol", days_per_month: 20 }] } }, "had migraine since uni, like 2 a month, left side throbbing", "but last 5 wks its every single day. n every week worse than the one before", "paracetamol most days this past month");
    expect(codes).toEqual(expect.arrayContaining(["pattern_change", "progressive"]));
    expect(codes).not.toContain("medication_overuse");
  });
  it("'worst ever' that started slow and got worse over the first hour is a build, not a thunderclap or weeks of worsening", () => {
    const codes = flags({ age: 26, sex: "male" }, "worst headache ive ever had i think", "started like 2 hrs ago, slow, kinda dull then got worse n worse over the first hour");
    expect(codes).not.toContain("thunderclap_onset");
    expect(codes).not.toContain("progressive");
  });
});
