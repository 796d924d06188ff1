import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 143 of fresh cases (issue 13): someone typing for a patient who is
// there; many conditions and medicines after 60; the important fact told last.

describe("someone typing for a patient who is there", () => {
  it("a carer who names the patient's role in a possessive types for her", () => {
    const s = story({ age: 30, sex: "female" }, "Hi im Leanne's support worker, she's asked me to type. She has had cerebral palsy since birth, right side weaker, always the same", "she gets bad heads about 4 times a month since she was a teenager, pounding, sick, curtains shut", "Just so you know, the immune question - that's me, i'm on azathioprine for my crohns.");
    expect(s.red_flags.map((f) => f.code)).not.toContain("immunosuppression");
  });
  it("'the concussion thing is me' is the typist's own", () => {
    expect(flags({ age: 27, sex: "female" }, "roommate here, typing for Jaz (27). she's had headaches every day for 2 months, worse every week", "just so you know the concussion thing is me, i got knocked out at soccer last month")).not.toContain("post_trauma");
  });
  it("'Colleague again: I had covid with high fever' after the patient typed is the colleague's", () => {
    const codes = flags({ age: 44, sex: "male" }, "Hi, I'm his colleague typing for him, he's beside me. Mr Tan, 44. headache 12 days, every day a bit worse", "He had a kidney transplant in 2021, takes tacrolimus", "This is Tan now. no fever, 36.8 today. neck ok", "Colleague again: I had covid last week with high fever, maybe I passed to him?");
    expect(codes).toContain("immunosuppression");
    expect(codes).not.toContain("fever_systemic");
  });
  it("a head thrown sideways in a high tackle is a head injury", () => {
    expect(yes("head_trauma", "got tackled high at training saturday and his head got cranked sideways")).toBe(true);
  });
  it("sight that 'looks foggy out of it' is the eye's, not a mind out of it", () => {
    expect(yes("confusion", "the right eye is red, everything looks foggy out of it and she sees rainbow circles around the lamp")).toBe(false);
  });
});

describe("many conditions after 60, and the important fact told last", () => {
  it("migraines long gone and 'these arent like them' make today's headaches new", () => {
    expect(flags({ age: 70, sex: "male" }, "headaches near every day the last 10 days, dull thumping all over", "i had migraines as a young fella, none for 30 year, these arent like them")).toContain("new_onset_over_50");
  });
  it("'getting stronger each week' after a list is a course over weeks", () => {
    expect(yes("progressive", "Dull, whole head, already there when I wake up every morning, getting stronger each week.")).toBe(true);
  });
});
