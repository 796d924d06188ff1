import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 109 of fresh cases (issue 13): hormonal life stages, a long-term
// condition's own baseline set against what is new, and stories that change across messages.

describe("pregnancy, birth and hormones", () => {
  it("'31 weeks with my first' dates the pregnancy; 'disappeared at about 12 weeks pregnant' is a point gone by", () => {
    expect(value("pregnancy_weeks", "31 weeks with my first.")).toBe(31);
    expect(value("history_months", "31 weeks with my first.")).toBeUndefined();
    expect(value("pregnancy_weeks", "had migraines since uni, they disappeared at about 12 weeks pregnant but one came this afternoon")).toBeUndefined();
    expect(flags({ age: 30, menstrual_hormonal_history: { pregnant: true, weeks_pregnant: 31 } }, "31 weeks with my first. had migraines since uni, they disappeared at about 12 weeks pregnant but one came this afternoon", "same as my old ones")).toContain("pregnancy_postpartum");
  });
  it("a hand and a side of the face jerking for a minute is a focal seizure; a denial after it does not undo it", () => {
    expect(yes("seizure", "Today about 16:00 at the kitchen counter her right hand started jerking, and the right side of her face also, for maybe one minute.")).toBe(true);
    expect(yes("seizure", "her right arm and the right side of her face started jerking, then her whole body was shaking and she didn't answer me for about 2 minutes")).toBe(true);
    expect(yes("seizure", "my eyelid twitches sometimes")).toBe(false);
  });
  it("'whenever i sit up to feed or stand up i get this awful pressure' is worse upright", () => {
    expect(yes("worse_upright", "since yesterday whenever i sit up to feed or stand up i get this awful pressure at the back of my head and down my neck, within a few minutes.")).toBe(true);
  });
  it("a pregnancy told as gone by and a baby of 8 months are no pregnancy or recent birth now", () => {
    const said = ["my daughter is 8 months old, still breastfeeding at night", "I get a tight band around my head in the afternoons, 6-7 days a month", "in pregnancy my BP went high in the last month and they gave labetalol, stopped at 6 weeks after delivery."];
    expect(value("postpartum_weeks", said[0] ?? "")).toBeCloseTo(34.8, 1);
    expect(messageFact("pregnant", said[2] ?? "")).toBeUndefined();
    expect(flags({ age: 30, sex: "female" }, ...said)).not.toContain("pregnancy_postpartum");
  });
  it("a first aura ever on the combined ring is to be seen within days; a long-known one at the next review", () => {
    const first = story({ age: 27, sex: "female", medications: { current: ["NuvaRing"] } }, "I've been on the ring for 4 years. this morning a shimmery zigzag patch appeared and slowly got bigger over about 20 minutes, then a throbbing headache", "never had the light thing before, nothing like this");
    expect(first.hazards?.find((h) => h.code === "aura_on_combined_contraception")?.urgency).toBe("urgent");
  });
});

describe("a long-term condition's own baseline", () => {
  it("symptoms put down to the condition, 'same as ever', are its baseline, not a new deficit", () => {
    expect(flags({ age: 44 }, "my neck and scalp are always sore and my hands tingle but thats the fibro, same as ever")).not.toContain("neuro_deficit");
    expect(flags({ age: 47 }, "my legs, the numbness and my blurry left eye are all my usual MS, nothing new there.")).not.toContain("neuro_deficit");
    expect(flags({ age: 56 }, "right leg weak and stiff since 2012, i use a stick.")).not.toContain("neuro_deficit");
    expect(flags({ age: 56 }, "my right leg has been weak since 2012 but since this morning it's much weaker")).toContain("neuro_deficit");
  });
  it("what an old stroke was, told in the sentence after its naming, and a hand 'still clumsy from it', are history", () => {
    const said = ["but i had a stroke in 2019, they found a hole in my heart and closed it. left hand still a bit clumsy from it", "the stroke was nothing like this. left face and arm just went dead all at once, no lights, no headache"];
    expect(flags({ age: 58 }, ...said)).not.toContain("neuro_deficit");
  });
  it("'2015 was totally different, ... couldnt stay awake, seeing double' is an old episode", () => {
    expect(flags({ age: 27 }, "2015 was totally different, i was throwing up every morning, couldnt stay awake, seeing double.")).toEqual([]);
    expect(yes("confusion", "at lunch he didn't know what day it was and kept asking where my mum was, she died in 2019")).toBe(true);
  });
  it("levodopa's writhing, told as his usual from the tablets, is no fit", () => {
    expect(yes("seizure", "his arms are wriggly and jerky today but thats his usual from the tablets, he does that most afternoons.")).toBe(false);
  });
  it("'tonight hes 38.6' is a temperature, never an age", () => {
    expect(yes("fever", "hes had a headache 4 days, and tonight hes 38.6.")).toBe(true);
    expect(story({ age: 64 }, "typing for dad hes 64", "hes had a headache 4 days, and tonight hes 38.6. he never gets headaches").age).toBe(64);
  });
  it("fever with hardware in the head or after brain surgery is an emergency; the wound's lump is no blow", () => {
    const said = ["had the brain stimulator put in 5 weeks ago, wires in his head", "the lump behind his left ear where the wire goes is red and hot and swollen", "tonight hes 38.6"];
    const a = story({ age: 64 }, ...said);
    expect(a.red_flags.find((f) => f.code === "fever_systemic")?.urgency).toBe("emergency");
    expect(a.red_flags.map((f) => f.code)).not.toContain("post_trauma");
  });
  it("raised pressure in blood that clots too readily (nephrotic syndrome) is an emergency", () => {
    const said = ["got a headache thats been there 9 days now and its getting worse every day", "ive got kidney problems, leaking protein, legs and face puffy", "last 2 nights it woke me about 4am. was sick this morning", "today a few times my eyesight went grey in both eyes for a couple of seconds then came back"];
    expect(story({ age: 35 }, ...said).red_flags.find((f) => f.code === "papilledema_visual")?.urgency).toBe("emergency");
    expect(story({ age: 35 }, ...said.filter((s) => !s.includes("protein"))).red_flags.find((f) => f.code === "papilledema_visual")?.urgency).toBe("urgent");
  });
  it("told it is a year long gone, or asking who his daughter is, and not coming back between fits, is confusion", () => {
    expect(yes("confusion", "he told me its 2009 and asked who our daughter was")).toBe(true);
    expect(yes("confusion", "normally hes back to himself in half an hour but in between these hes not coming back.")).toBe(true);
  });
  it("'i have to shake her to get an answer' is said of her, by the one who shakes", () => {
    expect(facts("writing for my wife Priya 39.", "this morning she keeps dropping off, i have to shake her to get an answer.").find((f) => f.key === "confusion")?.about).not.toBe("me");
  });
  it("'gone from maybe 6 or 8 a month to about 20' counts 20 days now", () => {
    expect(value("headache_days", "my headaches have gone from maybe 6 or 8 a month to about 20 over the last couple of years.")).toBe(20);
    expect(value("headache_days", "my migraines went from 2 a week to 4 a week")).toBeCloseTo(17.1, 1);
  });
  it("'for about 3 weeks theres something else. right temple ...' is a new headache beside the old", () => {
    expect(yes("pattern_change", "for about 3 weeks theres something else. right temple, and the side of my head is sore when i brush my hair")).toBe(true);
    expect(yes("pattern_change", "there's something else I wanted to ask about my head")).toBe(false);
  });
});

describe("stories that change across messages", () => {
  it("posture that makes no difference denies a positional headache", () => {
    expect(messageFact("worse_lying", "standing or lying it's the same pain")?.polarity).toBe("denied");
    expect(messageFact("worse_upright", "it is the same lying or standing")?.polarity).toBe("denied");
    expect(flags({ age: 29 }, "headache worse when I lie down", "well, not worse exactly. it's just at night in bed when it's quiet that I notice it most. standing or lying it's the same pain")).not.toContain("positional");
  });
  it("the numb lip of a dentist's injection, worn off, is no deficit", () => {
    const said = ["headache and half my face went numb this morning", "oh sorry, I should say, that was the dentist. had a filling at 10, they did the injection. numb lip and chin and tongue on that side, wore off by about 1 like they said it would"];
    expect(flags({ age: 35 }, ...said)).not.toContain("neuro_deficit");
    expect(flags({ age: 35 }, "half my face went numb this morning and it hasn't come back")).toContain("neuro_deficit");
  });
});
