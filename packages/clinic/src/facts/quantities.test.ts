import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";

// Numbers, durations and counts (CLINICAL.md, issue "Reading what people write" item 4).

const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
const num = (key: string, intake: unknown, ...m: string[]) => assess(intake, user(...m)).facts.find((f) => f.key === key && f.polarity === "affirmed")?.value;

describe("counts and durations", () => {
  it.each([
    ["15+ days a month", 15],
    ["about 18 days every month", 18],
    ["3-4 times a week", 15],
    ["I walk the dog every morning but I get them twice a week", 8.6],
    ["hardly 8-10 days in a month I am free of it", 21],
    ["headache-free only 5 days a month", 25],
    ["maybe half a dozen times a year", 0.5],
    ["keeping the headache diary: sept 18 headache days, oct 17, nov 19ish so far", 18],
  ])("reads %s as headache days", (text, days) => {
    expect(num("headache_days", null, text)).toBe(days);
  });

  it.each([
    ["my GP gives me 12 a month and I buy extra", "a supply of tablets"],
    ["for about a year I've been tired all the time", "something other than the headache"],
    ["they started as monthly migraines in my 20s and slowly crept up", "a former frequency"],
    ["her eyesight is fine, she does the big crossword every day", "another activity"],
    ["I walk the dog twice a day and swim 3 times a week", "another activity"],
    ["it's been roughly like this for a couple of years now, same every month", "how steady it is"],
  ])("'%s' is not headache days (%s)", (text) => {
    expect(num("headache_days", null, text)).toBeUndefined();
  });

  it.each(["she's had to come home from school a few times now", "I've been to A&E several times"])("'%s' counts something other than attacks", (text) => {
    expect(num("lifetime_attacks", null, text)).toBeUndefined();
  });

  it("reads 'once or twice in month' as a rate", () => {
    expect(num("headache_days", null, "throbbing headache on one side, once or twice in month")).toBe(1.5);
  });

  it.each(["I'm careful with pills, about 6 days a month max", "suminat 50 works in 1 hour", "a Maxalt sorts it in an hour"])("'%s' is not about the headaches' days or length", (text) => {
    expect(num("headache_days", null, text)).toBeUndefined();
    expect(num("attack_hours", null, text)).toBeUndefined();
  });

  it("'if I don't take anything' is a condition, not taking no medicine", () => {
    const a = assess(null, user("they last 6 hours if I dont take anything"));
    expect(a.facts.find((f) => f.key === "no_acute_meds")).toBeUndefined();
    expect(a.facts.find((f) => f.key === "attack_hours")?.value).toBe(6);
  });

  it("reads medicine days from how long a box lasts, and from days of taking it", () => {
    const box = assess(null, user("honestly most days, a box of 32 co-codamol lasts me about 10 days"));
    expect(box.facts.find((f) => f.key === "med:co-codamol")?.value).toBe(30);
    expect(box.facts.find((f) => f.key === "attack_hours")).toBeUndefined();
    expect(box.facts.find((f) => f.key === "headache_days")).toBeUndefined();
    const taking = assess(null, user("rizatriptan, a box of 6 plus a repeat every month so 12 or so days im taking it"));
    expect(taking.facts.find((f) => f.key === "med:rizatriptan")?.value).toBe(12);
    expect(taking.facts.find((f) => f.key === "headache_days")).toBeUndefined();
  });

  it.each(["one second i was fine the next i was on my knees", "lie down 20 min and it settles", "it hasnt gone away, not for one minute"])("'%s' tells no attack length", (text) => {
    expect(num("attack_hours", null, text)).toBeUndefined();
  });

  it("'two at a time' is a dose, not a day count", () => {
    expect(num("med:co-codamol", null, "i take co-codamol for them, two at a time")).toBeUndefined();
  });

  it("dates a history 'since the start of the year' from the 1st of January", () => {
    const a = assess(null, user("its 18-20 days every month since at least the start of the year"), { now: "2026-11-20T10:00:00Z" });
    expect(a.facts.find((f) => f.key === "history_months")?.value).toBeCloseTo(10.6, 0);
  });

  it("a count said of headache days outright is headache days even beside the bad ones", () => {
    expect(num("headache_days", null, "headache days are like 15+ a month now, the bad ones are left sided and throbbing")).toBe(15);
    expect(num("migraine_days", null, "the bad ones, one sided with puking, maybe 6 a month")).toBe(6);
  });

  it("a medicine named again without a count keeps the count told before", () => {
    expect(num("med:co-codamol", null, "I take co-codamol probably 20 days a month", "the co-codamol just about takes the edge off")).toBe(20);
  });

  it.each([["31M. was lifting at the gym", 31, "male"], ["(29f) headache for 3 days", 29, "female"], ["F45 migraine since my teens", 45, "female"]])("reads the age and sex shorthand in '%s'", (text, age, sex) => {
    const a = assess(null, user(text));
    expect(a.facts.find((f) => f.key === "age")?.value).toBe(age);
    expect(a.facts.find((f) => f.key === "sex")?.tag).toBe(sex);
    expect(a.facts.find((f) => f.key === "attack_hours")).toBeUndefined();
  });

  it("keeps how long an attack takes to build apart from how long it lasts", () => {
    const a = assess(null, user("it takes about 10 minutes to build and then lasts 45 minutes to an hour"));
    expect(a.facts.find((f) => f.key === "peak_hours")?.value).toBeCloseTo(10 / 60);
    expect(a.facts.find((f) => f.key === "attack_hours")?.value).toBeCloseTo(0.75);
  });

  it.each(["ramps up over about 10 mins", "it comes on slowly over an hour or two"])("'%s' is a time to peak, not a duration", (text) => {
    expect(num("attack_hours", null, text)).toBeUndefined();
  });

  it.each([
    "for the last 10 days I wake up at 2am with my left eye stabbing",
    "over the past 5 days I've had a headache every afternoon",
    "in the last 12 days it has come back every night",
    "during the past 4 days they come every evening",
  ])("a span of days ('%s') is how long the problem has existed, not an attack's length", (text) => {
    expect(num("attack_hours", null, text)).toBeUndefined();
    expect(num("history_months", null, text)).toBeGreaterThan(0);
  });

  it.each([["they can last 3 days", 72], ["each one lasts 2 days", 48], ["it usually lasts for 2 days", 48]])("'%s' stays a duration", (text, hours) => {
    expect(num("attack_hours", null, text)).toBe(hours);
  });

  it("does not read a time to effect as an attack duration", () => {
    expect(num("attack_hours", null, "on indomethacin, within 2 days they completely stopped")).toBeUndefined();
  });

  it("does not read a count of days as an attack duration", () => {
    expect(num("attack_hours", null, "I take paracetamol maybe 3 days")).toBeUndefined();
  });

  it("reads attacks per day apart from continuous pain", () => {
    const a = assess(null, user("sharp pain round my right eye, 10-15 minutes each, 10 or 12 a day, eye waters", "indomethacin stopped them completely"));
    expect(a.facts.find((f) => f.key === "attacks_per_day")?.value).toBe(10);
    expect(a.patterns.find((p) => p.ichd3 === "3.4")?.status).not.toBe("criteria_met");
  });

  it("reads 'never once on my right' as side-locked to the left", () => {
    const f = assess(null, user("It has never once been on my right")).facts.find((x) => x.key === "unilateral");
    expect(f).toMatchObject({ polarity: "affirmed", side: "left", tag: "side_locked" });
  });

  it("reads a blood pressure and the weeks of pregnancy", () => {
    const a = assess({ sex: "female" }, user("I'm 34 weeks pregnant, the midwife said my blood pressure was 162/112"));
    expect(a.facts.find((f) => f.key === "blood_pressure")).toMatchObject({ value: 162, value2: 112 });
    expect(a.facts.find((f) => f.key === "pregnancy_weeks")?.value).toBe(34);
    expect(a.urgency).toBe("emergency");
  });
});

describe("medicines", () => {
  it("gives each medicine its own count", () => {
    const a = assess(null, user("I take sumatriptan on about 5 days a month and paracetamol maybe 3 days"));
    expect(a.metrics.acute_medication_days_per_month).toEqual({ triptan: 5, simple: 3 });
    expect(a.medication_overuse.risk).toBe(false);
  });

  it("counts a medicine named on the intake and in chat once", () => {
    const intake = { medications: { acute: [{ name: "Sumatriptan 50mg", days_per_month: 14 }] } };
    const a = assess(intake, user("I take imitrex about 14 days a month", "the triptans 14 days a month"));
    expect(a.metrics.acute_medication_days_per_month.triptan).toBe(14);
  });

  it("prefers the intake's number to a vague chat phrase", () => {
    const intake = { medications: { acute: [{ name: "ibuprofen", days_per_month: 8 }] } };
    expect(assess(intake, user("I take ibuprofen most days")).metrics.acute_medication_days_per_month.simple).toBe(8);
  });

  it("prefers the intake's headache days to a vague chat phrase", () => {
    const intake = { headache_history: { severe_days: 4, moderate_days: 6 } };
    expect(assess(intake, user("I get them most days")).metrics.headache_days_per_month).toBe(10);
  });
});

describe("tension-type frequency", () => {
  it.each([
    ["a few times a year", "2.1"],
    ["about 4 days a month, for years", "2.2"],
  ])("%s", (freq, code) => {
    const a = assess(null, user(`a dull tight band round both sides, mild, no sickness, ${freq}`, "it lasts a few hours and walking doesn't make it worse", "I've had them for years"));
    expect(a.patterns.find((p) => p.status !== "excluded")?.ichd3).toBe(code);
  });
});

describe("counts written as words, shares and approximations", () => {
  it.each([
    ["headaches a couple of times a week", 8.6],
    ["I get headaches most days", 20],
    ["a headache every day for like 3 months", 30],
    ["headaches three or four times a month", 3.5],
    ["headaches once a fortnight or so", 2.1],
    ["twice a fortnight", 4.3],
    ["I get them 10ish days a month", 10],
    ["20-odd days a month", 20],
    ["my head hurts about half the days of the month", 15],
    ["headaches 4 days out of 7", 17.1],
    ["a headache 20 out of 30 days", 20],
    ["a headache every 2-3 days", 12],
    ["every two weeks I get a migraine", 2.1],
    ["it comes maybe 6-8 times in one year only", 0.6],
    ["since about march they've been on more days than not", 18],
    ["2/3 times a week", 10.7],
    ["a handful of times a year", 0.3],
    ["20 days or more a month", 20],
    ["I have had a headache on 25 of the last 30 days", 25],
    ["roughly 12-15 headache days a month", 13.5],
    ["my diary for the last 3 months says 17, 19 and 18 headache days", 18],
  ])("reads %s as %s headache days a month", (text, days) => {
    expect(num("headache_days", null, text)).toBe(days);
  });

  it.each(["one side, throbbing, 6 or 7 out of 10, lasts 6 to 12 hours", "the pain is 8 out of 10", "my bp was 150/95 a week ago"])("a pain score is not a frequency: %s", (text) => {
    expect(num("headache_days", null, text)).toBeUndefined();
  });

  it("counts the bad days of a month apart from all headache days", () => {
    expect(num("migraine_days", null, "about 10 a month are the full on ones, one sided")).toBe(10);
  });

  it("reads an ordinal as the number of attacks so far", () => {
    expect(num("lifetime_attacks", null, "3rd one of these in about 5 months, first one was back in june")).toBe(3);
    expect(num("lifetime_attacks", null, "this is only the second time I've had one like this")).toBe(2);
  });

  it.each([
    ["in forty five years of marriage I could count his headaches on one hand", undefined],
    ["I did have shingles on my back in 2015", undefined],
    ["back in 2015 I had shingles", undefined],
    ["my mother 68 yrs having severe pain in right eye", undefined],
    ["headaches since 2015", 142.6],
  ])("a duration or date of something else is not the headache's history: %s", (text, months) => {
    expect(assess(null, user(text), { now: "2026-11-20" }).facts.find((f) => f.key === "history_months" && f.polarity === "affirmed")?.value).toBe(months);
  });

  it("reads a relative's age told beside them", () => {
    expect(num("age", null, "Mum (82) has a new headache")).toBe(82);
    expect(num("age", null, "my mother 68 yrs having severe pain in right eye")).toBe(68);
  });
});

describe("durations written in words", () => {
  it.each([
    ["each one lasts a couple of hours", 2],
    ["they last an hour and a half", 1.5],
    ["lasts about a quarter of an hour", 0.25],
    ["it goes on for a day and a half", 36],
    ["lasts twenty-five minutes", 25 / 60],
  ])("%s", (text, hours) => {
    expect(num("attack_hours", null, text)).toBeCloseTo(hours);
  });

  it.each([
    ["for a fortnight now I have had a headache", 14 / 30],
    ["it has been going on for ten days", 10 / 30],
  ])("%s is how long the problem has existed", (text, months) => {
    expect(num("history_months", null, text)).toBeCloseTo(months, 1);
  });
});

describe("counts told around the unit", () => {
  it("'a minute or two' is a range up to two minutes, not a thunderclap", () => {
    const a = assess(null, user("they ramp up to full strength in a minute or two"));
    expect(a.facts.find((f) => f.key === "peak_hours")?.value2).toBeCloseTo(2 / 60);
    expect(a.facts.find((f) => f.key === "thunderclap")).toBeUndefined();
  });
  it("'8 to 15 of them between getting up and going to bed' is attacks per day", () => {
    expect(num("attacks_per_day", null, "I get anything from 8 to 15 of them between getting up and going to bed")).toBe(8);
  });
  it("'when I was 1 year old' is a past age, not the person's age", () => {
    expect(num("age", { age: 33 }, "I had one fit when I was 1 year old with a high fever")).toBe(33);
  });
});

describe("what a number is about", () => {
  it("'a second one' is another attack, not a second-long one", () => {
    expect(num("attack_hours", null, "lasts 45 min to an hour, some nights I get a second one")).toBe(0.75);
  });
  it("a reading from the chemist's machine is a blood pressure", () => {
    const bp = assess(null, user("the machine at the chemist said 162/111")).facts.find((f) => f.key === "blood_pressure");
    expect([bp?.value, bp?.value2]).toEqual([162, 111]);
  });
  it("'34 wks with my second bub' is 34 weeks of pregnancy", () => {
    expect(num("pregnancy_weeks", null, "I'm 34 wks with my second bub")).toBe(34);
  });
});
