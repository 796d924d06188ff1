import { describe, expect, it } from "vitest";
import { flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 120 of fresh cases (issue 13): places far from care and their words,
// people living with mental illness and its medicines, and pain around the eyes, ears and teeth.

describe("fever and delirium told without a thermometer or a doctor's words", () => {
  it("'her body is hot', 'body becomes hot', 'sweats the blankets wet' are a fever; 'hot from the sun' is not", () => {
    expect(yes("fever", "typing for my mum, at night her body is hot")).toBe(true);
    expect(yes("fever", "evening time his body becomes hot")).toBe(true);
    expect(yes("fever", "he sweats the sheets wet every night")).toBe(true);
    expect(yes("fever", "my body is hot from the sun after the market")).toBe(false);
  });
  it("people in the room who are not there, not knowing his own house, late answers and odd talk are delirium", () => {
    expect(yes("confusion", "typing for my brother, he keeps saying there are men at the door but nobody is there")).toBe(true);
    expect(yes("confusion", "typing for my father, he doesn't know he is in his own house")).toBe(true);
    expect(yes("confusion", "typing for my son, when we ask something the answer comes very late")).toBe(true);
    expect(yes("confusion", "typing for my husband, he does not answer me properly and does not know me")).toBe(true);
  });
  it("a fever told over in a later message ('went away Wednesday, since then my body is cool') is no fever now", () => {
    expect(flags({ age: 33 }, "last week I was in hospital with high fever from malaria", "the fever went away on Wednesday, since then my body is cool, no shivering", "now my head pounds whenever I sit up, gone when I lie flat")).not.toContain("fever_systemic");
  });
  it("reads Pijin: 'hed blong mi', 'kasem', '2 week bifo', 'mi 17 yrs'", () => {
    expect(yes("head_trauma", "3 week bifo wanfala kokonat fall down kasem hed blong mi")).toBe(true);
    expect(value("age", "mi 17 yrs, form 5 student")).toBe(17);
  });
});

describe("whose headache it is", () => {
  it("'my husband has a headache too and our boy (12) is dopey' keeps the typist the patient", () => {
    const a = story(null, "woke up with a pounding head and puked", "my husband has a headache too and our boy (12) is real dopey, hard to wake");
    expect(a.age).not.toBe(12);
  });
});

describe("an overdose", () => {
  it("'took 24 paracetamol ... all at once' is an emergency, whatever the headache", () => {
    const a = story({ age: 23 }, "my usual migraine since this morning", "i just wanted everything to stop. about 3pm i took 30 paracetamol. all at once");
    expect(a.urgency).toBe("emergency");
    expect(a.hazards?.map((h) => h.code)).toContain("medicine_overdose");
  });
  it("'the odd hangover', '2 paracetamol at once' and '20 paracetamol last month' are no overdose", () => {
    expect(yes("overdose", "never had a headache bar the odd hangover")).toBe(false);
    expect(yes("overdose", "i took 2 paracetamol at once")).toBe(false);
    expect(yes("overdose", "i took 20 paracetamol last month")).toBe(false);
    expect(yes("overdose", "took a second rizatriptan and the box says max 2 in 24 hours, did i overdose")).toBe(false);
  });
});

describe("what is not altered consciousness, a new pattern or a cancer", () => {
  it("'awake and talks normal, just muddled on little things' is no lowered consciousness", () => {
    expect(flags({ age: 63 }, "wife typing for Tom, he's 63, headaches 5 weeks, worse each week, never had them before", "he's not himself. he's awake and talks normal, just slow and muddled on little things")).not.toContain("altered_consciousness");
  });
  it("'groggy and muddled for an hour after I wake from the anaesthetic' is the anaesthetic", () => {
    expect(yes("confusion", "I'm groggy and muddled for an hour after I wake from the anaesthetic, then myself again")).toBe(false);
  });
  it("'i have adhd and im restless anyway but this is a different thing' is the restlessness, not a new headache", () => {
    expect(yes("pattern_change", "i have adhd and im restless anyway but this is a different thing, i cant sit down")).toBe(false);
    expect(yes("pattern_change", "I know my migraines. this is a different thing")).toBe(true);
  });
  it("'worst headache every time, tumour?' asks about a tumour", () => {
    expect(messageFact("cancer", "every single time its the worst headache of my life, brain tumour?")?.candidate).toBe("worry");
  });
  it("'quit the crossword he's done every day for 40 yrs' is no history of headaches", () => {
    expect(value("history_months", "quit the crossword he's done every day for 40 yrs")).toBeUndefined();
    expect(yes("long_history", "quit the crossword he's done every day for 40 yrs")).toBe(false);
  });
  it("eye drops every night since 2019 are no headache days", () => {
    expect(value("headache_days", "the glaucoma is the slow kind, latanoprost every night since 2019")).toBeUndefined();
  });
  it("'before this I have no headache problem' at 64 is a first headache", () => {
    expect(yes("new_headache", "Before this I have no headache problem")).toBe(true);
  });
});

describe("the eye", () => {
  it("'like looking through milk', 'can only see my hand moving' are sight lost", () => {
    expect(yes("blurred_vision", "the vision in it is like looking through milk")).toBe(true);
    expect(yes("vision_loss", "I can only see my hand moving with that eye")).toBe(true);
  });
  it("'he cant stand the lamp on and says that eye is blurry' keeps the blur", () => {
    expect(yes("blurred_vision", "he cant stand the lamp on and says that eye is blurry")).toBe(true);
  });
  it("spells of a red aching eye with halos gone by the next morning are for the eye clinic soon, not an ambulance", () => {
    const a = story({ age: 64 }, "4 evenings in 3 weeks my right eye and brow ache and the lamp has a rainbow ring, eye pink and watery", "about an hour, then I go to sleep and next morning it is finished", "before this I have no headache problem");
    expect(a.urgency).toBe("urgent");
  });
  it("rings round car headlights after cataract surgery, eyes white and not sore, are no emergency", () => {
    expect(yes("halos", "at night I see rings and starbursts round car headlights")).toBe(true);
    expect(story({ age: 77 }, "tight band headaches since my forties, same as ever", "at night I see rings round car headlights since my cataracts were done, eyes white and not sore").urgency).not.toBe("emergency");
  });
  it("a tingling, tender patch of forehead skin is the skin's nerve, not a deficit", () => {
    expect(flags({ age: 66 }, "right forehead burning since thursday, skin there is so tender even the shower hurts on that patch. tingles like pins and needles too")).not.toContain("neuro_deficit");
  });
});
