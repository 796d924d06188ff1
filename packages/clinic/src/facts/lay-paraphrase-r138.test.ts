import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 138 of fresh cases (issue 13): people who play it down or fear the
// worst; work and hobbies; the form and the chat telling different parts.

describe("work and hobbies", () => {
  it("a neck stiff from what the job makes the person do is no meningism", () => {
    expect(flags({ age: 52, sex: "male" }, "tight band most afternoons, no sickness", "neck gets stiff from bending over the job all day")).not.toContain("meningism");
    expect(flags({ age: 41, sex: "female" }, "my neck is stiff from hours of looking down at the sewing machine")).not.toContain("meningism");
    expect(flags({ age: 38, sex: "male" }, "neck stiff and sore from hunching over the laptop at work")).not.toContain("meningism");
    // With a fever, or a chin that will not go down, it is meningism whatever it is blamed on.
    expect(flags({ age: 19, sex: "male" }, "fever 39 and my neck is stiff from lying in bed i think")).toContain("meningism");
  });
  it("'we're all out on the driveway' is where they are, not an all-out effort", () => {
    expect(flags({ age: 24, sex: "male" }, "we're all out on the driveway now, bit better in the cold air but still pounding")).not.toContain("valsalva_precipitated");
    expect(yes("exertion_context", "the headache hit when I went all out on the last sprint")).toBe(true);
  });
  it("'the second I cough' brings the pain on", () => {
    expect(flags({ age: 46, sex: "male" }, "new for me. a bursting pain at the back of my head the second i cough or strain lifting")).toContain("valsalva_precipitated");
    expect(flags({ age: 50, sex: "female" }, "the moment I sneeze my head explodes at the back for a minute")).toContain("valsalva_precipitated");
  });
  it("lying flat that makes it pound, and pillows to prop up on, are a headache worse lying down", () => {
    expect(yes("worse_lying", "lying flat makes it pound so I sleep sat up")).toBe(true);
    expect(yes("worse_lying", "i been propping up on 3 pillows because of it")).toBe(true);
  });
  it("sight that greys out and floors the person is a faint nearly come, not an obscuration", () => {
    expect(yes("visual_obscuration", "i stood up from the drums and everything went grey, had to sit on the floor")).toBe(false);
    expect(yes("visual_obscuration", "when I get off the bunk my vision goes grey for a few seconds then comes back")).toBe(true);
  });
});

describe("the form and the chat telling different parts", () => {
  it("a painkiller taken only since the present headache began is not overuse yet", () => {
    const cluster = story({ age: 32, sex: "male" }, "right eye stabbing for an hour, eye waters, nose runs, I pace", "started 3 weeks ago, 1 or 2 a day", "paracetamol almost everyday since it started but no effect");
    expect(cluster.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
    expect(flags({ age: 44, sex: "male" }, "migraines 1-2 a month for 20 years", "this last month every day, pressure all over", "been taking aleve most days since this started, so about 4 weeks")).not.toContain("medication_overuse");
  });
  it("'once in 2 or 3 months' is a headache less than one day a month", () => {
    expect(value("headache_days", "tight band like this maybe once in 2 or 3 months for many years")).toBeCloseTo(0.4);
    expect(story({ age: 33, sex: "male" }, "tight squeezing forehead both sides, mild, I can still work", "I have had this before, maybe once in 2 or 3 months for many years, goes after some hours", "no vomiting, light and noise are fine").leading_pattern).toBe("2.1");
  });
});

describe("people who play it down or fear the worst", () => {
  it("'stronger week for week' is a headache getting worse over weeks", () => {
    expect(yes("progressive", "now I have headache every day and it is getting stronger week for week")).toBe(true);
  });
  it("the usual migraine in early pregnancy is still a pregnancy to check", () => {
    const said = ["I'm 15 weeks pregnant with my first", "one of my usual migraines, since I was 16, one side, throbbing, vomiting, exactly like always", "BP 110/70 at the clinic, no swelling, no vision changes"];
    const s = story({ age: 28, sex: "female" }, ...said);
    expect(s.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
    expect(s.urgency).toBe("urgent");
  });
});
