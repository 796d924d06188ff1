import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import { facts, flags, story, user, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 43 of fresh cases (and a case kept out of round 42), each with speakers of its own.

const polarity = (key: string, text: string) => facts(text).find((f) => f.key === key);

describe("'never ... in my life' is a lifetime denial unless the message tells it happening now", () => {
  it.each([
    ["I've never fainted in my life", "loss_of_consciousness"],
    ["I've never had a seizure in my life, touch wood", "seizure"],
    ["honestly I have never passed out in my whole life", "loss_of_consciousness"],
  ])("%s", (text, key) => {
    const f = polarity(key, text);
    expect(f?.polarity).toBe("denied");
    expect(f?.candidate).toBeUndefined();
  });
  it.each([
    ["I have never passed out in my whole life but today I did", "loss_of_consciousness"],
    ["he's never had a seizure in his life, and then this morning he had one", "seizure"],
  ])("%s", (text, key) => {
    expect(polarity(key, text)?.polarity).toBe("affirmed");
  });
  it("'never ... before' with no time stays a first event to confirm", () => {
    expect(polarity("seizure", "never had a seizure before")?.candidate).toBe("first_ever");
  });
});

// Onsets dated by a festival are read against the day they are told.
const toldOn28 = (intake: unknown, ...m: string[]) => assess(intake, user(...m), { now: "2026-11-28T12:00:00Z" });
const typistOf = (...m: string[]) => facts(...m).find((f) => f.key === "typist")?.tag;

describe("someone typing for a person in their care, or for a brother in texting words", () => {
  it.each([
    ["I am senior carer in a nursing home, I am writing for our resident Mrs O'Donnell, 83 years.", "resident"],
    ["Hello, I'm a Year 4 teacher and I'm typing this for one of my pupils (she's 9).", "pupil"],
    ["hey typing for my little bro lachie, 15. mum n dad are at a wedding", "brother"],
    ["asking for my sis, she's 19 and away at uni", "sister"],
  ])("%s", (text, relation) => {
    expect(typistOf(text)).toBe(relation);
  });
  it("the resident's fever and stiff neck are the patient's", () => {
    expect(flags({ age: 83, sex: "female" }, "I am writing for our resident Mrs O'Donnell, 83 years.", "Her temperature was 38.7 at 2pm. Her neck is stiff like a board.")).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
  });
});

describe("who a she is, when other people are named around her", () => {
  it("'calling me by her sister's name' names no sister in the story", () => {
    const f = facts("I'm writing for my nan. Tonight she is calling me by her sister name and she fall asleep in the middle of talking.");
    expect(f.find((x) => x.key === "confusion")?.polarity).toBe("affirmed");
  });
  it("'the staff' is no she", () => {
    const f = facts("writing for our resident Mrs Kaur. Normally she is chatty and she know all the staff names. Tonight she keeps calling me by her daughter's name.");
    expect(f.find((x) => x.key === "confusion")?.polarity).toBe("affirmed");
  });
  it("'one of my pupils ... her mum is with me ... she's been having headaches' is the pupil's", () => {
    expect(flags({ age: 9 }, "I'm typing this for one of my pupils (she's 9). Her mum is sat with me after school, she asked me to help. She's been having headaches for 5 weeks and they are definitely getting worse")).toContain("progressive");
  });
  it.each([
    "Mum says the worst is first thing when she wakes up, she's been sick in the morning 3 times this week",
    "His dad reckons the pain is worst when he wakes, and he's been sick most mornings",
  ])("a reporter is not the one reported on: %s", (text) => {
    const f = facts("typing for my son, he's 10.", text);
    expect(f.some((x) => x.key === "vomiting" && x.polarity === "affirmed")).toBe(true);
  });
  it("'she told me everything went grey' is hers, not the typist's", () => {
    const f = facts("typing for one of my pupils (she's 9).", "twice this week she told me everything 'went grey' for a few seconds when she bent down to get her bag");
    expect(f.some((x) => x.key === "visual_obscuration" && x.polarity === "affirmed")).toBe(true);
  });
  it("'sparkly bits at the edges of my eyes' after 'she went quiet' is the typist's own", () => {
    const f = facts("I called into the chemist and the girl did my blood pressure and it was 164 over 106 and she went a bit quiet, and since this morning there's little sparkly bits at the edges of my eyes");
    expect(f.some((x) => x.key === "aura" && x.polarity === "affirmed")).toBe(true);
  });
});

describe("a blow told as what struck the person", () => {
  it.each([
    "he wiped out and his own board smacked him on the side of the head",
    "the swing clocked her right on the temple",
    "the boom came across and whacked me on the back of the head",
  ])("%s", (text) => {
    expect(yes("head_trauma", text)).toBe(true);
  });
  it.each(["it hit me right in the back of the head", "the pain just smacked me across the forehead"])("the pain as the subject is an onset: %s", (text) => {
    expect(yes("head_trauma", text)).toBe(false);
  });
  it("a head injury with vomiting is an emergency", () => {
    expect(story({ age: 15 }, "typing for my little bro, 15. his surfboard smacked him on the side of the head 2 hrs ago", "he didnt get knocked out but hes spewed 3 times now").urgency).toBe("emergency");
  });
});

describe("vomiting in Australian and British slang", () => {
  it.each(["hes spewed 3 times now", "I spewed twice in the car", "she's been chundering all night", "he was hurling after dinner"])("%s", (text) => {
    expect(yes("vomiting", text)).toBe(true);
  });
  it.each(["he was spewing out nonsense about politics", "they hurled abuse at the ref"])("not vomiting: %s", (text) => {
    expect(yes("vomiting", text)).toBe(false);
  });
});

describe("a stroke told by what the person does", () => {
  it.each(["after this she start to say strange words", "he calls things by the wrong name", "she was using weird words that made no sense"])("speech: %s", (text) => {
    expect(yes("speech", text)).toBe(true);
  });
  it.each(["her coffee cup fall from her right hand two times", "the mug slips from his left hand"])("weakness: %s", (text) => {
    expect(yes("weakness", text)).toBe(true);
  });
  it("field loss: 'she walk into the door on the right side'", () => {
    expect(yes("field_loss", "she walk into the door on the right side")).toBe(true);
  });
});

describe("a Valsalva or exertion told by what the person was doing", () => {
  it("laughing hard, then the worst pain in a second", () => {
    expect(flags(null, "he was laughing proper hard at the comedy night, then he grabbed the back of his head, it went from nothing to the worst pain of his life in like a second")).toEqual(expect.arrayContaining(["thunderclap_onset", "valsalva_precipitated"]));
  });
  it.each(["I was in a coughing fit and then bang", "she was laughing her head off at the telly when it hit"])("%s", (text) => {
    expect(yes("exertion_context", text)).toBe(true);
  });
  it("going all out on a rowing test", () => {
    expect(yes("exertion_trigger", "on a 2k erg test, like the last 500m when im going all out, my whole head starts pounding")).toBe(true);
  });
  it("'the last 500m' is metres, not an attack of 500 minutes", () => {
    expect(value("attack_hours", "like the last 500m when im going all out my head starts pounding")).toBeUndefined();
    expect(value("attack_hours", "it lasts about 20m")).toBeCloseTo(1 / 3);
  });
  it.each([
    "once the headache is already there, if I cough or climb stairs it pounds much more",
    "when the migraine's already going, coughing makes it worse",
  ])("a headache already there made worse by a cough is no cough headache: %s", (text) => {
    expect(yes("cough_trigger", text)).toBe(false);
  });
  it("a cough that sets it off is", () => {
    expect(yes("cough_trigger", "when I cough it sets off a headache")).toBe(true);
  });
});

describe("pregnancy told by the weeks with a first child, or by a due date", () => {
  it.each(["I'm 37 weeks with my first, due the 16th of December", "31 wks with my second", "I'm due in March"])("%s", (text) => {
    expect(yes("pregnant", text)).toBe(true);
  });
  it("'my period is due on the 16th' is not a pregnancy", () => {
    expect(yes("pregnant", "my period is due on the 16th")).toBe(false);
  });
  it("'due in March' is no aura spreading", () => {
    expect(yes("aura_spread", "I'm due in March")).toBe(false);
  });
  it("37 weeks, a blood pressure of 164/106 and a swollen face is an emergency", () => {
    expect(story({ age: 31, sex: "female" }, "I'm 37 weeks with my first and I've had a headache since yesterday", "my face has gone very puffy", "the chemist did my blood pressure and it was 164 over 106").urgency).toBe("emergency");
  });
});

describe("an onset dated by a festival or with its weekday", () => {
  it.each([
    ["this one started around Guy Fawkes, the 5th or 6th", 0.8],
    ["ever since Halloween", 0.9],
    ["since thanksgiving", 0.1],
    ["I can tell you the exact day this started, it was Monday the 3rd of August", 3.9],
  ])("%s (told on 28 November)", (text, months) => {
    expect(toldOn28(null, text).facts.find((f) => f.key === "history_months")?.value).toBeCloseTo(months, 1);
  });
});

describe("a new kind of headache after 50, beside an old one", () => {
  it.each(["please understand this is something else", "it's a whole different kind of pain"])("%s", (text) => {
    expect(yes("never_like_this", text)).toBe(true);
  });
  it("migraines since 14, and something else since Guy Fawkes at 67: a new headache after 50", () => {
    expect(flags({ age: 67, sex: "female" }, "I have had migraines since I was 14 and I know them very well, so please understand this is something else", "This one started around Guy Fawkes, a constant ache over my right temple every day since")).toContain("new_onset_over_50");
  });
});

describe("numbers of another time or another thing", () => {
  it.each(["since that day it has not lifted even one single day", "I wake with it and sleep with it", "it's the same as the first week, it just refuses to go"])("unremitting: %s", (text) => {
    expect(yes("continuous", text)).toBe(true);
  });
  it("'before this I would get a headache once or twice a year' is the old rate", () => {
    expect(value("headache_days", "before this I would get a headache maybe once or twice a year only")).toBeUndefined();
  });
  it.each(["I even quit coffee for a month, nothing", "tried amitriptyline for six weeks, no change", "we were in Spain for two weeks in the summer"])("how long something else went on: %s", (text) => {
    expect(value("history_months", text)).toBeUndefined();
  });
});

describe("a medicine only in prospect, and a test named alone", () => {
  it.each([
    "the GP said she might put me on a course of steroid tablets, prednisolone",
    "would the steroid tablets make these headaches worse if I end up on them?",
  ])("%s", (text) => {
    expect(yes("immunosuppressed", text)).toBe(false);
  });
  it("'I'm on prednisolone 20mg for my lupus' is", () => {
    expect(yes("immunosuppressed", "I'm on prednisolone 20mg for my lupus")).toBe(true);
  });
  it("'she did the glass test on my arms and there's no rash' is no rash", () => {
    expect(yes("systemic", "she did the glass test on my arms and theres no rash")).toBe(false);
  });
});
