import { describe, expect, it } from "vitest";
import { flags, yes } from "./reading.test-helpers.ts";

// Categories found by round 130 of fresh cases (issue 13): people who tell their headache through
// the numbers and lists they keep. Fixed at the end of the session; the round's other cases wait.

describe("numbers kept by the person", () => {
  it("'the form is my normal migraine ... tonight is not that one' with the worst pain ever is a thunderclap", () => {
    expect(yes("never_like_this", "sorry, the form is my normal migraine, I filled it from my spreadsheet averages. tonight is not that one")).toBe(true);
    expect(flags({ age: 41, sex: "female" }, "sorry, the form is my normal migraine. tonight is not that one", "21:12 nothing, 21:13 worst pain ever", "vomited 2x")).toContain("thunderclap_onset");
  });
  it("'my right hand just doesnt go where I tell it ... its weak' is a weak hand", () => {
    expect(yes("weakness", "my right hand just doesnt go where I tell it")).toBe(true);
    expect(yes("weakness", "its not tingly or numb like the carpal tunnel was, its weak. my hand dropped the cup")).toBe(true);
    expect(yes("weakness", "its weak tea but I like it")).toBe(false);
  });
});
