import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 118 of fresh cases (issue 13): phone fragments put right in the next
// message, medicines and their brand names, sport and its knocks, and stories told out of order.

describe("a reading put right in the next breath", () => {
  it("'sorry 38.9' after 'no fever i think' is a fever", () => {
    expect(yes("fever", "no temp i dont think", "actually 39.2")).toBe(true);
    expect(yes("fever", "oops 38.6")).toBe(true);
    expect(yes("fever", "sorry 36.9")).toBe(false);
  });
});

describe("how soon a treatment worked is not how long an attack lasts", () => {
  it("'the indometacin knocked them out in a day or two' leaves the 10-15 minute attacks", () => {
    expect(value("attack_hours", "each one 10-15 min then nothing till the next", "the indomethacin the neurologist gave me stopped them in a day or two")).toBeCloseTo(1 / 6, 2);
    expect(value("attack_hours", "verapamil cleared them up within a week")).toBeUndefined();
    expect(value("attack_hours", "the headache cleared in a day or two")).toBe(24);
  });
});

describe("word order of a second language", () => {
  it("'never i had headache' is 'i never had', a first headache", () => {
    expect(yes("new_headache", "62 years old, never i had headache problem before")).toBe(true);
    expect(flags({ age: 66 }, "head pain every morning since 6 weeks", "never she had headaches, now daily, i am her son typing")).toContain("new_onset_over_50");
  });
});

describe("how long this headache has gone on, told bare", () => {
  it("'headache 10 days', '6th day.', 'day 4 of this headache' date the headache", () => {
    expect(value("history_months", "headache 12 days")).toBeCloseTo(12 / 30.44, 2);
    expect(value("history_months", "5th day.")).toBeCloseTo(5 / 30.44, 2);
    expect(value("history_months", "day 4 of this headache")).toBeCloseTo(4 / 30.44, 2);
    expect(value("history_months", "3rd day of my period")).toBeUndefined();
    expect(value("history_months", "headache 3 days a month")).toBeUndefined();
  });
  it("painkillers every night through a headache of 12 days are no medication overuse (ICHD-3 8.2 needs 3 months)", () => {
    expect(flags({ age: 40 }, "headache 12 days", "co-codamol 2 every night, helps a bit")).not.toContain("medication_overuse");
  });
  it("a pill taken since a year is not how long the headache has gone on", () => {
    expect(value("history_months", "on microgynon pill since 2021, dont smoke")).toBeUndefined();
  });
  it("a pregnancy complication years ago is not the headache's history", () => {
    expect(value("history_months", "I had pre-eclampsia with my first, 6 yrs ago, she was delivered early")).toBeUndefined();
  });
  it("'6-8 head days a month' counts headache days", () => {
    expect(value("headache_days", "about 5 head days a month")).toBe(5);
  });
});

describe("a rate is not a count of attacks so far", () => {
  it("'usually just the one, sometimes a second one mid cycle' gives no lifetime count", () => {
    expect(facts("usually that's the only one, sometimes a 2nd one mid month").some((f) => f.key === "lifetime_attacks")).toBe(false);
    expect(value("lifetime_attacks", "this is only the fourth one ever")).toBe(4);
  });
});

describe("raised pressure on the combined pill", () => {
  const said = ["5th day of this headache, worse every day than the day before", "when i get up from the sofa everything goes grey for a couple of seconds", "threw up this morning"];
  it("is a venous sinus thrombosis to exclude now (AHA/ASA 2024: oestrogen the commonest risk factor)", () => {
    expect(story({ age: 23, sex: "female" }, ...said, "on microgynon pill for 2 years").urgency).toBe("emergency");
    expect(story({ age: 23, sex: "female" }, ...said, "no pill, i have the copper coil").urgency).toBe("urgent");
  });
});

describe("sport: its knocks, its strains and its numb hands", () => {
  it("reads a blow told the sport's way", () => {
    expect(yes("head_trauma", "typing for my son. he took a knee to the right side of his head at rugby")).toBe(true);
    expect(yes("head_trauma", "came off on the gravel, the helmet hit and I was a bit dazed")).toBe(true);
  });
  it("reads a weight driven overhead as the effort at a sudden onset", () => {
    expect(yes("exertion_context", "as i pushed the bar overhead it went bang at the back of my head")).toBe(true);
  });
  it("a knock months before the headache began did not cause it (ICHD-3 5.1 C)", () => {
    expect(flags({ age: 44 }, "in February I hit my head on the pool wall, nothing came of it, this started long after", "since the start of October a dull pressure every day, getting heavier each week")).not.toContain("post_trauma");
  });
  it("a neck stiff from craning up and hands numb from cold or the handlebars are no red flags", () => {
    expect(yes("neck_stiffness", "my neck gets really stiff from belaying all afternoon")).toBe(false);
    expect(yes("numbness", "my fingers go numb with the cold on early rides")).toBe(false);
    expect(yes("numbness", "hands numb from the handlebars after 3 hours, always")).toBe(false);
    expect(yes("numbness", "my left hand went numb and then my face")).toBe(true);
  });
});
