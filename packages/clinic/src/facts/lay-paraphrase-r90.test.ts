import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 90 of fresh cases (issue 13): a self-diagnosis named with confidence;
// the form's words taken back ("the form says ... but thats wrong"); a medicine called "it" in the
// message after its name; a run-on clause after "not <verb>ing"; a faint with a reflex faint's
// marks; a head "numb" meaning heavy; blindness feared, not had; one side of a smile that will not
// lift; a story retold three times; low mood "not myself"; head-knocking in an attack; effort told
// through the work done; days lost to the headaches; lying down and "gone in 15 mins"; a remission
// missing for months; a spreadsheet and an ice-cream scoop.

const key = (k: string, ...m: string[]) => facts(...m).find((f) => f.key === k);

describe("a self-diagnosis named with confidence is a guess, not a history", () => {
  it.each([
    ["pretty sure this is a cluster headache, read about them on reddit", "bouts"],
    ["I'm pretty sure I have hemiplegic migraines", "weakness"],
    ["im quite sure its a cluster headache", "bouts"],
    ["I am 100% convinced I've got hemiplegic migraine", "weakness"],
  ])("'%s' leaves %s a worry", (text, k) => {
    expect(key(k, text)?.polarity).toBe("unknown");
    expect(key(k, text)?.candidate).toBe("worry");
  });
  it("the form's complaint naming the same guess gives way to the chat", () => {
    const a = story({ chief_complaint: "hemiplegic migraine", age: 30 }, "I'm pretty sure I have hemiplegic migraines, it's only ever half my head and I end up flat on the sofa all day");
    expect(a.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
  });
  it("a complaint the chat does not name stays", () => {
    const a = story({ chief_complaint: "eye pain and headache", age: 61 }, "this evening my right eye suddenly got very painful, its red", "seeing rainbow rings round the lamps");
    expect(a.red_flags.map((f) => f.code)).toContain("painful_eye_autonomic");
  });
  it.each(["i think it was instant", "i think it was pretty much instant"])("'%s' stays the person's own hedged telling", (text) => {
    expect(key("sudden_onset", text)?.candidate).toBeUndefined();
    expect(yes("sudden_onset", text)).toBe(true);
  });
  it("'reading in dim light' is no reading about a condition", () => {
    expect(yes("eye_pain", "while I was reading in dim light my right eye got very painful")).toBe(true);
  });
});

describe("the form's words taken back", () => {
  it.each([
    "the form says it came on over a few minutes but thats wrong. it was instant",
    "my form says it built up slowly but that's not right, it was instant",
    "the form says a few minutes, which is wrong, it was instant",
  ])("'%s' reads only the correction", (text) => {
    expect(yes("gradual_onset", text)).toBe(false);
    expect(yes("sudden_onset", text)).toBe(true);
    expect(yes("form_disowned", text)).toBe(true);
  });
  it("a medicine named in the taken-back words is still named in chat", () => {
    expect(yes("med:relpax", "the form says relpax 10 days but that is wrong, it is 10 tablets a month")).toBe(true);
  });
});

describe("a medicine called 'it' in the message after its name", () => {
  it.each([
    ["i take sumatriptan for them", "i take it like 4 days a week", "med:sumatriptan", 17.1],
    ["co-codamol mostly", "taking them most days now", "med:co-codamol", 20],
    ["ibuprofen when its bad", "i use it 3 days a week", "med:ibuprofen", 12.9],
  ])("'%s' then '%s' counts %s", (first, second, k, days) => {
    expect(value(k, "headaches for years", first, second)).toBeCloseTo(days, 0);
    expect(value("headache_days", "headaches for years", first, second)).toBeUndefined();
  });
  it.each(["if I don't take it I get a horrible rebound one by teatime", "i take it when its bad"])("'%s' counts nothing", (second) => {
    expect(yes("med:co-codamol", "I'm on the co-codamol 20 days a month", second)).toBe(true);
    expect(value("med:co-codamol", "I'm on the co-codamol 20 days a month", second)).toBe(20);
  });
});

describe("not <verb>ing, then a new clause run on", () => {
  it.each(["its not settling its getting worse every day", "not easing off now its getting worse each day", "its not going away, its getting worse every day"])("'%s' is progressive", (text) => {
    expect(yes("progressive", text)).toBe(true);
  });
  it("a denial of the run-on clause's own word still holds", () => {
    expect(yes("pulsating", "its not throbbing at all")).toBe(false);
  });
});

describe("a reflex faint", () => {
  it.each([
    "I fainted at carol rehearsal. we'd been standing for over an hour in the chapel and it was roasting, went hot and clammy and my ears went muffly then I was on the floor",
    "passed out in the queue at the post office, it was boiling and i'd been standing ages, went all sweaty and woozy first",
    "she fainted at assembly after standing for ages in the hot hall, went white and clammy first",
  ])("'%s' is no loss of consciousness with the headache", (text) => {
    expect(flags({ age: 19 }, "tension headaches a few days a month", text)).not.toContain("altered_consciousness");
  });
  it.each([
    "was standing in the queue, went hot and clammy, then the worst headache of my life and i passed out",
    "fainted while standing at the bus stop, it was hot, and hit my head on the kerb",
  ])("'%s' stays a flag", (text) => {
    expect(flags({ age: 40 }, text)).toContain("altered_consciousness");
  });
});

describe("a head numb in the sense of heavy", () => {
  it.each(["my head feels numb most days", "pressure in my head, feels numb", "numb as in dull and heavy like a weight pressing on both sides", "my head is kind of numb and foggy"])("'%s' is no sensory loss", (text) => {
    expect(yes("numbness", text)).toBe(false);
  });
  it.each(["the left side of my head is numb", "my head hurts and my hand went numb", "my face went numb", "half my face feels numb"])("'%s' stays numbness", (text) => {
    expect(yes("numbness", text)).toBe(true);
  });
});

describe("blindness feared is not sight lost", () => {
  it.each(["the optician said ocular migraine and now I'm scared I'm going blind in my left eye", "terrified i will lose my sight", "worried im going to go blind"])("'%s' raises no sight candidate", (text) => {
    const a = story({ age: 35 }, text);
    expect(a.candidates?.map((c) => c.code) ?? []).not.toContain("neuro_deficit");
    expect(a.candidates?.map((c) => c.code) ?? []).not.toContain("jaw_claudication_gca");
  });
  it("sight told as lost while afraid stays", () => {
    expect(story({ age: 70 }, "scared because i lost the sight in my left eye this morning").urgency).toBe("emergency");
  });
});

describe("one side of a smile that will not lift", () => {
  it.each([
    "my partner says when i smile the right side doesnt go up anymore",
    "when she smiles the left side won't lift",
    "the right side of his mouth doesn't move when he smiles",
    "the left side of my smile won't go up",
  ])("'%s' is facial weakness", (text) => {
    expect(yes("weakness", text)).toBe(true);
  });
});

describe("confusion and low mood", () => {
  it.each(["he told me the same story about his bowls match three times in an hour", "she's told us the same thing over and over all afternoon", "mum asked me the same question four times"])("'%s' is confusion", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it.each(["asked her the same thing twice at tea", "my girlfriend says im low and not myself, ive stopped going climbing", "i've been down and not myself since the move", "hes not himself, really low"])("'%s' is no confusion", (text) => {
    expect(yes("confusion", text)).toBe(false);
  });
  it("'not herself, confused' stays confusion", () => {
    expect(yes("confusion", "shes not herself, confused and sleepy")).toBe(true);
  });
});

describe("knocking the head in an attack", () => {
  it.each([
    "last night i was knocking my forehead on the garage door cos it takes my mind off it",
    "i end up banging my head on the door frame",
    "he was smacking his forehead against the table with the pain",
  ])("'%s' is no head injury", (text) => {
    expect(yes("head_trauma", text)).toBe(false);
  });
  it("a knock on a door is one", () => {
    expect(yes("head_trauma", "knocked my head on the cupboard door yesterday")).toBe(true);
  });
});

describe("effort told through the work done", () => {
  it.each([
    "i get a head on me when im pushing the barrow up to the allotment or doing the three flights up to my daughters flat",
    "i get a headache when im carrying the shopping up the stairs",
    "get a pain in my head whenever im shovelling snow",
  ])("'%s' is an exertional trigger", (text) => {
    expect(yes("exertion_trigger", text)).toBe(true);
  });
});

describe("days lost to the headaches are not headache days", () => {
  it.each(["couldnt drive to work 3 days this month", "missed school 4 days last month", "had to miss work 2 days this month"])("'%s' counts no headache days", (text) => {
    expect(value("headache_days", "headache 20 days last month", text)).toBe(20);
  });
});

describe("lying down, then how soon it goes", () => {
  it.each(["lie down and its gone in about 15 mins", "lying flat it settles within 20 minutes", "if i lie down it goes in 10 minutes"])("'%s' is relief lying down", (text) => {
    expect(yes("orthostatic_relief", text)).toBe(true);
  });
  it.each(["head is only bad when im up", "only painful when i'm standing"])("'%s' is worse upright", (text) => {
    expect(yes("worse_upright", text)).toBe(true);
  });
});

describe("words that only look like features", () => {
  it("no break for months is no continuous pain", () => {
    expect(yes("continuous", "4 or 5 a day, some days 6. hasnt stopped for a break in a year and a half")).toBe(false);
    expect(yes("continuous", "it hasnt stopped for a single minute since june")).toBe(true);
  });
  it("a spreadsheet is no spreading aura", () => {
    expect(yes("aura_spread", "my husband made me a spreadsheet so here goes")).toBe(false);
  });
  it("an ice-cream scoop is no cold stimulus", () => {
    expect(yes("cold_stimulus", "like someone scooping behind my left eye with an ice cream scoop")).toBe(false);
    expect(yes("cold_stimulus", "it comes on when i eat ice cream too fast")).toBe(true);
  });
  it("can't see out of one eye says nothing of the headache's side", () => {
    expect(key("unilateral", "can't see properly out of my left eye")?.side).not.toBe("right");
  });
  it("'like someone slammed a door inside my head' is a thunderclap", () => {
    expect(flags({ age: 38 }, "it was instant, like someone slammed a door inside my head", "never get headaches")).toContain("thunderclap_onset");
  });
});

describe("a brand's colour on the form is the brand in chat", () => {
  it("Migraleve pink and migraleve are counted once", () => {
    const a = story({ age: 45, medications: { acute: [{ name: "Migraleve pink", days_per_month: 4 }, { name: "paracetamol", days_per_month: 3 }] } }, "migraleve pink ones about 4 days a month, paracetamol maybe 3 other days");
    expect(a.metrics.acute_medication_days_per_month.combination).toBe(4);
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
});
