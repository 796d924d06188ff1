import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 44 of fresh cases (issue 13), each with speakers of its own.


describe("a correction in the same message ('no. wait hang on ... so yes')", () => {
  it("a failed chin-to-chest test after a first 'no' is a stiff neck", () => {
    expect(flags({ age: 19 }, "temp 39.3. headache since lunch", "neck stiff - no. wait hang on. just tried putting chin to chest like mum said and I cant, it pulls right down the back of my neck. so yes")).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
  });
  it.each(["I tried to touch my chin to my chest and I couldn't", "mum made me do the chin to chest thing and I cant"])("%s", (text) => {
    expect(yes("neck_stiffness", text)).toBe(true);
  });
});

describe("a parent called mama", () => {
  it("'mama had a brain tumor removed' is the mother's history", () => {
    expect(flags({ age: 27 }, "mama had a brain tumor removed 2019 (benign, meningioma) so the family is scared")).not.toContain("cancer_history");
  });
});

describe("a new headache set against the usual ones", () => {
  it.each(["nothing like my migraines", "and it's not the same headache", "it's nothing like her usual headaches"])("%s", (text) => {
    expect(yes("never_like_this", text)).toBe(true);
  });
  it("a long-standing migraineur over 50 with a headache 'completely different' for 5 weeks: a change of pattern, not a new onset", () => {
    const f = flags({ age: 53 }, "Migraine sufferer since my twenties, twice a month, one side, sick, lasts a day", "For the last 5 weeks it's completely different, a headache both sides there all day every day. Nothing like my migraines");
    expect(f).toContain("pattern_change");
    expect(f).not.toContain("new_onset_over_50");
  });
});

describe("worse on waking, better once up", () => {
  it.each([
    "It's worst when I wake up, about 5am it wakes me, and then it eases off an hour or two after I'm up and about",
    "Dad says it's worst at 5am and eases off an hour after he's up and about",
    "if I lie flat at night it gets heavier",
    "I've been sleeping on 3 pillows because of it",
  ])("%s", (text) => {
    expect(yes("worse_lying", "typing for my dad, he's 79", text) || yes("worse_lying", text)).toBe(true);
  });
});

describe("a course told by the week, and a swing within the usual", () => {
  it.each(["its been creeping up a bit each week", "the pain is ratcheting up every day"])("progressive: %s", (text) => {
    expect(yes("progressive", text)).toBe(true);
  });
  it.each(["mostly a 3 or 4, now and then it gets worse and throbs a bit", "sometimes it gets worse in the evening"])("not progressive: %s", (text) => {
    expect(yes("progressive", text)).toBe(false);
  });
});

describe("a cluster attack's build told as a time", () => {
  it("'from nothing to unbearable in about the time it takes the kettle to boil, maybe 5 minutes' is a time to peak", () => {
    expect(value("peak_hours", "right eye only, goes from nothing to unbearable in about the time it takes the kettle to boil, maybe 5 minutes")).toBeCloseTo(5 / 60);
  });
  it("years of cluster bouts building over 5 minutes are not a thunderclap", () => {
    const a = story(
      { age: 39, headache_history: { age_onset: 30, sidedness: "right" } },
      "These are back - it's been 10 nights now. Every night round 1am it wakes me, right eye only, goes from nothing to unbearable in about the time it takes the kettle to boil, maybe 5 minutes.",
      "Then it sits there for 45 minutes to an hour behind the eye. The eye goes red and pours water, I walk laps of the deck.",
      "This has happened every year since 2017, the bout lasts about 6 weeks and then I'm clear for the rest of the year.",
    );
    expect(a.red_flags.map((f) => f.code)).not.toContain("thunderclap_onset");
    expect(a.leading_pattern).toBe("3.1");
  });
  it("'they build up slow over an hour, this was instant' still is one", () => {
    expect(flags(null, "I get migraines a couple times a month but they build up slow over an hour or so, this was instant, full blast in like a second, like a slap to the back of my head")).toContain("thunderclap_onset");
  });
});

describe("a side of the head is not a limb", () => {
  it("'the whole right side of my head, heavy and throbbing' is no weakness", () => {
    expect(yes("weakness", "The headache is the whole right side of my head, heavy and throbbing")).toBe(false);
  });
  it("'my left side went heavy' is", () => {
    expect(yes("weakness", "my left side went heavy")).toBe(true);
  });
});

describe("a past eye illness named and treated, and a fear of something that never happened", () => {
  it("a detached retina lasered and fine since is no visual loss now", () => {
    expect(flags({ age: 71 }, "For the record, back in March a curtain came across my right eye - that was a detached retina, they lasered it in Galway and it's been grand since")).toEqual([]);
  });
  it("'how would I know it was that and not my usual?' is a worry, not a change", () => {
    expect(yes("pattern_change", "What if I did get one bending down, how would I know it was that and not my usual?")).toBe(false);
  });
  it("'every morning ... I'm half waiting for it' is no headache rate", () => {
    expect(value("headache_days", "So now every morning when I bend down to tie my own laces I'm half waiting for it.")).toBeUndefined();
  });
  it.each([["had it checked a fortnight ago", "history_months"], ["had it checked a fortnight ago", "postpartum_weeks"]])("'%s' dates no %s", (text, key) => {
    expect(value(key, text)).toBeUndefined();
  });
  it("'I had my baby 10 days ago' is a birth", () => {
    expect(value("postpartum_weeks", "I had my baby 10 days ago")).toBeCloseTo(10 / 7, 1);
  });
});
