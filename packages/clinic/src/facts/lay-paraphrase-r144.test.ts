import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 144 of fresh cases (issue 13): abroad and travelling; students and
// young adults; a plain mix of every code.

describe("abroad and travelling", () => {
  it("no malaria tablets because a clinic said none were needed is no trip to a malaria area", () => {
    expect(yes("malaria_travel", "no malaria tablets, travel clinic said not needed for sri lanka.")).toBe(false);
    expect(yes("malaria_travel", "back from Ghana last week, didn't take the malaria tablets")).toBe(true);
  });
  it("'within 10 min of sitting or standing' is a headache that comes upright", () => {
    expect(flags({ age: 39, sex: "male" }, "spinal injection for my knee op on friday", "within 10 min of sitting or standing its pounding, lie flat and its gone in about 15 min")).toContain("positional");
  });
  it("painkillers taken since the present bout began are as recent as the bout", () => {
    expect(story({ age: 42, sex: "male", medications: { acute: [{ name: "Combiflam", days_per_month: 15 }] } }, "Since about 3 weeks I get terrible pain in the right eye every night, 45 min, eye red and streaming, I walk up and down", "Same thing happened 2 years back, about 6 weeks, then vanished", "Taking Combiflam since it started, doesn't touch it").red_flags.map((f) => f.code)).not.toContain("medication_overuse");
    expect(flags({ age: 38, sex: "male", medications: { acute: [{ name: "co-codamol", days_per_month: 20 }] } }, "migraines since school, 2 or 3 a month", "3 weeks ago slipped and cracked the back of my head on the van step", "co-codamol most days since the fall")).not.toContain("medication_overuse");
  });
});

describe("students, young adults and a plain mix", () => {
  it("a combined pill named by what is in it is combined contraception", () => {
    expect(yes("combined_contraception", "my gynecologist gave me the pill (Maxim, it is the combined one with estrogen)")).toBe(true);
    expect(yes("combined_contraception", "i take Maxim (dienogest + ethinylestradiol)")).toBe(true);
  });
  it("'only about 3 a month before' is the rate before, not now", () => {
    expect(story({ age: 23, sex: "female" }, "my diary: the last 3 months were 16, 17 and 15 headache days", "about 9 or 10 of those a month are proper migraines, throbbing one side, cant bear light or noise, feel sick", "I've had migraines since uni but only about 3 a month before.").leading_pattern).toBe("1.3");
  });
  it("'no other painkiller' takes no days", () => {
    expect(flags({ age: 39, sex: "female" }, "short attacks at my left eye 10-20 min, 10 to 15 a day, eye tears", "indomethacin stopped them totally", "i take the indomethacin every day with omeprazole, no other painkiller")).not.toContain("medication_overuse");
  });
  it("a baby by caesar ten days back is a birth", () => {
    expect(flags({ age: 26, sex: "female" }, "I am writing for my wife, she had baby by caesar 10 days back", "since 3 days she has headache, every day more bad")).toContain("pregnancy_postpartum");
  });
  it("a stiff neck during the bad attacks of a chronic migraine is the attack's own", () => {
    expect(flags({ age: 34, sex: "female" }, "headache 18 days a month for 2 years, 10 are bad ones, one side, throbbing, sick", "during the bad ones my neck gets stiff and sore at the back.")).not.toContain("meningism");
  });
  it("a crash 'back in 98' and chemo 'done by dec 2024' are long past", () => {
    expect(yes("past_head_trauma", "only injury ever was the car crash back in 98.")).toBe(true);
    expect(flags({ age: 63, sex: "male" }, "new morning headaches, never been a headache guy", "i had lung cancer, op and chemo done by dec 2024, last scan clear")).not.toContain("immunosuppression");
  });
});
