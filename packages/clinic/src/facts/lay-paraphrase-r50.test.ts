import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 50 of fresh cases (issue 13), each with speakers of its own.

describe("a worry asked as a question, or read in a post", () => {
  it.each(["Is the tumour thing something I should actually worry about?", "is the meningitis thing real?"])("%s", (text) => {
    expect(flags({ age: 33 }, "tight band headaches most mornings", text)).not.toContain("cancer_history");
  });
  it("'a facebook post saying headache + stiff neck = meningitis' is no stiff neck", () => {
    expect(flags({ age: 34 }, "My sister-in-law sent me a facebook post saying headache + stiff neck = meningitis and now I'm freaking out.")).not.toContain("meningism");
  });
  it("'is that since Wednesday he sees two of the telly' is said, not asked", () => {
    expect(yes("diplopia", "The only other thing is that since about Wednesday he sees two of the telly when he looks to the left.")).toBe(true);
  });
  it("'never fainted or had any fit in my life' stays a denial beside 'but now I am the one with headaches'", () => {
    expect(flags({ age: 41 }, "But now I am the one with headaches. It is not me who had the seizure, I have never fainted or had any fit in my life.")).not.toContain("altered_consciousness");
  });
});

describe("whose symptoms: a brother's fever in a list, a product named after a grandpa", () => {
  it("'Her brother Kofi (8) ... scarlet fever - high temperature, sandpaper rash all over his chest' is his", () => {
    expect(flags({ age: 14, sex: "female" }, "My daughter Amara is 14 and had one of her headaches today.", "Her brother Kofi (8) was off school all last week with scarlet fever - high temperature, sandpaper rash all over his chest, stiff sore neck from swollen glands.")).not.toContain("fever_systemic");
  });
  it("'I gave him a Grandpa powder. He is burning hot, 40.1' is the husband's fever", () => {
    expect(flags({ age: 47, sex: "male" }, "My husband Sipho is 47.", "He came home with a terrible headache. I gave him a Grandpa powder and put him on the bed. He is burning hot, the thermometer says 40.1")).toContain("fever_systemic");
  });
});

describe("drowsiness and confusion in an older person or a child, told by what they did", () => {
  it.each(["it took me ages to wake him for his tea", "she was really hard to rouse this morning"])("%s", (text) => {
    expect(flags({ age: 9 }, "asking for my son, he bumped his head on wednesday", text)).toContain("altered_consciousness");
  });
  it("'takes her ages to get her cardigan on' is stiff shoulders, not drowsiness", () => {
    expect(yes("confusion", "her shoulders are stiff every morning, takes her ages to get her cardigan on")).toBe(false);
  });
  it.each(["he's asked me three times this morning when the grandkids are coming", "I found his porridge bowl in the bathroom cabinet", "He's sleeping a lot more than usual, nodded off in his chair twice before lunch"])("%s", (text) => {
    expect(flags({ age: 74 }, "writing for my husband, 74, headache since a knock", text)).toContain("altered_consciousness");
  });
  it("'he's usually sharp as a tack' is no recurring headache and no stabbing pain", () => {
    const f = facts("he's usually sharp as a tack, does the cryptic every day");
    expect(f.some((x) => (x.key === "recurrent" || x.key === "stabbing") && x.polarity === "affirmed")).toBe(false);
  });
});

describe("carbon monoxide on a boat, a van or a cabin", () => {
  it("a diesel heater, a deckhand with the same, and right as rain ashore", () => {
    const a = story({ age: 44 }, "my brother-in-law fitted a diesel heater Monday before last.", "Every morning since, I wake up with a thumping head. my deckhand Jago said his is the same.", "Was home ashore Wednesday night and right as rain.");
    expect((a.hazards ?? []).map((h) => h.code)).toContain("carbon_monoxide");
    expect(a.urgency).toBe("emergency");
  });
});

describe("exertion, posture and a cluster bout told plainly", () => {
  it.each(["he was pulling a calf with the chains, really heaving on it", "we were calving and she was heaving on the rope"])("%s", (text) => {
    expect(flags({ age: 49 }, "asking for my husband", text, "it went from nothing to the worst pain of his life in one breath")).toContain("valsalva_precipitated");
  });
  it("'within like 10 minutes of sitting up or standing ... Lies flat and it's gone' is positional", () => {
    expect(flags({ age: 14 }, "My son Eli is 14.", "since Thursday he gets a pounding headache within like 10 minutes of sitting up or standing. Lies flat on the couch and it's gone in 15 min.")).toContain("positional");
  });
  it("'6 weeks of it every night then nothing at all' is a past bout with a remission, and its length no history", () => {
    const f = facts("Thing is this happened before, fall of 2024, about 6 weeks of it every night then nothing at all.");
    expect(f.some((x) => x.key === "bouts" && x.polarity === "affirmed")).toBe(true);
    expect(f.some((x) => x.key === "remission_between" && x.polarity === "affirmed")).toBe(true);
    expect(f.some((x) => x.key === "history_months")).toBe(false);
  });
  it("'then just quits, like a switch' is how it ends, not a sudden onset", () => {
    expect(yes("sudden_onset", "It lasts 45 min to an hour and a half then just quits, like a switch.")).toBe(false);
  });
  it("'I don't get migraines like my sister' is no new headache", () => {
    expect(yes("new_headache", "I don't get migraines like my sister, she has to lay in the dark")).toBe(false);
  });
  it("'got worse over about an hour until he had to leave' is an attack building, not a progressive headache", () => {
    expect(yes("progressive", "Started around 10pm as a dull ache, got worse over about an hour until he had to leave the dance floor.")).toBe(false);
    expect(value("peak_hours", "Started around 10pm as a dull ache, got worse over about an hour until he had to leave the dance floor.")).toBe(1);
  });
  it("'the last 3 or 4 days it's been there all the time and worse' is progressive", () => {
    expect(yes("progressive", "He's had a headache on and off since and the last 3 or 4 days it's been there all the time and worse.")).toBe(true);
  });
});

describe("the neck told after the chin, and passed with 'no worries'", () => {
  it("'when I put my chin down ... I can't get it all the way down' is a stiff neck", () => {
    expect(yes("neck_stiffness", "when I put my chin down to look at my phone it pulls right down the back of my neck and I can't get it all the way down")).toBe(true);
  });
  it("a stiff neck gone by Monday, 'chin to chest no worries', is no meningism", () => {
    expect(flags({ age: 34 }, "I woke up Sunday with a proper stiff neck, couldn't turn my head left", "it was totally gone by Monday, can look down at my phone, chin to chest no worries", "yesterday I got one of my migraines")).not.toContain("meningism");
  });
});

describe("giant cell arteritis told through a meal, a pillow and a razor", () => {
  it("'Can't get through a lamb chop without the jaw going tired and achy' is jaw claudication", () => {
    expect(yes("jaw_claudication", "Can't get through a lamb chop these days without the jaw going tired and achy on both sides")).toBe(true);
  });
  it.each(["that patch above the ear is tender", "it stings running the razor up my sideburn"])("%s", (text) => {
    expect(yes("scalp_tenderness", text)).toBe(true);
  });
});

describe("medicine counts: a limit per day, a total said again, a corrected 'it'", () => {
  it("'never more than 2 in one day and maybe 2-3 days in a month' is 2-3 days, of an ergot", () => {
    const f = facts("I take Cafergot, 1 tablet at the start of the pain, never more than 2 in one day and maybe 2-3 days in a month max.").find((x) => x.key === "med:cafergot");
    expect(f?.value).toBe(2.5);
    expect(f?.tag).toBe("ergot");
  });
  it("'Tylenol 2 times a week, sometimes a Goody's powder, so like 8-9 days a month' is no overuse", () => {
    expect(flags({ age: 66 }, "headaches 21 days out of 28, both sides, pressing", "she takes Tylenol maybe 2 times a week, sometimes a Goody's powder when its bad, so like 8-9 days a month.")).not.toContain("medication_overuse");
  });
  it("'I said I take it on headache days ... so it's probably more like 20 days a month' is the Excedrin's count", () => {
    const f = facts("I keep a bottle of Excedrin Migraine in my purse.", "Correction on the Excedrin - I said I take it on headache days but I also take 2 some mornings before showings, so it's probably more like 20 days a month.");
    expect(f.find((x) => x.key.startsWith("med:excedrin") && x.value !== undefined)?.value).toBe(20);
  });
});
