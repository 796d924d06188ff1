import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 49 of fresh cases (issue 13), each with speakers of its own.

describe("a denial that goes on to name its examples", () => {
  it.each(["Nothing new like numbness or problems with seeing.", "nothing different such as numbness", "No change, like numbness or anything"])("%s", (text) => {
    expect(yes("numbness", text)).toBe(false);
  });
  it("after a negated verb, 'like' is a simile: 'couldn't read the clock with my right eye, like a grey shade'", () => {
    expect(yes("monocular_vision_loss", "I couldnt read the clock with my right eye, like a gray shade was pulled down over it.")).toBe(true);
  });
});

describe("long past, told of someone else by their age then", () => {
  it.each([
    "When she was 9 she fell off the roof and she was unconscious for a few minutes, her mum told her.",
    "when he was 12 he passed out at school once",
  ])("%s", (text) => {
    expect(flags({ age: 44 }, "asking for my mum, she gets migraines", text)).not.toContain("altered_consciousness");
  });
  it("'Before this I never had headaches, maybe once a year with fever' is life before this headache", () => {
    expect(flags({ age: 24 }, "Before this I never had headaches, maybe once a year with fever.")).not.toContain("fever_systemic");
  });
  it("how long a blackout or a fit lasted is not how long an attack lasts", () => {
    expect(value("attack_hours", "she was unconscious for a few minutes")).toBeUndefined();
    expect(value("attack_hours", "her left arm shook maybe one minute and she not answer me")).toBeUndefined();
  });
});

describe("focal signs told only by what a witness saw", () => {
  it.each([
    "in the meeting the words were all wrong, he said 'the invoice' for everything",
    "his words were all muddled on the phone",
    "she tried to text me and it came out as jumbled letters",
  ])("speech: %s", (text) => {
    expect(flags({ age: 53 }, "asking for my husband, he has a headache", text)).toContain("neuro_deficit");
  });
  it.each([
    "he knocked his coffee over reaching for it with his right hand, said the hand felt 'thick'",
    "she says her left hand feels wooden",
    "She say the left hand is heavy, she cannot hold her phone good.",
  ])("weakness: %s", (text) => {
    expect(flags({ age: 53 }, "asking for my partner, bad headache", text)).toContain("neuro_deficit");
  });
  it.each(["her left arm start to shake by itself, maybe one minute", "his right leg was jerking on its own"])("a limb shaking by itself is a seizure: %s", (text) => {
    expect(flags({ age: 26 }, "writing for my flatmate, headache for days", text)).toContain("seizure");
  });
  it.each(["This week he is falling asleep at lunch with the spoon still in his hand", "she keeps nodding off at dinner"])("drowsiness: %s", (text) => {
    expect(flags({ age: 87 }, "asking for my grandad, new headache", text)).toContain("altered_consciousness");
  });
  it.each(["he keeps leaning to the left side in his chair", "He is walking a little bit to one side, like drifting."])("imbalance: %s", (text) => {
    expect(flags({ age: 70 }, "asking for my dad, headache for a week", text)).toContain("neuro_deficit");
  });
  it("a step missed that he 'did not see' is a field loss", () => {
    expect(yes("field_loss", "on Friday he missed the step at the mosque and nearly fall, he said he did not see it")).toBe(true);
  });
  it("'my mother noticed the cup fall from his left hand' is his hand, not hers", () => {
    expect(flags({ age: 63 }, "I am asking for my father, he has headache from 5 weeks", "Something else my mother noticed: the small coffee cup fall from his left hand.")).toContain("neuro_deficit");
  });
});

describe("second-language and shorthand numbers and spans", () => {
  it("'he never complain from his head' is a new headache at 63", () => {
    expect(flags({ age: 63 }, "asking for my father. He has headache from around 5 weeks. Before this he never complain from his head.")).toContain("new_onset_over_50");
  });
  it("a habit's span and a medicine's span are not the headache's: no overuse flag for 5 weeks of headache", () => {
    const f = flags({ age: 63 }, "asking for my father. He has headache from around 5 weeks.", "He take Panadol 2 times a day since maybe 3 weeks, not helping.", "He smoke cigarettes and argileh since 40 years.");
    expect(f).not.toContain("medication_overuse");
  });
  it("'sumatriptan x3 a month' is a rate, not a month of history", () => {
    expect(value("history_months", "Since around March it is almost every day.", "sumatriptan x3 a month for the big attacks")).toBeGreaterThan(3);
  });
  it("'skips lunch most days' counts lunches, and a fall '3 yrs ago' dates the fall", () => {
    const f = facts("headaches like 5 or 6 days a month since around august", "he ate it on his skateboard 3 yrs ago and hit his head", "he skips lunch most days");
    expect(f.find((x) => x.key === "headache_days")?.value).toBe(5.5);
    expect(f.find((x) => x.key === "history_months")?.value).toBeLessThan(12);
  });
  it("'came on slow over the first couple of hours' is the time to peak", () => {
    expect(value("peak_hours", "came on slow over the first couple of hours at work")).toBe(2);
    expect(value("attack_hours", "came on slow over the first couple of hours at work")).toBeUndefined();
  });
  it.each(["Since SS2, like age 16, I get this thing before a headache", "since he is 35 more or less he gets these"])("an age the headaches date from is not the age now: %s", (text) => {
    expect(yes("long_history", text)).toBe(true);
    expect(story({ age: 68 }, text).facts.find((f) => f.key === "age")?.value).toBe(68);
  });
});

describe("everyday words that are not symptoms", () => {
  it("'talking normal all the time' is not a continuous headache", () => {
    expect(yes("continuous", "He was talking normal all the time, no weakness in arm or leg.")).toBe(false);
  });
  it("'losartan for pressure' is blood pressure, not a pressing pain", () => {
    expect(yes("pressing", "My father take losartan for pressure and it is controlled.")).toBe(false);
  });
  it("'some guy at another gym had a stroke and they said it was steroids' is his", () => {
    expect(flags({ age: 27 }, "I get tight headaches 3-4x/wk", "My ma is stressing because some guy at another gym had a stroke and they said it was steroids.")).not.toContain("immunosuppression");
  });
});

describe("blur told in images", () => {
  it.each(["like I'm looking through water", "there's a film over my eyes", "I had to close one eye to read my husband's text"])("%s", (text) => {
    expect(yes("blurred_vision", text)).toBe(true);
  });
  it("twelve days after a section, blur is pre-eclampsia's visual sign", () => {
    expect(flags({ age: 31, sex: "female" }, "I delivered my baby 12 days ago by CS. Since yesterday this headache is banging.", "Today my eyes is somehow, like I'm looking through water")).toEqual(expect.arrayContaining(["papilledema_visual", "pregnancy_postpartum"]));
  });
});

describe("who is typing, and whose worry it is", () => {
  it("'one of my squad (19F)' is the patient: her stiff neck is a flag", () => {
    expect(flags(null, "Climbing coach here, one of my squad (19F) just came off the wall.", "Says her neck feels stiff now and she can't look down at her shoes.")).toContain("meningism");
  });
  it("'my friend had an aneurysm, she's 26 ... paranoid about every single headache' is the typist's own story", () => {
    const a = story({ age: 24 }, "since the summer ive had maybe 6 or 7 of these headaches, one side, proper throbbing", "the reason im freaking is my friend from uni had an aneurysm in march, shes 26 and shes ok now but its made me paranoid about every single headache");
    expect(a.facts.some((f) => f.key === "pulsating" && f.polarity === "affirmed")).toBe(true);
  });
});

describe("exertion, a neck forced, and the usual warning missing", () => {
  it.each(["really straining to hold a crimp on the overhang when it hit", "straining to lift the engine block when it went bang"])("%s", (text) => {
    expect(flags({ age: 19 }, text, "went from nothing to the worst pain of her life in a second")).toContain("valsalva_precipitated");
  });
  it.each(["got caught in a neck crank at bjj, guy cranked my head to the right", "my brother had me in a headlock and yanked my neck"])("%s", (text) => {
    expect(yes("head_trauma", text)).toBe(true);
  });
  it.each(["no zigzags at all this time, straight to the pain", "this time no aura, just the pain", "I didn't get the warning this time"])("%s", (text) => {
    expect(yes("pattern_change", text)).toBe(true);
  });
  it("an aura told as 'a shiny shape like broken mirror' that grows over 15-20 minutes", () => {
    expect(yes("aura", "he see a shiny shape like broken mirror in one side of the vision, it grow bigger in 15-20 minutes")).toBe(true);
    expect(value("aura_minutes", "he see a shiny shape like broken mirror in one side of the vision, it grow bigger in 15-20 minutes")).toBe(15);
  });
});
