import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 94 of fresh cases (issue 13): older people and those typing for them,
// teenagers, and numbers told every which way. Voice typing's "my right I"; old headaches long
// over and a new one now; a medicine taken "for the last fortnight"; nonsense written back; an aside
// in brackets; orientation kept; a word the form used, defined; thick words and a lean to one side;
// one whoosh of sudden deafness; immune-suppressing blood-cancer medicines, a chemo dated years
// back, steroid eye drops and knee injections, one short course, a question about steroids; a
// treatment's or a medicine's schedule; an appointment still ahead; the form talked about; polymyalgia
// beside an old headache; advice to report; a relative who takes over, or a child who answers back;
// "can't see" for the glare; pins and needles from leaning; a shared van heater; the eye between
// attacks; bouts every other autumn; a knock after the headaches began; a worsening new headache at
// 74; a bench in a tack room; a dive log; what a mini-stroke was; the form's aura taken back.

const key = (k: string, ...m: string[]) => facts(...m).find((f) => f.key === k);

describe("voice typing's 'I' for an eye", () => {
  it.each(["this morning at breakfast my right I went black like somebody put a thumb over the camera", "her left I went dark for a few minutes"])("'%s' is sight lost in one eye", (text) => {
    expect(yes("monocular_vision_loss", text)).toBe(true);
  });
  it("'my right, I went to bed' is no eye", () => {
    expect(yes("monocular_vision_loss", "the pain was on my right, I went to bed early")).toBe(false);
  });
});

describe("old headaches long over, and a new one now", () => {
  it.each(["Stopped with the change of life.", "i grew out of them in my twenties", "haven't had one in 25 years", "none for 20 years"])("'%s' tells the old ones over", (text) => {
    expect(yes("headaches_ceased", text)).toBe(true);
  });
  it("a headache begun weeks ago at 77, after migraines that stopped at the menopause, is new after 50", () => {
    expect(flags({ age: 77, headache_history: { age_onset: 22 } }, "I used to get the zigzag lines in my twenties then the headache. Stopped with the change of life.", "I've had a headache in both temples for about 3 weeks. Never had a headache in the temples like this")).toContain("new_onset_over_50");
  });
  it("'never had the zigzag lights or anything like that' sets nothing apart", () => {
    expect(yes("never_like_this", "never had the zigzag lights or anything like that, not once")).toBe(false);
    expect(yes("never_like_this", "Never had a headache in the temples like this")).toBe(true);
  });
});

describe("how long a medicine has been taken", () => {
  it.each([
    ["Taking Panadol 2 three times a day for the last fortnight.", 0.5],
    ["been on the co-codamol every day for the past 3 weeks", 0.7],
  ])("'%s' is %s months", (text, months) => {
    expect(value("med_started_months", text)).toBe(months);
  });
  it("daily painkillers for a fortnight are no overuse yet", () => {
    expect(flags({ age: 60 }, "headache in both temples for 3 weeks", "Taking Panadol 2 three times a day for the last fortnight")).not.toContain("medication_overuse");
  });
});

describe("confusion told by what the person does", () => {
  it.each(["hes writing back stuff that makes no sense", "she's not making any sense", "he keeps saying things that make no sense"])("'%s' is confusion", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it("a person named in brackets is not the he", () => {
    expect(messageFact("confusion", "my grandad is 82. hes writing back stuff that makes no sense, called me kev (my uncle, died 2015) and asked what day it is 4 times")?.about).toBe("grandfather");
    expect(messageFact("confusion", "hes writing back stuff that makes no sense, called me kev (my uncle, died 2015) and asked what day it is 4 times")?.about).toBe("third");
  });
  it.each(["He always knows where he is and who we are", "she knows exactly where she is"])("'%s' denies confusion", (text) => {
    expect(messageFact("confusion", text)?.polarity).toBe("denied");
  });
  it("'he doesn't always know where he is' denies nothing", () => {
    expect(messageFact("confusion", "he doesnt always know where he is")?.polarity).not.toBe("denied");
  });
  it.each([["Confused means his brain is foggy", "confusion"], ["by weak he means wiped out all over", "weakness"]])("'%s': the form's word, defined, is not %s", (text, k) => {
    expect(yes(k, text)).toBe(false);
  });
});

describe("a stroke of the back of the brain in lay words", () => {
  it.each(["her words sound thick, like shes had a drink but she hasnt", "he sounds like he's had a few", "my speech came out all slurry"])("'%s' is a speech problem", (text) => {
    expect(yes("speech", text)).toBe(true);
  });
  it.each(["she cant stand up, she keeps going over to the left", "he falls to the right when he walks"])("'%s' is unsteadiness", (text) => {
    expect(yes("ataxia", text)).toBe(true);
  });
  it("one whoosh and sudden deafness is no pulsing in the ear, nor 'out of it'", () => {
    const text = "her left ear went whoosh like a jet engine and now she cant hear out of it at all";
    expect(yes("pulsatile_tinnitus", text)).toBe(false);
    expect(yes("confusion", text)).toBe(false);
  });
  it("the whole story is an emergency", () => {
    expect(story({ age: 76, sex: "female" }, "typing for my mum shes 76. her left ear went whoosh like a jet engine and now she cant hear out of it", "the room is spinning, shes been sick 3 times, the back of her head hurts bad", "she cant stand up, she keeps going over to the left", "her words sound thick, like shes had a drink but she hasnt").urgency).toBe("emergency");
  });
});

describe("what weakens the immune system, and what does not", () => {
  it.each(["He has the CLL leukaemia, on the ibrutinib capsules since last year", "on venetoclax for my leukaemia", "she takes acalabrutinib"])("'%s' is immunosuppression", (text) => {
    expect(messageFact("immunosuppressed", text)?.polarity).toBe("affirmed");
  });
  it.each([
    "i take steroid injection right knee every 6 months",
    "prednisolone acetate 1% eye drops right eye 4 times a day",
    "had steroid tablets once in year 8 for like 5 days when my asthma was bad",
    "Does the steroid lower my immune system?",
  ])("'%s' is not", (text) => {
    expect(yes("immunosuppressed", text)).toBe(false);
  });
  it("a chemo dated years back on the form is over", () => {
    expect(flags({ age: 77, medical_history: { medical_conditions: ["lung cancer 2024 (operation and chemo)"] } }, "new headaches for 3 weeks, worse every week")).not.toContain("immunosuppression");
  });
});

describe("how often something else happens", () => {
  it.each(["they put steroid in my knee every 6 months, last one august", "botox every 12 weeks at the clinic", "Its the little heart one, 100mg, I take it every morning"])("'%s' is no headache frequency", (text) => {
    expect(value("headache_days", text)).toBeUndefined();
    expect(value("attacks_per_day", text)).toBeUndefined();
  });
  it.each(["Her GP appointment is in 3 weeks, is that ok?", "the MRI is in a month"])("'%s' dates no headache", (text) => {
    expect(value("history_months", text)).toBeUndefined();
  });
  it("'computer says max 18.4m, 47 min, no deco' is a dive, not an attack", () => {
    expect(value("attack_hours", "computer says max 18.4m, 47 min, no deco, did my 3 min safety stop at 5m")).toBeUndefined();
  });
  it("'lasts 47 min' still is", () => {
    expect(value("attack_hours", "it lasts 47 min")).toBeCloseTo(47 / 60);
  });
});

describe("who the story is about", () => {
  it("'I put 40 for when the headaches started' is the form, not the typist's headache", () => {
    const f = facts("Hi I'm doing this for my grandma (Ajji), she's 70. I put 40 for when the headaches started but I just guessed, sorry", "she says she never had headaches in her life, they started about 10 weeks ago");
    expect(f.some((x) => x.key === "new_headache" && x.polarity === "affirmed")).toBe(true);
  });
  it("a teenager's own words before his mam takes over stay his", () => {
    const got = flags({ age: 15, sex: "male" }, "my head is killing me lol. fell off my mates trampoline yesterday, landed on the back of my head", "today its gotten worse and worse and ive spewed like 4 times", "Hi this is his mam. He is very sleepy, I had to shake him to get an answer");
    expect(got).toContain("post_trauma");
    expect(got).toContain("altered_consciousness");
  });
  it("a child answering her dad back is the patient speaking", () => {
    expect(flags({ age: 13, sex: "female" }, "My daughter Isla is 13, she has one of her bad heads and I found her on the bathroom floor, she FAINTED.", "dad i didnt faint i lay down on the floor bc the tiles were cold. i was awake the whole time")).not.toContain("altered_consciousness");
  });
});

describe("polymyalgia beside the person's old headache", () => {
  it("an old unchanged headache is not the new one to report", () => {
    expect(flags({ age: 74, headache_history: { age_onset: 43 } }, "my rheumatologist said to report any new headache because of my polymyalgia", "it's the same one I've had since my forties, a band across my forehead, 3 or 4 times a month", "Chewing's fine, scalp isn't sore, eyes fine")).not.toContain("jaw_claudication_gca");
  });
  it("a new headache with polymyalgia is still arteritis until shown otherwise", () => {
    expect(flags({ age: 74 }, "I have polymyalgia. This headache at my temples is new, 2 weeks, never had headaches")).toContain("jaw_claudication_gca");
  });
  it("'report any new headache' tells no new headache", () => {
    expect(yes("new_headache", "my rheumatologist said to report any new headache")).toBe(false);
  });
});

describe("glare, leaning and heaters", () => {
  it("'cant see anything bc the light is sooo bright' is light sensitivity, not sight lost", () => {
    expect(yes("vision_loss", "cant see anything bc the light is sooo bright it hurts")).toBe(false);
    expect(yes("photophobia", "cant see anything bc the light is sooo bright it hurts")).toBe(true);
  });
  it("pins and needles after hours leaning on an elbow, gone on moving, is no deficit", () => {
    expect(flags({ age: 19 }, "tonight my pinky and ring finger on my left hand went all pins and needles. id been leaning on my elbow on the desk for like 3 hrs. moved my arm and it went in a minute")).not.toContain("neuro_deficit");
  });
  it("a shared heater, both waking with headaches, better with the windows down: carbon monoxide", () => {
    const a = story({ age: 31 }, "me and my partner are doing the south island in our van, both waking up with pounding heads", "by 11ish once were driving with the windows down its a 2 or gone", "weve had the little gas canister heater going in the van all night");
    expect((a.hazards ?? []).map((h) => h.code)).toContain("carbon_monoxide");
    expect(a.urgency).toBe("emergency");
  });
});

describe("the attacks' own course", () => {
  it("'after its over the eye is normal' leaves the pain at the eye", () => {
    expect(key("orbital", "right eye like a hot poker, after its over the eye is normal")?.polarity).not.toBe("denied");
  });
  it("bouts 'every 2nd autumn' have remissions between", () => {
    expect(yes("remission_between", "they come every 2nd autumn when the dark comes")).toBe(true);
  });
  it("a knock told after the headaches began did not start them", () => {
    expect(flags({ age: 39 }, "every other day for months", "hit my head on a freezer door in march but these started in january so i dont think thats it")).not.toContain("post_trauma");
  });
  it("a headache getting worse every day at 74, with none before, is new after 50", () => {
    expect(flags({ age: 74 }, "he banged his head on the top bunk on our cruise, 2nd of november", "about 10 days later the headache started and its worse every day")).toContain("new_onset_over_50");
  });
  it.each([["if i lie flat on the bench in the tack room for 15 min its down to a 2", false], ["it started on the bench press at the gym", true]])("'%s': effort %s", (text, effort) => {
    expect(yes("exertion_context", text)).toBe(effort);
  });
  it("what a mini-stroke was, told with its recovery, is history", () => {
    expect(yes("numbness", "The mini stroke was my right hand went numb for 20 minutes, all came back, scans fine.")).toBe(false);
  });
  it("the form's aura of weakness, taken back in the chat, is no aura", () => {
    const a = story({ age: 75, headache_history: { aura_symptoms: ["weakness"] } }, "Grandson here, I did the form for my grandpa (75) and I think I ticked some stuff wrong", "Weak means wiped out, like after mowing the whole lawn. His arms and legs work fine, face doesn't droop, talks normal");
    expect(a.facts.some((f) => f.key === "aura" && f.polarity === "affirmed")).toBe(false);
  });
});
