import { describe, expect, it } from "vitest";
import { facts, flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by rounds 70-71 of fresh cases (issue 13): young people's texting with emojis
// and slang; time told by life events and calendars; people who hedge; medicines told by brand,
// form, supply and whose they are.

const typist = (text: string) => facts(text).find((f) => f.key === "typist")?.tag;
const medicine = (name: string, ...m: string[]) => facts(...m).find((f) => f.key === `med:${name}`);

describe("an emoji ends a sentence, so a denial before it does not reach past it", () => {
  it.each([
    ["panado did nothing 😩 im 36 weeks with my first", "pregnant"],
    ["nothing helps 😭 my neck is so stiff i cant bend it", "neck_stiffness"],
    ["no idea why 🤷‍♀️ but the left side of my face is numb", "numbness"],
  ])("'%s' affirms %s", (text, key) => {
    expect(yes(key, text)).toBe(true);
  });
  it("an emoji inside a denial list leaves it a denial", () => {
    expect(yes("fever", "im 👍🏽 fine no fever")).toBe(false);
  });
});

describe("a lost grip told with an adverb is weakness", () => {
  it.each(["she cant really grip her mug properly with her right hand", "he can't properly hold a cup", "I can't quite hold the kettle"])("'%s'", (text) => {
    expect(yes("weakness", text)).toBe(true);
  });
});

describe("'out cold' is a loss of consciousness; out cold asleep is not", () => {
  it.each(["he was out cold for like a minute", "she went out cold on the pitch", "i was out cold after i hit the floor"])("'%s'", (text) => {
    expect(yes("loss_of_consciousness", text)).toBe(true);
  });
  it.each(["i was out cold till 10 after the night shift", "the baby was out cold all night"])("'%s' is sleep", (text) => {
    expect(yes("loss_of_consciousness", text)).toBe(false);
  });
});

describe("a helmet worn or not is no pressing pain; a pain like a helmet is", () => {
  it.each(["smacked his head off the kerb, no helmet obviously", "my helmet was on and it still hurts", "came off the bike without a helmet"])("'%s' says nothing of the pain's kind", (text) => {
    expect(facts(text).some((f) => f.key === "pressing")).toBe(false);
  });
  it.each(["pressure like wearing a helmet", "the helmet is tight", "like a heavy helmet on my head"])("'%s' is pressing", (text) => {
    expect(yes("pressing", text)).toBe(true);
  });
});

describe("a friend named with their age in brackets is the patient when their sentence tells the head", () => {
  it("'my mate conor (20) ... smacked his head off the kerb'", () => {
    expect(typist("hey so my mate conor (20) ate it on one of those e-scooters like an hour ago, went over the handlebars and smacked his head off the kerb")).toBe("mate");
  });
  it("a child's fever told in a sentence of its own does not make the child the patient", () => {
    expect(typist("On top of that my son Kai (4) has had a temperature of 39 since Wednesday. would the pill help the migraines?")).toBeUndefined();
  });
});

describe("a dose a day for a few days is a course, not a monthly habit", () => {
  it.each([
    ["dolo 650", "in august i got dengue, took dolo 650 three times a day for 6 days"],
    ["tylenol 3", "ER gave tylenol 3 and he took it 3x a day for 10 days then stopped"],
    ["ibuprofen", "took ibuprofen 3 times a day for a week after my tooth came out"],
  ])("%s in '%s'", (name, text) => {
    expect(medicine(name, text)?.polarity).toBe("denied");
  });
  it("a daily dose still going is counted", () => {
    expect(value("med:ibuprofen", "i take ibuprofen 3 times a day for 3 weeks now")).toBe(30);
  });
});

describe("a relative's medicine is theirs", () => {
  it("'my mom takes fioricet every single day' is no overuse of the typist's", () => {
    expect(flags(null, "my mom takes fioricet every single day and her neurologist says she has rebound headaches from it", "i get migraines 2 or 3 times a month since i was 19")).not.toContain("medication_overuse");
  });
  it("a parent telling their child's medicine counts it for the child", () => {
    expect(flags(null, "my son is 12, he gets headaches most days and takes nurofen on about 20 days a month")).toContain("medication_overuse");
  });
});

describe("supplements taken every day are no acute medicine", () => {
  it("'every day i take magnesium, ashwagandha and turmeric ... CBD oil'", () => {
    expect(facts("every day i take magnesium, ashwagandha and turmeric, and a few drops of CBD oil").some((f) => f.key.startsWith("med:"))).toBe(false);
  });
  it("'every day i take something for the pain' is still a medicine day count", () => {
    expect(value("med:unspecified", "every day i take something for the pain")).toBe(30);
  });
});

describe("a bout of weeks 'then nothing' is a remission between bouts", () => {
  it.each(["bouts every 1 or 2 years 6 to 8 weeks then nothing", "goes for 6 or 8 weeks then nothing for the rest of the year", "a few weeks then gone till next spring"])("'%s'", (text) => {
    expect(yes("remission_between", text)).toBe(true);
  });
  it("'for 2 weeks then nothing helped' is no remission", () => {
    expect(yes("remission_between", "i tried it for 2 weeks then nothing helped")).toBe(false);
  });
});

describe("a steroid course marked finished is not a current immunosuppression", () => {
  it.each(["prednisolone (finished)", "prednisolone 10 days at the start of the bout, finished now", "i was on steroids for my chest, done now"])("'%s'", (text) => {
    expect(yes("immunosuppressed", `i take ${text}`)).toBe(false);
  });
  it("a current course is still read", () => {
    expect(yes("immunosuppressed", "i take prednisolone 40mg every day for my lupus")).toBe(true);
  });
});

describe("'N minutes to full' is the time to peak, not the attack's length", () => {
  it.each([
    ["comes on quick-ish, maybe 5 or 10 min to full", 5 / 60],
    ["it takes 20 minutes to full strength", 20 / 60],
  ])("'%s'", (text, hours) => {
    expect(value("peak_hours", text)).toBeCloseTo(hours);
    expect(value("attack_hours", text)).toBeUndefined();
  });
});

describe("someone told of in what a person says is not the subject after", () => {
  it("'she tried to tell me the baby needed changing and the words came out all jumbled ... her right hand went weak'", () => {
    const intake = { age: 29, sex: "female" };
    expect(
      flags(intake, "typing for my daughter chloe, shes 29. had her first baby 3 weeks ago", "tonight she tried to tell me the baby needed changing and the words came out all jumbled for about 10 min. and her right hand went weak, she still cant hold a spoon properly"),
    ).toContain("neuro_deficit");
  });
});
