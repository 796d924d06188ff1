import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 55 of fresh cases (issue 13): older adults on many medicines, teenagers
// and parents typing, second-language English; forms contradicted in the chat.

describe("a thunderclap told as a swing of a bat, or 'full blast that second'", () => {
  it.each([
    "it hit the back of her head like somebody swung a bat at her",
    "like someone swung a cricket bat at my head",
    "as if somebody brought down a sledgehammer on me",
  ])("%s is a sudden onset", (text) => {
    expect(yes("sudden_onset", text)).toBe(true);
  });
  it.each(["full blast that second, not building up like her migraines do", "at its worst in that instant", "10/10 the same second"])("%s is a thunderclap", (text) => {
    expect(yes("thunderclap", text)).toBe(true);
  });
  it("'not building up over an hour like her migraines' gives no time to peak", () => {
    expect(value("peak_hours", "full blast that second, not building up over an hour like her migraines do")).toBeUndefined();
    expect(value("peak_hours", "it builds up over an hour")).toBe(1);
  });
  it("straining on the toilet, 'full blast that second', is an emergency however the form calls it migraine", () => {
    const a = story(
      { age: 69, sex: "female", chief_complaint: "migraine", headache_history: { age_onset: 19, duration_without_med: "4-12 hr", assoc_symptoms: ["nausea"] } },
      "this is her husband, she put migraine but she told me this is NOT her migraine",
      "she was on the toilet straining and she said it hit the back of her head like somebody swung a bat at her. full blast that second, not building up over an hour like her migraines do.",
    );
    expect(a.urgency).toBe("emergency");
    expect(a.red_flags.map((f) => f.code)).toContain("thunderclap_onset");
  });
});

describe("carbon monoxide told by flatmates, a flame and a stay elsewhere", () => {
  it.each([
    "now Ola and Kasia also have headache",
    "my flatmates have headaches too",
    "the others also have headaches",
  ])("%s is others at home with headache", (text) => {
    expect(yes("household_headache", text)).toBe(true);
  });
  it.each([
    "it comes back like 1 hour after I come home",
    "it starts again once we get back home",
    "at my boyfriend flat in Morningside and I was totally fine",
    "at my sister's house for the weekend and we were completely fine",
  ])("%s is better away from home", (text) => {
    expect(yes("better_away", text)).toBe(true);
  });
  it.each(["the flame is orange not blue", "the boiler flame burns yellow"])("%s is a faulty appliance", (text) => {
    expect(yes("fuel_appliance", text)).toBe(true);
  });
  it("four flatmates, fine in the library, an orange flame: an emergency", () => {
    const a = story(
      { age: 20, sex: "female" },
      "I live in a flat with 3 other girls. Since last weekend I have headache every day",
      "now Ola and Kasia also have headache",
      "when I'm in library all day my head is ok, it comes back like 1 hour after I come home",
      "the boiler is very old and the flame is orange not blue",
    );
    expect(a.urgency).toBe("emergency");
  });
});

describe("Nigerian Pidgin: a stiff neck and a rash that does not fade", () => {
  it("'my neck don stiff die, i no fit bend am' is neck stiffness", () => {
    expect(yes("neck_stiffness", "my neck don stiff die, i no fit bend am put my chin for my chest at all")).toBe(true);
  });
  it.each(["small small purple-red dots for my leg", "purplish-red spots on her tummy", "reddish-purple dots on his legs"])("%s is a rash", (text) => {
    expect(yes("rash", text)).toBe(true);
  });
  it("fever with a stiff neck and a purple-red rash is an emergency", () => {
    const a = story({ age: 19, sex: "male" }, "my body dey hot, thermometer show 38.9", "my neck don stiff die, i no fit bend am", "i see small small purple-red dots for my leg");
    expect(a.urgency).toBe("emergency");
    expect(a.red_flags.map((f) => f.code)).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
  });
});

describe("confusion told as mistaking people or doing a routine task wrongly", () => {
  it.each([
    "this morning she was calling me by my late father's name",
    "he keeps calling me by his brother's name",
    "she thought I was her sister",
    "he mixed me up with my dad",
    "she put sugar in the dal instead of salt",
    "he put shampoo on his toothbrush instead of toothpaste",
  ])("%s is confusion", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it("'I can see alright out of it' is an eye, not being out of it", () => {
    expect(yes("confusion", "My right eye is gritty. I can see alright out of it, read the paper this morning fine")).toBe(false);
    expect(yes("confusion", "he's totally out of it")).toBe(true);
  });
});

describe("a head injury and a first headache in older people's words", () => {
  it.each([
    "he gave his head an almighty clatter on the door frame",
    "she gave her head an awful belt off the cupboard",
    "I gave my head a terrible crack on the car boot",
  ])("%s is a head injury", (text) => {
    expect(yes("head_trauma", text)).toBe(true);
  });
  it.each([
    "he is not a man for headaches",
    "she was never a woman for headaches",
    "he never took a tablet for his head in his life",
    "I've never once taken a painkiller for my head",
  ])("%s is a new headache", (text) => {
    expect(yes("new_headache", text)).toBe(true);
  });
  it("a span told of a weak hand or a sleeping tablet is not the headache's history", () => {
    expect(yes("long_history", "his left hand has been weak since the stroke, and thats the very same as its been for years")).toBe(false);
    expect(yes("unchanged", "his left hand has been weak since the stroke, and thats the very same as its been for years")).toBe(false);
    expect(yes("long_history", "I blamed mine on my sleeping tablets but I have been on those for years")).toBe(false);
    expect(yes("long_history", "I've had these headaches for years")).toBe(true);
  });
  it("84, on a blood thinner, a clatter to the head a fortnight ago and not a man for headaches", () => {
    const f = flags({ age: 84, sex: "male" }, "He's had a headache the guts of a week thats getting worse and he is not a man for headaches", "he gave his head an almighty clatter on the top of the door frame", "his left hand has been weak since the stroke, thats the very same as its been for years");
    expect(f).toEqual(expect.arrayContaining(["post_trauma", "new_onset_over_50"]));
  });
});

describe("a glossed 'blacked out' is not a loss of consciousness", () => {
  it.each([
    "only one time I 'blacked out' in the mock test means my mind went blank lol",
    "i shouted 'i blacked out!!' but that was my phone screen",
    "I passed out, I mean the game froze, not me",
    "I blacked out as in the power went in the whole street",
  ])("%s", (text) => {
    expect(yes("loss_of_consciousness", text)).toBe(false);
  });
  it("'I blacked out at work and woke up on the floor' still is", () => {
    expect(yes("loss_of_consciousness", "I blacked out at work and woke up on the floor")).toBe(true);
  });
});

describe("an old eye condition's blur is not a new visual symptom", () => {
  it.each([
    "the left has been blurry for ages, she's got a cataract",
    "my macular eye has been misty for years",
    "it's been blurry since last year with the cataract, she's on the waiting list",
  ])("%s", (text) => {
    expect(yes("blurred_vision", text)).toBe(false);
  });
  it("blurred vision with no known cause is still read", () => {
    expect(yes("blurred_vision", "my vision went blurry with the headache")).toBe(true);
  });
});

describe("the form corrected in the chat", () => {
  it("'I put 70, that's meant to be 17 ... since I was 17' is no new headache at 72", () => {
    const f = flags({ age: 72, sex: "female", headache_history: { age_onset: 70 } }, "where it asks what age the headaches started I put 70, that's meant to be 17. I've had migraines since I was 17, over 50 years now");
    expect(f).not.toContain("new_onset_over_50");
  });
  it("a short span told of this bout leaves the form's lifelong onset alone", () => {
    const f = flags({ age: 64, sex: "female", headache_history: { age_onset: 58 } }, "this one has been going for 3 days");
    expect(f).toContain("new_onset_over_50");
  });
  it.each([
    ["where I ticked numb hand, that's nothing to do with my heads", ["numbness", "aura"]],
    ["Vomiting I ticked because I was sick with one at Christmas but I had the norovirus so that doesn't really count", ["vomiting"]],
    ["Please ignore where I wrote continuous in the form", ["continuous"]],
  ])("%s denies the ticked item", (text, keys) => {
    const f = facts(text);
    for (const k of keys) expect(f.some((x) => x.key === k && x.polarity === "denied")).toBe(true);
  });
  it("a numb hand taken back takes the form's aura with it", () => {
    const a = story({ age: 72, headache_history: { aura_symptoms: ["numb hand"] } }, "where I ticked numb hand, that's nothing to do with my heads, it's carpal tunnel");
    expect(a.facts.find((f) => f.key === "aura")?.polarity).toBe("denied");
  });
  it("'Ignore the 4 days on the form' disowns the form's counts", () => {
    expect(yes("form_disowned", "Ignore the 4 days on the form for the Panadeine Forte")).toBe(true);
  });
  it("'I wrote both sides, it is only right side' reads the right side only", () => {
    const f = facts("Also I wrote both sides, it is only right side");
    expect(f.some((x) => x.key === "bilateral" && x.polarity === "affirmed")).toBe(false);
    expect(f.find((x) => x.key === "unilateral")?.side).toBe("right");
  });
  it("headaches begun at 65, the same for 6 years, are no longer a new headache at 71", () => {
    expect(flags({ age: 71, sex: "male", headache_history: { age_onset: 65 } }, "Since 6 years I am having pain at the back of the neck going to the eye, around 6-8 days in a month")).not.toContain("new_onset_over_50");
  });
});

describe("medicines: a local brand, an emphatic 'every single', a regular schedule", () => {
  it.each([
    ["Ibuprom", "simple"],
    ["Dorflex", "combination"],
    ["Alaxan", "combination"],
    ["Apap", "simple"],
    ["Naproxeno 550", "simple"],
  ])("the form's %s is counted as %s", (name, cls) => {
    const a = story({ medications: { acute: [{ name, days_per_month: 20 }] } }, "I get headaches");
    expect(a.metrics.acute_medication_days_per_month[cls]).toBe(20);
  });
  it("an unknown name on the form's acute list is counted, of a type not given", () => {
    const a = story({ medications: { acute: [{ name: "Zzyxal", days_per_month: 18 }] } }, "I get headaches");
    expect(a.metrics.acute_medication_days_per_month.unspecified).toBe(18);
  });
  it.each(["oxygen", "metoclopramide", "ice pack"])("the form's %s is no acute medicine counted for overuse", (name) => {
    const a = story({ medications: { acute: [{ name, days_per_month: 12 }] } }, "I get headaches");
    expect(Object.keys(a.metrics.acute_medication_days_per_month)).toHaveLength(0);
  });
  it("'2 Panadeine Forte every single morning' outweighs the form's 4 days", () => {
    const a = story({ age: 66, medications: { acute: [{ name: "Panadeine Forte", days_per_month: 4 }] } }, "Truth is I take 2 Panadeine Forte every single morning for my knee, so thats every day for about 14 months now");
    expect(a.red_flags.map((f) => f.code)).toContain("medication_overuse");
  });
  it("'Fosamax weekly' is a schedule, not headache days", () => {
    expect(value("headache_days", "Other tabs are amlodipine, atorvastatin and Fosamax weekly.")).toBeUndefined();
    expect(value("headache_days", "I have a headache weekly")).toBe(4.3);
  });
  it("'18 days in October and 17 in September' from a diary is a monthly count", () => {
    expect(value("headache_days", "As per my diary I have some headache on 18 days in October and 17 in September.")).toBeGreaterThanOrEqual(17);
  });
  it("'earlier it was 2-3 per month' is a former rate", () => {
    expect(value("headache_days", "Migraine I have had since my twenties, earlier it was 2-3 per month only.")).toBeUndefined();
  });
});

describe("a flare on alternate days is not a progressive headache", () => {
  it.each(["then like every other day it gets worse, throbby", "every second day it gets worse and I feel sick", "twice a week it gets worse"])("%s", (text) => {
    expect(yes("progressive", text)).toBe(false);
  });
  it.each(["every day it gets worse", "now almost every day."])("%s still is", (text) => {
    expect(yes("progressive", text)).toBe(true);
  });
});

describe("a second headache with its own cause keeps its features to itself", () => {
  it("'the GTN spray gives me a different thump, both sides, 10 minutes or so' says nothing of the attacks", () => {
    const f = facts("The GTN spray gives me a different thump, both sides, 10 minutes or so");
    expect(f.some((x) => ["bilateral", "attack_hours", "pulsating"].includes(x.key))).toBe(false);
  });
  it("cluster attacks told beside a nitrate headache stay cluster", () => {
    const a = story(
      { age: 68, sex: "male" },
      "had these since I was 34, they come in bouts every year or two and last 6-8 weeks. One or two a night, 45 min to an hour and a half",
      "It's the right, always the right. Right eye streams, right nostril runs, and I pace about",
      "The GTN spray gives me a different thump, both sides, 10 minutes or so",
    );
    expect(a.leading_pattern).toBe("3.1");
  });
});

describe("the warning's length is the aura's, not the attack's", () => {
  it("'a shiny spot that gets bigger ... lasts like 20 min then goes away, THEN the headache comes'", () => {
    const f = facts("i got this weird thing: a shiny spot in my vision that gets bigger and moves to the side, lasts like 20 min then goes away, THEN the headache comes");
    expect(f.find((x) => x.key === "aura_minutes")?.value).toBe(20);
    expect(f.some((x) => x.key === "attack_hours")).toBe(false);
  });
});

describe("migraine aura on combined hormonal contraception (UKMEC 4)", () => {
  const aura = "before the headache I get a shimmering zigzag spot that spreads out over 20 minutes, then it goes and the throbbing headache comes";
  it.each(["i started sprintec in march", "I'm on Microgynon", "I take the pill", "she's on the combined pill", "I use the NuvaRing"])("%s is combined contraception", (text) => {
    expect(yes("combined_contraception", text)).toBe(true);
  });
  it.each(["I'm on the mini pill", "I stopped the pill last year", "I take a sleeping pill", "I take my pills every morning", "I take the pill the doctor gave me for the pain"])("%s is not", (text) => {
    expect(yes("combined_contraception", text)).toBe(false);
  });
  it("a new aura since starting the pill: urgent, and the pattern is still named", () => {
    const a = story({ age: 17, sex: "female" }, "i started sprintec in march", `since then 2 times ${aura}`, "never had that before the pill");
    expect(a.urgency).toBe("urgent");
    expect(a.hazards?.map((h) => h.code)).toContain("aura_on_combined_contraception");
    expect(a.leading_pattern).toBe("1.2");
  });
  it("a long-known aura on the pill: routine, named for the doctor", () => {
    const a = story({ age: 30, sex: "female" }, `since I was 19, ${aura}, a few times a year, always the same`, "I'm on Microgynon, is that ok?");
    expect(a.urgency).toBe("routine");
    expect(a.hazards?.find((h) => h.code === "aura_on_combined_contraception")?.urgency).toBe("routine");
  });
  it("no aura, or a man, raises nothing", () => {
    expect(story({ age: 25, sex: "female" }, "throbbing headaches with my period", "I'm on the pill").hazards).toHaveLength(0);
  });
});

describe("the patient takes over the typing", () => {
  it("after 'I give her to type now', her 'I' is the patient", () => {
    const a = story({ age: 13, sex: "female" }, "I am mother of Maya 13. She have headache every day. I give her to type now she explain", "its like 2 times a week, both sides like someone squeezing my head");
    expect(a.facts.some((f) => f.key === "bilateral" && f.polarity === "affirmed")).toBe(true);
    expect(a.facts.some((f) => f.key === "other:bilateral")).toBe(false);
  });
  it("'hi its zuzia now' starts the patient's own words", () => {
    const a = story({ age: 16, sex: "female" }, "Good evening, I am mother of Zuzia 16. She have headaches since she was 12", "hi its zuzia now. i take ibuprom every day, like a dull ache when i wake up");
    expect(a.facts.some((f) => f.key === "other:pressing")).toBe(false);
  });
  it.each(["hi im sarah, tom's mum", "it's always his left eye"])("%s is no takeover", (text) => {
    expect(yes("patient_typing", text)).toBe(false);
  });
  it("a vomiting bug told on its own is not the headache's vomiting", () => {
    expect(yes("vomiting", "the vomiting was in june when i had gastro and the whole family had it")).toBe(false);
    expect(yes("vomiting", "I vomit with the headaches")).toBe(true);
  });
  it("'the left side of my jaw hurts from the braces, not my head' is no one-sided headache", () => {
    expect(yes("unilateral", "the left thing is bc i told her the left side of my jaw hurts from the braces, not my head")).toBe(false);
  });
});
