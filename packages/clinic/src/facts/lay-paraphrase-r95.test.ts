import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 95 of fresh cases (issue 13): health anxiety, long-term conditions that
// change what a headache means, and what people were doing or taking. "No build up" as the onset;
// a bang with no pain; a fever "nothing now"; tumours read about, not had; the heartbeat on the
// pillow; a scalp "numb-ish"; a head banged on a door in the pain; worse over minutes; a head that
// "is bursting" now; shaking all over; a story told of a she throughout; "nothing new numb"; a bout
// that is not new; chemo as a child; a jaw sore since the operation; "back then"; a nurse who read
// something; optic neuritis; a range to peak; bouts every spring; coffees a day; lengths without
// figures; a panic attack's tingling lips.

const key = (k: string, ...m: string[]) => facts(...m).find((f) => f.key === k);

describe("a thunderclap told by someone who always worries", () => {
  it.each(["the back of my head just went off. like a gun. no build up, full strength straight away", "no build-up at all, it was a 10 instantly"])("'%s' is sudden", (text) => {
    expect(yes("sudden_onset", text)).toBe(true);
  });
  it("is still an emergency", () => {
    expect(flags({ age: 36 }, "i know im the guy who thinks every headache is a bleed. had 2 CTs last year both clear", "about 40 min ago brushing my teeth the back of my head just went off. like a gun. no build up, full strength straight away", "spewed twice since. its probably just a panic attack right", "my normal headaches are a dull ache on both sides. this isnt that")).toContain("thunderclap_onset");
  });
  it("'no build up' of a migraine's slow rise is not sudden", () => {
    expect(yes("sudden_onset", "no build up really, it just creeps in over the afternoon")).toBe(false);
  });
  it.each(["there's no pain with it. None.", "I lie there waiting for the headache and it never comes"])("'%s' is painless", (text) => {
    expect(yes("painless", text)).toBe(true);
  });
  it("a bang on falling asleep with no pain, read about as a thunderclap, is not one", () => {
    expect(story({ age: 41 }, "as I'm drifting off I hear a massive BANG inside my head, like a door slamming", "I read about thunderclap headaches and now I'm scared to go to sleep. But there's no pain with it. None.").urgency).not.toBe("emergency");
  });
});

describe("illness read about, not had", () => {
  it.each([
    "I made a list of the tumour symptoms and went through it.",
    "Ive watched like 20 tiktoks of people whose brain tumours started as headaches",
    "think I have a brain tumour",
    "I'm convinced it's a tumour",
  ])("'%s' is no history of cancer", (text) => {
    expect(yes("cancer", text)).toBe(false);
  });
  it("a cancer had still is one", () => {
    expect(yes("cancer", "I had breast cancer in 2019")).toBe(true);
  });
  it("'the practice nurse read something about jaw pain when chewing' is no jaw claudication", () => {
    expect(yes("jaw_claudication", "The practice nurse read something about jaw pain when chewing in women over 50 and asked me.")).toBe(false);
  });
});

describe("the ears and the scalp", () => {
  it.each(["When I lie on my right side at night I can hear my heartbeat in my right ear, thump thump thump", "when i sniff them i always get this whoosh pounding head and hot red face"])("'%s' is no pulsatile tinnitus", (text) => {
    expect(yes("pulsatile_tinnitus", text)).toBe(false);
  });
  it("whooshing in time with the heartbeat still is", () => {
    expect(yes("pulsatile_tinnitus", "whooshing in my ears with my heartbeat all day")).toBe(true);
  });
  it("a scalp sore and 'numb-ish' with the headache is no loss of feeling", () => {
    expect(yes("numbness", "when I get my headaches the top of my scalp feels sore and sort of numb-ish, like a tight ponytail")).toBe(false);
  });
  it("a head banged on the bathroom door in the pain is no injury", () => {
    expect(yes("head_trauma", "Worst pain I've ever had in my life, I was banging my head on the bathroom door")).toBe(false);
  });
});

describe("how the pain came, and how it is now", () => {
  it("worse over minutes is no progressive headache", () => {
    expect(yes("progressive", "few minutes after his head started pounding all over and got worse and worse")).toBe(false);
  });
  it("'his head is bursting' is a severity now, not an onset", () => {
    expect(messageFact("sudden_onset", "says his head is bursting and the chest is still tight.")).toBeUndefined();
    expect(yes("sudden_onset", "my head was exploding, it came from nowhere")).toBe(true);
  });
  it("'builds over a minute or two' peaks too slowly for a thunderclap", () => {
    expect(flags({ age: 34 }, "as soon as we start coming down i get this stabbing pain over my left eyebrow", "builds over a minute or two as we descend, by touchdown its like 8/10, then gone in 15-20 min", "never on the ground. i dont get headaches otherwise")).not.toContain("thunderclap_onset");
  });
});

describe("who, and what happened", () => {
  it.each(["in the car he shook all over for maybe 2 minutes and didnt answer me", "she was shaking all over for a minute, eyes rolled"])("'%s' is a seizure", (text) => {
    expect(messageFact("seizure", text)?.polarity).toBe("affirmed");
  });
  it("a story told throughout of a she is hers", () => {
    const got = flags({ age: 30, sex: "female" }, "my flatmate Aoife has epilepsy. she had one of her fits last night", "she went down against the oven door and banged the side of her head", "today the head is getting worse and shes been sick 3 times", "i cant keep her awake, she drifts off while im talking to her");
    expect(got).toContain("post_trauma");
    expect(got).toContain("altered_consciousness");
  });
  it("'Nothing new numb' denies numbness", () => {
    expect(key("numbness", "Nothing new numb, no eye trouble.")?.polarity).toBe("denied");
  });
});

describe("a known headache back, and illness long ago", () => {
  it("'its not new, same as the other 3 bouts' is the old headache unchanged", () => {
    expect(key("new_headache", "its not new tho, same as the other 3 bouts.")?.polarity).toBe("denied");
    expect(yes("unchanged", "its not new tho, same as the other 3 bouts.")).toBe(true);
  });
  it("'this is the 4th, started 10 days ago' is a bout begun, not a new headache", () => {
    expect(yes("new_headache", "this is the 4th, started 10 days ago, crushing season like last time")).toBe(false);
    expect(yes("extreme_pain", "this is the 4th, started 10 days ago, crushing season like last time")).toBe(false);
  });
  it("a cancer cured long ago beside the same cluster bouts raises no flag", () => {
    expect(flags({ age: 40 }, "had testicular cancer at 25, chemo, all clear, discharged 10 yrs ago", "since i was 31 i get these bouts. every night 1am left eye, 45 min, cant sit still", "bouts go 6 or 8 weeks then nothing for a year or two. this is the 4th, started 10 days ago", "its not new tho, same as the other 3 bouts")).not.toContain("cancer_history");
  });
  it.each(["had leukaemia when i was 6, chemo plus they zapped my head with radiation.", "chemo as a kid for a kidney tumour"])("'%s' is immunity long recovered", (text) => {
    expect(yes("immunosuppressed", text)).toBe(false);
  });
  it("a transplant as a child still needs its anti-rejection medicines", () => {
    expect(messageFact("immunosuppressed", "I had a liver transplant when I was 9")?.polarity).toBe("affirmed");
  });
  it("a jaw sore since the aneurysm operation is no claudication", () => {
    expect(yes("jaw_claudication", "Yes my right jaw aches if I chew steak, but thats been since the op, they cut through the muscle at the temple")).toBe(false);
  });
  it("'Back then' after a dated diagnosis is that time", () => {
    expect(yes("visual_obscuration", "I got diagnosed with IIH in 2022. Back then my vision would grey out for a few seconds when i stood up")).toBe(false);
  });
});

describe("optic neuritis, not glaucoma", () => {
  it.each(["ache behind my right eye, worse when i move my eye side to side", "moving my eyes hurts"])("'%s' is pain on moving the eye", (text) => {
    expect(yes("eye_movement_pain", text)).toBe(true);
  });
  it("'red things look faded, kind of washed out' is colour lost", () => {
    expect(yes("colour_desaturation", "the right eye is blurry in the middle, and red things look faded, kind of washed out")).toBe(true);
  });
  it("is a loss of sight to see within a day or two", () => {
    const a = story({ age: 31 }, "for 3 days ive had an ache behind my right eye, worse when i move my eye side to side", "since yesterday the right eye is blurry in the middle, red things look faded, washed out", "eye isnt red or watering, no halos round lights");
    expect(a.red_flags.map((f) => f.code)).toEqual(["neuro_deficit"]);
    expect(a.urgency).toBe("urgent");
  });
  it("a red painful eye with haloes is still glaucoma", () => {
    expect(flags({ age: 61 }, "my right eye is red and painful and blurry", "seeing rainbow halos round the lights")).toContain("painful_eye_autonomic");
  });
});

describe("counts and lengths", () => {
  it("bouts every spring have months clear between", () => {
    expect(yes("remission_between", "its back. same as every spring since i was 29")).toBe(true);
  });
  it("'Coffee's crept up to about 6 a day' is no headache count", () => {
    expect(value("attacks_per_day", "Coffee's crept up to about 6 a day since we've been short staffed")).toBeUndefined();
    expect(value("headache_days", "Coffee's crept up to about 6 a day since we've been short staffed")).toBeUndefined();
  });
  it.each([["lasts the day", 6], ["the rest of the evening", 6]])("'%s' is a length", (text, hours) => {
    expect(value("attack_hours", `it ${text}`)).toBe(hours);
  });
  it("the form's 'all day' is a length", () => {
    expect(story({ age: 27, headache_history: { duration_without_med: "all day" } }).facts.find((f) => f.key === "attack_hours")?.value).toBe(6);
  });
});

describe("a panic attack's tingling", () => {
  it("numb lips ticked on the form beside panic attacks told in chat are no deficit", () => {
    expect(flags({ age: 24, headache_history: { assoc_symptoms: ["tingly hands", "numb lips"] } }, "my heart starts pounding, i cant get a breath, both my hands go tingly and my lips go numb", "ER said panic attack")).not.toContain("neuro_deficit");
  });
  it("one-sided numbness on the form still is", () => {
    expect(flags({ age: 24, headache_history: { assoc_symptoms: ["left arm numb"] } }, "ER said panic attack")).toContain("neuro_deficit");
  });
});
