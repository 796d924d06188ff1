import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 103 of fresh cases (issue 13): comparisons and what others saw, long
// pasted paragraphs, and a form that the chat quietly contradicts.

describe("what others saw, and comparisons", () => {
  it("shaking in bed with a gurgly noise and the side of the tongue bitten is a seizure", () => {
    expect(yes("seizure", "my husband said I was making a strange gurgly noise and shaking in the bed for about a minute, and I'd bitten the side of my tongue")).toBe(true);
  });
  it("'I'm 100 percent' in between is no age", () => {
    expect(value("age", "In between I'm 100 percent.")).toBeUndefined();
  });
  it("a video 'of a wee boy with a brain tumour' is not the patient's history", () => {
    expect(yes("cancer", "the thing that set me off was a video on facebook of a wee boy with a brain tumour")).toBe(false);
  });
  it("'every time someone laughs it goes through me' is noise, not a cough headache", () => {
    expect(yes("cough_trigger", "every time someone laughs it goes through me")).toBe(false);
    expect(yes("cough_trigger", "every time i laugh it goes through me")).toBe(true);
  });
});

describe("long pasted stories", () => {
  it("a faint in 2019 stays in 2019 when another sentence says someone 'came back with a cold'", () => {
    const said = "Last weekend was a hen do, came back with a cold. My period started this morning and I woke up with my usual migraine. I had a CT scan in 2019 after I fainted in Tesco and it was fine.";
    expect(flags({ age: 33 }, said)).not.toContain("altered_consciousness");
  });
  it("'3 bad headaches out of nowhere ... each time it's come on over half an hour' is no thunderclap", () => {
    const said = "This year I've had 3 really bad headaches out of nowhere, and I'd never had anything like that before in my life. Each time it's come on over maybe half an hour to an hour, one side throbbing.";
    expect(flags({ age: 27 }, said, "all three built up slowly")).not.toContain("thunderclap_onset");
  });
  it("a slow build told of the usual migraine does not soften this one's 'out of nowhere BAM'", () => {
    const said = ["worst headache of my life and this one is not my migraine", "out of nowhere BAM like a bottle on the back of my skull, it reach the top in like two seconds", "my migraine does creep up slow over a hour or so. this was the whole back of the head at once"];
    expect(flags({ age: 44 }, ...said)).toContain("thunderclap_onset");
  });
  it("a neck tight from deadlifts and a ride an accident happened on are no exertional headache", () => {
    expect(yes("exertion_context", "My neck's been tight since I did heavy deadlifts last week")).toBe(false);
    expect(yes("exertion_context", "I was cycling to a job and hit black ice and went straight over the handlebars")).toBe(false);
  });
  it("over the handlebars with a cracked helmet is a head injury", () => {
    expect(yes("head_trauma", "went straight over the handlebars. Helmet took most of it, it's got a crack right down the side")).toBe(true);
  });
  it("'over about an hour it got worse and worse until it was pounding' is the build, not a worsening course", () => {
    expect(yes("progressive", "over about an hour it got worse and worse until it was pounding")).toBe(false);
    expect(value("peak_hours", "over about an hour it got worse and worse until it was pounding")).toBe(1);
  });
});

describe("a form the chat quietly contradicts", () => {
  it("R-CHOP, cycle 3 is chemotherapy now: a weakened immune system", () => {
    expect(yes("immunosuppressed", "non-Hodgkin lymphoma - on R-CHOP, cycle 3")).toBe(true);
  });
  it("'monday to friday' is five days a week, and 'every one of those days' gives the medicine those days", () => {
    const intake = { age: 41, headache_history: { mild_days: 4 }, medications: { acute: [{ name: "ibuprofen", days_per_month: 4 }] } };
    const a = story(intake, "its my work days mostly, monday to friday, by saturday its gone", "i take 2 ibuprofen when i get in pretty much every one of those days");
    expect(a.metrics.headache_days_per_month).toBeCloseTo(21.4, 1);
    expect(a.red_flags.map((f) => f.code)).toContain("medication_overuse");
    expect(value("headache_days", "i work monday to friday in an office")).toBeUndefined();
  });
  it("'most days since 42 ... maybe 18 days a month' is not a daily persistent headache", () => {
    const a = story({ age: 63, headache_history: { age_onset: 42 } }, "a tight band round my head most days since I was about 42 and it never really went away. Its there more days than not, maybe 18 days a month, 3 out of 10");
    expect(a.leading_pattern).toBe("2.3");
  });
});
