import { describe, expect, it } from "vitest";
import { facts, flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 107 of fresh cases (issue 13): folk explanations and remedies, chronic
// headaches whose counting is the difficulty, and danger told calmly beside drama told of the benign.

describe("danger told calmly, drama told of the benign", () => {
  it("'by noon it's pounding like a thunderclap' after a dull start is an image, not an onset", () => {
    expect(flags({ age: 58 }, "Starts as a dull spot over the left eye first thing in the morning and by noon it's pounding like a thunderclap")).not.toContain("thunderclap_onset");
    expect(flags({ age: 58 }, "it came on like a thunderclap an hour ago, never had anything like it")).toContain("thunderclap_onset");
  });
  it("'it feels like a bomb inside my skull' describes the pain; 'like a bomb went off' tells the onset", () => {
    expect(yes("thunderclap", "It feels like a bomb inside my skull, it is torture")).toBe(false);
    expect(yes("thunderclap", "like a bomb went off in my head")).toBe(true);
  });
  it("'By 9pm I'm completely knocked out, asleep on the sofa' is tiredness", () => {
    expect(yes("loss_of_consciousness", "By 9pm I'm completely knocked out, asleep on the sofa before my kids lol")).toBe(false);
  });
  it("a medicine stopped for drowsiness is no drowsiness now", () => {
    expect(flags({ age: 36, medications: { preventative: ["amitriptyline 10mg (stopped, too drowsy)"] } }, "headaches 18 days a month for 2 years")).not.toContain("altered_consciousness");
  });
  it("staring, a hand shaking for a minute and no answer is a seizure", () => {
    expect(yes("seizure", "my roommate said last night I was staring at nothing and my right hand was shaking for like a minute and I didnt answer her")).toBe(true);
  });
  it("breast cancer with 'discharged from the oncology clinic' stays the person's history", () => {
    expect(yes("cancer", "I had breast cancer in 2019, lumpectomy and chemo, but I was discharged from the oncology clinic last year so that's all done with.")).toBe(true);
    expect(yes("cancer", "my wife is a nurse on the oncology ward")).toBe(false);
  });
});

describe("folk explanations and remedies", () => {
  it("'a big blow, when the glass drops' is weather, not a Valsalva", () => {
    expect(yes("exertion_context", "They come the day before a big blow, when the glass drops.")).toBe(false);
  });
  it("a neck stiff 'from trimming palms' is strained, not meningism", () => {
    expect(yes("neck_stiffness", "my neck was stiff like a board last week from trimming palms")).toBe(false);
  });
  it("chemotherapy declined was never given", () => {
    expect(yes("immunosuppressed", "I had the lumpectomy but declined chemo and radiation and went the natural route")).toBe(false);
    expect(yes("immunosuppressed", "I'm on chemo for breast cancer")).toBe(true);
  });
});

describe("chronic headaches and their counts", () => {
  it("'They started around 30' is the onset age, and corrects a form's 52", () => {
    expect(value("onset_age", "Think I put 52 in the age it started box, that's my age. They started around 30 when I was doing night shifts.")).toBe(30);
    expect(value("onset_age", "it started around 10 this morning")).toBeUndefined();
    expect(flags({ age: 52, headache_history: { age_onset: 52 } }, "They started around 30 when I was doing night shifts. More days than not, for years.")).not.toContain("new_onset_over_50");
  });
  it("a flu at the start, 'gone in a week', is no fever now", () => {
    expect(flags({ age: 34 }, "headache every day since July 19th, I came down with a flu that day, 38.4 fever", "The flu was gone in a week and no fever since.")).not.toContain("fever_systemic");
  });
  it("indomethacin taken every day is the treatment of a hemicrania, not an acute medicine overused", () => {
    const intake = { age: 44, medications: { acute: [{ name: "indometacina 25 mg", days_per_month: 30 }] } };
    expect(flags(intake, "left side never switches off since March, flares with the eye watering; indometacina took it away in two days")).not.toContain("medication_overuse");
  });
  it("'very rarely a second one on the same day' counts doses, not headache days", () => {
    expect(value("headache_days", "Very rarely a second one on the same day.")).toBeUndefined();
    expect(facts("My headache days are around 20 a month. Very rarely a second one on the same day.").find((f) => f.key === "headache_days")?.value).toBe(20);
  });
});
