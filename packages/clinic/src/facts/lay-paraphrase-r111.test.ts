import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 111 of fresh cases (issue 13): the neck and the back of the head,
// headaches brought on by effort, and infections and fevers.

describe("the neck and the back of the head", () => {
  it("a Fahrenheit reading beside a thermometer, or told by when, is a fever", () => {
    expect(yes("fever", "bought a thermometer in the store, 102.6. shaking like crazy")).toBe(true);
    expect(yes("fever", "achy, wiped out, 100.6 last night")).toBe(true);
    expect(yes("fever", "i lost 101.5 pounds")).toBe(false);
  });
  it("'my neck's seized' is a stiff neck, never a seizure", () => {
    expect(yes("seizure", "fell asleep on the sofa and now my neck's seized, I can't turn my head to the left.")).toBe(false);
    expect(yes("seizure", "she seized on the kitchen floor")).toBe(true);
  });
  it("a stiff neck before every attack is the premonitory phase, asked about or not", () => {
    expect(flags({ age: 26 }, "same as always since I was 15. I always get a stiff sore neck and yawn loads the day before", "is my stiff neck before them a warning sign of that?")).not.toContain("meningism");
    expect(flags({ age: 39 }, "they all start the same way, neck feels stiff, builds over a couple of hours, sick, need the dark")).not.toContain("meningism");
  });
});

describe("headaches brought on by effort", () => {
  it("blowing hard into the pipes when it went pop is an exertional onset", () => {
    expect(yes("exertion_context", "blowing hard to get the drones going and something went pop at the back of my skull")).toBe(true);
  });
  it("a head that pounds walking uphill and stops at rest, with the chest full, from 50, is the heart's (emergency)", () => {
    expect(yes("exertion_trigger", "head pounds when I walk up my street or shovel. stops when I stop.")).toBe(true);
    expect(yes("chest_pain", "chest feels kind of full with it sometimes")).toBe(true);
    const a = story({ age: 67 }, "head pounds when I walk up my street or shovel. stops when I stop. 3 weeks now", "chest feels kind of full with it sometimes");
    expect(a.red_flags.find((f) => f.code === "valsalva_precipitated")?.urgency).toBe("emergency");
    expect(story({ age: 67 }, "head pounds when I walk up my street or shovel. stops when I stop. 3 weeks now").red_flags.find((f) => f.code === "valsalva_precipitated")?.urgency).toBe("urgent");
  });
  it("'never sick' denies vomiting; 'wasn't sick' after 'queasy' leaves the nausea", () => {
    expect(messageFact("vomiting", "it's like 2 or 3 times a week since september, not getting worse, never sick.")?.polarity).toBe("denied");
    expect(yes("nausea", "felt queasy but wasn't sick")).toBe(true);
    expect(messageFact("vomiting", "never sick without the headache")?.polarity).not.toBe("denied");
  });
  it("lying on the bed because it goes is relief, not a headache made worse by activity", () => {
    expect(yes("activity_worse", "if I go and lie on my bed it goes after a bit")).toBe(false);
    expect(yes("activity_worse", "I have to lie in a dark room")).toBe(true);
  });
});

describe("infections and fevers", () => {
  it("what the doctors named ('they said febrile convulsion') is the condition of the child they saw", () => {
    const said = "my little boy (2) had a fit last night. we were in a&e till 4am, they said febrile convulsion and sent us home";
    expect(facts(said).filter((f) => f.key === "seizure").every((f) => f.about !== undefined)).toBe(true);
    expect(flags({ age: 33 }, said, "now ive got one of my usual heads, same as i get a couple of times a month since uni. took my own temp, 36.9")).not.toContain("seizure");
  });
  it("'couldnt think of the word for pen' is a loss of words", () => {
    expect(yes("speech", "tonight she couldnt think of the word for pen. held it up and said the writing... the thing.")).toBe(true);
  });
  it("bleeding gums and pinpoint red dots with a fever make it an emergency; bleeding gums alone raise no fever", () => {
    const a = story({ age: 29 }, "was crook over there with a massive fever, 39.5 most days", "but today my gums bleed when i brush and theres little red dots all over my shins.");
    expect(a.red_flags.find((f) => f.code === "fever_systemic")?.urgency).toBe("emergency");
    expect(flags({ age: 69 }, "on warfarin. since thursday her gums bleed when she brushes")).not.toContain("fever_systemic");
    expect(yes("bilateral", "little red dots all over my shins")).toBe(false);
  });
  it("'i thought he took a stick to the face but he swears nothing hit him' is no blow", () => {
    expect(yes("head_trauma", "i thought he took a stick to the face at hockey but he swears nothing hit him")).toBe(false);
  });
  it("shivers and drenching sweats on prednisolone are a fever's signs though the reading is low", () => {
    const said = ["37.6, so not really a temperature. but ive been drenched in sweat the last two nights and shivery", "im on 40 of pred for a colitis flare plus azathioprine. i dont have a proper fever"];
    expect(story({ age: 39 }, ...said).red_flags.find((f) => f.code === "fever_systemic")?.urgency).toBe("emergency");
    expect(story({ age: 39 }, said[0] ?? "").red_flags.find((f) => f.code === "fever_systemic")?.urgency).toBe("urgent");
  });
  it("a fever the day after a vaccine, with nothing else, is the expected reaction (routine)", () => {
    const a = story({ age: 29 }, "had my covid and flu jabs at work yesterday about 3pm", "woke up at 4 roasting, 38.3 on the thermometer. achy all over and my head aches across the front", "no rash, neck fine");
    expect(a.red_flags.find((f) => f.code === "fever_systemic")?.urgency).toBe("routine");
  });
  it("a mild headache after each weekly methotrexate dose, the same every week, keeps the flag at routine", () => {
    const a = story({ age: 36 }, "every monday i wake up with a dull heavy head, gone by tuesday", "started in march, same time as the methotrexate. i take it sunday night", "it hasnt got any worse, same every week. no temperature, 36.6");
    expect(a.red_flags.find((f) => f.code === "immunosuppression")?.urgency).toBe("routine");
    expect(value("med:methotrexate", "started in march, same time as the methotrexate")).toBeUndefined();
  });
});

describe("a sinus infection spreading, told against what is not there", () => {
  it("'his eye isnt swollen shut' leaves the soft lump above his eyebrow standing", () => {
    const said = ["he had a sinus infection, amoxicillin finished thursday", "now theres a soft squishy lump above his right eyebrow, like half a golf ball. its warm", "38.9 this morning.", "his eye isnt swollen shut."];
    expect(story({ age: 15 }, ...said).red_flags.find((f) => f.code === "fever_systemic")?.urgency).toBe("emergency");
    expect(messageFact("head_trauma", "he swears nothing hit him")?.polarity).toBe("denied");
  });
});
