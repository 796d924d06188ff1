import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import { facts, flags, user, value, yes } from "./reading.test-helpers.ts";

const story = (intake: unknown, ...m: string[]) => assess(intake, user(...m), { now: "2026-11-23T12:00:00Z" });
const codes = (intake: unknown, ...m: string[]) => story(intake, ...m).red_flags.map((f) => f.code);

// Categories found by round 20 of fresh cases (issue 13), each with speakers of its own.

describe("a relative's illness told with their age, beside the typist's own headaches", () => {
  it.each([
    ["My dad (71) had a heart attack and a stroke in the summer, his speech went and his arm was weak.", "Since then I get tension headaches most afternoons, both sides, like a band."],
    ["Our gran, 88, has dementia and was confused and seeing things last week.", "My own headaches have been worse with the stress of it all, same dull ache as always."],
  ])("%s / %s", (first, second) => {
    const found = codes({ age: 41 }, first, second);
    expect(found).not.toContain("neuro_deficit");
    expect(found).not.toContain("altered_consciousness");
  });
  it("the relative with their age and their headache is still the patient", () => {
    expect(codes(null, "Mum (79) has had a new headache for 3 weeks, her jaw aches when she chews")).toContain("jaw_claudication_gca");
  });
});

describe("an event told as long past through an age in words", () => {
  it.each([
    "I was knocked out playing hockey when I was sixteen, kept in overnight, fine since.",
    "had a fit when i was twenty-one after a night shift, none since then",
  ])("%s", (text) => {
    expect(yes("loss_of_consciousness", text)).toBe(false);
    expect(yes("seizure", text)).toBe(false);
  });
  it("'when I was five minutes into my run' is a time, not an age", () => {
    expect(yes("loss_of_consciousness", "when I was five minutes into my run I passed out")).toBe(true);
  });
});

describe("passing out after a night's drinking", () => {
  it.each([
    "had way too many beers at the stag do and passed out on the sofa at 2",
    "8 pints then passed out in my clothes, woke up with a banging head",
  ])("%s is asleep drunk", (text) => {
    expect(yes("loss_of_consciousness", text)).toBe(false);
  });
  it("a fall while drunk keeps it a loss of consciousness", () => {
    expect(yes("loss_of_consciousness", "had a few drinks, fell down the steps, hit my head and passed out")).toBe(true);
  });
});

describe("'never ... before' that is not a first event", () => {
  it.each([
    ["I've never had cancer before you ask", "cancer"],
    ["never had any cancer myself before anyone wonders", "cancer"],
    ["I have never had a seizure, before you ask", "seizure"],
  ])("%s denies %s", (text, key) => {
    const found = facts(text).find((f) => f.key === key);
    expect(found?.polarity).toBe("denied");
  });
});

describe("posture told by what lying flat and the morning do", () => {
  it.each([
    ["I can't stay on my feet long enough to hoover. once I'm flat it eases off in ten minutes, and first thing before I get up I feel completely fine"],
    ["on the couch it calms down. when i'm flat it fades. before i get up in the morning i feel ok, by lunch it's pounding"],
  ])("%s", (text) => {
    expect(flags({ age: 36 }, text)).toContain("positional");
  });
  it.each([["standing_up"], ["lying_down"]])("the intake's %s tick is a positional finding", (context) => {
    expect(flags({ age: 30, headache_history: { pattern_context: [context] } }, "headaches for a month")).toContain("positional");
  });
  it("'after stress' and 'workdays' ticks are not", () => {
    expect(flags({ age: 30, headache_history: { pattern_context: ["after_stress", "workdays"] } }, "headaches for a month")).not.toContain("positional");
  });
});

describe("words that do not say the headache worsens or came with exercise", () => {
  it.each([
    "dad's parkinson's is getting worse so I'm there every evening",
    "my eyesight has got worse so I've ordered new glasses",
    "her arthritis keeps getting worse in the cold",
  ])("%s is not progressive", (text) => {
    expect(yes("progressive", text)).toBe(false);
  });
  it("the headaches getting worse still are", () => {
    expect(yes("progressive", "my eyesight is fine but the headaches are getting worse")).toBe(true);
  });
  it.each(["I panic when I run out of my tablets", "whenever I run into my ex I get a headache"])("%s is not exertion", (text) => {
    expect(yes("exertion_trigger", text)).toBe(false);
  });
  it("when I run, it is", () => {
    expect(yes("exertion_trigger", "whenever I run more than a mile it kicks off")).toBe(true);
  });
});

describe("counts over a span, and counts of the bad ones", () => {
  it.each([
    ["maybe one time in two months I get a headache", 0.5],
    ["headache twice in 3 weeks", 2.9],
    ["I had it 3 times in the last 2 weeks", 6.4],
  ])("%s", (text, days) => {
    expect(value("headache_days", text)).toBe(days);
  });
  it("'it turns into the full-blown one four times a month' counts migraine days, not all headache days", () => {
    const read = facts("there's an ache most mornings, and maybe four times a month it turns into the full-blown sick one");
    expect(read.find((f) => f.key === "migraine_days")?.value).toBe(4);
  });
  it("a count said before two medicines named as alternatives is shared between them", () => {
    const read = facts("I take something about 10 days a month, naproxen or my zolmitriptan");
    expect(read.filter((f) => f.key.startsWith("med:")).map((f) => f.value)).toEqual([5, 5]);
  });
});

describe("what the typist takes back", () => {
  it("a form answer said to be wrong is not read, the correction is", () => {
    const text = "I put on the form she's had migraines since she was 20 but that's wrong, she never had headaches until last month";
    expect(yes("long_history", text)).toBe(false);
    expect(yes("new_headache", text)).toBe(true);
  });
  it("a chat correction of the form's onset makes a new headache over 50", () => {
    expect(flags({ age: 77, headache_history: { age_onset: 25 } }, "the form says since 25, I typed that wrong, he never had a headache in his life till 5 weeks ago")).toContain("new_onset_over_50");
  });
});

describe("who 'mate' is", () => {
  it.each(["mate my head is pounding since this morning", "guys worst headache ever and my neck is stiff"])("%s is the typist's own", (text) => {
    expect(facts(text).some((f) => f.key === "typist")).toBe(false);
  });
  it("'my mate' is someone else", () => {
    expect(facts("my mate has had a headache for a week").find((f) => f.key === "typist")?.tag).toBe("mate");
  });
});

describe("the worst headache of a hangover", () => {
  it("after a night's drinking, waking with it, it is not a thunderclap", () => {
    expect(flags({ age: 24 }, "worst headache of my life, was on the lash last night, woke up with it and threw up")).not.toContain("thunderclap_onset");
  });
  it("a sudden onset is one, drinking or not", () => {
    expect(flags({ age: 24 }, "had a few drinks last night, this morning on the loo it came on all of a sudden, worst headache of my life")).toContain("thunderclap_onset");
  });
});

describe("a recent surge told against the usual count", () => {
  const intake = { age: 39, headache_history: { moderate_days: 5, mild_days: 6 } };
  it("leaves the intake's monthly figure as the frequency", () => {
    const a = story(intake, "usually I get one or two a month but the last few weeks it's been four a week");
    expect(a.metrics.headache_days_per_month).toBe(11);
  });
  it("without an intake figure, the latest count is the frequency", () => {
    const a = story({ age: 39 }, "usually I get one or two a month but the last few weeks it's been four a week");
    expect(a.metrics.headache_days_per_month).toBeCloseTo(17.1, 0);
  });
});

describe("medication overuse over an episodic migraine short of chronic migraine", () => {
  it("leads with 8.2 when migraine-like days are too few for 1.3", () => {
    const a = story(
      { age: 50, headache_history: { age_onset: 20, severe_days: 4, moderate_days: 8, mild_days: 8, sidedness: "varies", pain_characteristics: ["throbbing"], duration_without_med: "4-72 hours", assoc_symptoms: ["nausea", "photophobia"] }, medications: { acute: [{ name: "co-codamol", days_per_month: 18 }] } },
      "a dull ache most days for the past year, and about four times a month it turns into the proper one-sided sick migraine",
    );
    expect(a.leading_pattern).toBe("8.2");
  });
});
