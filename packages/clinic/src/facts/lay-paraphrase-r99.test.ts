import { describe, expect, it } from "vitest";
import { flags, messageFact, story, yes } from "./reading.test-helpers.ts";
import { pairedChecklist, readableAnswers, readTable } from "./structured-answers.ts";

// Categories found by round 99 of fresh cases (issue 13): answers typed in structured bits (checklists
// answered in order, pasted Q/A notes, numbered questionnaires, tick boxes, hand-typed tables, weekly
// logs), very literal and second-language telling, and idioms and remedies from many backgrounds.

describe("a checklist answered in order", () => {
  it("pairs each item with its answer", () => {
    expect(pairedChecklist("fever / stiff neck / rash -> no / kinda / n")).toEqual([["fever", "no"], ["stiff neck", "kinda"], ["rash", "no"]]);
    expect(pairedChecklist("vision / weakness / balance / numbness: n / n / n / n")?.length).toBe(4);
  });
  it("leaves alone what is not one: unequal counts, figures, times", () => {
    expect(pairedChecklist("fever / stiff neck -> no")).toBeNull();
    expect(pairedChecklist("took paracetamol/ibuprofen: 2/3 days")).toBeNull();
    expect(pairedChecklist("21:15 bang -> 21:25 sick")).toBeNull();
  });
  it("'came on suddenly / fever / stiff neck / ... -> yes / no / sore not stiff / no' raises only the sudden onset", () => {
    const got = flags({ age: 39 }, "going down the checklist on the health website: came on suddenly / fever / stiff neck / weak arm or leg / confused / hit your head -> yes / no / sore not stiff / no / no / no", "like someone hit the back of my skull with a shovel, full blast in a second");
    expect(got).toContain("thunderclap_onset");
    for (const c of ["fever_systemic", "meningism", "altered_consciousness", "neuro_deficit", "post_trauma"]) expect(got).not.toContain(c);
  });
  it("items on one line and the answers on the next are read together", () => {
    const got = flags({ age: 74 }, "the nurse gave me a list and I wrote my answers in the same order\ntemples sore to touch / jaw tired chewing / eyesight funny / shoulders stiff / fever / lost weight\nyes both sides / yes mutton and toast / no / yes mornings cant get arms up to shave / no just sweaty nights / about 3kg", "head started 3 weeks ago, never been a headache man");
    expect(got).toContain("jaw_claudication_gca");
    expect(got).not.toContain("fever_systemic");
    expect(got).not.toContain("papilledema_visual");
  });
  it("'pregnant / breastfeeding / on pill -> no / no / no' denies a pregnancy", () => {
    expect(flags({ age: 33, sex: "female" }, "answering in order: pregnant / breastfeeding / on pill / period now -> no / no / no (copper coil since my son, hes 6) / yes started yesterday")).not.toContain("pregnancy_postpartum");
  });
});

describe("pasted notes and questionnaires", () => {
  it("'Q: hit his head? A: no.' is a denial, and 'Q: Head injury?' alone is a question", () => {
    expect(messageFact("head_trauma", "Q: hit his head? A: no. not since the ute door last xmas")?.polarity).toBe("denied");
    expect(flags({ age: 14, sex: "female" }, "Q: Head injury? A: Concussion at netball Feb 2024, doctor cleared. But headache started Sept 2023, before that")).not.toContain("post_trauma");
  });
  it("a numbered question pasted without its answer tells nothing", () => {
    expect(readableAnswers("7 ever had a head injury")).toBe("");
    expect(yes("head_trauma", "the clinic texted me questions:\n1 which side\n7 ever had a head injury")).toBe(false);
    expect(yes("head_trauma", "had a fall yesterday and hit my head")).toBe(true);
  });
  it("a question quoted from a form is not the person's words", () => {
    expect(flags({ age: 44 }, "I am replying to the question 'has the pattern of your headaches changed?'. The answer is yes, but the change happened in March 2017 and the pattern has been stable since.")).not.toContain("pattern_change");
  });
  it("ticked boxes are told, empty ones are not", () => {
    expect(flags({ age: 23 }, "what she saw:\n[x] went stiff on the sofa, arms bent up\n[x] jerking maybe 1-2 min\n[ ] wet myself\n[x] bit side of tongue")).toContain("seizure");
    expect(readableAnswers("[ ] wet myself")).toBe("");
  });
});

describe("tables and logs typed by hand", () => {
  it("a medicine table a row a medicine gives each its days", () => {
    expect(readTable(["tablet | days", "zolmitriptan | 8", "co-codamol 30/500 | 6", "ibuprofen | 3"])?.text).toBe("zolmitriptan on 8 days a month.\nco-codamol 30/500 on 6 days a month.\nibuprofen on 3 days a month.");
    expect(flags({ age: 44 }, "my november:\ntablet | days\nzolmitriptan | 8\nco-codamol 30/500 | 6\nibuprofen | 3\nnever two on the same day", "head days 16-18 a month for about a year")).toContain("medication_overuse");
  });
  it("a diary a week a row sums its days columns; the line after it is not about the headings", () => {
    const a = story({ age: 45 }, "kept a diary:\nwk | head days | how bad /10 | panadol days\n1 | 5 | 3-4 | 1\n2 | 4 | 3 | 0\n3 | 5 | 4 | 2\n4 | 4 | 3 | 1\nso 18 out of 28 days. been like that since about march");
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
    expect(a.metrics.headache_days_per_month).toBeGreaterThan(15);
  });
  it("weekly pain scores rising every week are a progressive headache; flat ones are not", () => {
    expect(yes("progressive", "Daily mean pain (0-10), weekly averages: wk1 2.1, wk2 2.9, wk3 4.0, wk4 5.2, wk5 6.3.")).toBe(true);
    expect(yes("progressive", "weekly averages: wk1 3, wk2 3, wk3 2")).toBe(false);
  });
  it("a timeline that worsens step on step ('24 nov -> worse ... today -> head worse again') is progressive", () => {
    expect(yes("progressive", "17 nov -> headache every day\n24 nov -> worse, napping all arvo\ntoday -> head worse again")).toBe(true);
  });
  it("'asked him what month it is -> he said july' is disorientation", () => {
    expect(yes("confusion", "asked him what month it is -> he said july")).toBe(true);
    expect(yes("confusion", "asked her what day it was and she said tuesday straight away")).toBe(false);
  });
});

describe("literal, terse and second-language telling", () => {
  it("'It is numb ... No tingling, no pins and needles' keeps the numbness", () => {
    expect(flags({ age: 58 }, "My left arm is not weak. It is numb.", "Numb areas: left side of my face, left arm, left hand. It started at 22:35 in all areas at the same time. No tingling, no pins and needles. It is an absence of feeling.")).toContain("neuro_deficit");
  });
  it("'yes. rugby 2011. knocked out few seconds. fine after' is a knock of years ago", () => {
    expect(flags({ age: 44 }, "yes. rugby 2011. knocked out few seconds. fine after. nothing since")).not.toContain("altered_consciousness");
    expect(yes("loss_of_consciousness", "rugby yesterday. knocked out few seconds.")).toBe(true);
  });
  it("a neck stiff 'on the till but thats been forever' is a working neck", () => {
    expect(flags({ age: 38 }, "tight band both sides about 6 days a month since i was 20", "my neck gets stif on the till but thats been forever")).not.toContain("meningism");
  });
  it("'baby 11 month, still breastfeeding' is long after the birth", () => {
    expect(flags({ age: 35, sex: "female", menstrual_hormonal_history: { menstrual_status: "breastfeeding, period not back" } }, "headache same like before pregnancy, not new. baby 11 month, still breastfeeding")).not.toContain("pregnancy_postpartum");
  });
  it("'headache that gets more every day' is progressive", () => {
    expect(yes("progressive", "since tuesday she has headache that gets more every day.")).toBe(true);
  });
  it("'hit left side of head on the tap' is a head injury", () => {
    expect(yes("head_trauma", "She slipped in the wudu area at the mosque last Thursday, hit left side of head on the tap, small bump.")).toBe(true);
  });
  it("'I never had headache in my life, 30 years driving ... no headache' is no history of 30 years", () => {
    expect(yes("history_months", "I never had headache in my life, 30 years driving Toronto to Vancouver no headache")).toBe(false);
  });
  it("'O2 aborts in 11 min' is how soon a treatment works, not the attack's length", () => {
    expect(yes("attack_hours", "Treatment: O2 100% at 12 L/min via non-rebreather, aborts in 11 min median.")).toBe(false);
  });
  it("'stable' is not a stabbing pain", () => {
    expect(yes("stabbing", "the pattern has been stable since")).toBe(false);
  });
});

describe("remedies and idioms", () => {
  it("round purple marks after cupping are no rash of meningitis; purple spots with a fever still are", () => {
    expect(flags({ age: 45 }, "tuesday i go see sinseh do cupping on neck and upper back, now got round purple marks all over")).not.toContain("fever_systemic");
    expect(flags({ age: 19 }, "grandma coined his back, red stripes. but he has purple spots on his shins too and 39.8")).toContain("fever_systemic");
  });
  it("'not herself, but she talks normally and knows everything' is tiredness after an attack", () => {
    expect(yes("confusion", "After she is quiet and tired for the evening, not herself, but she talks normally and knows everything")).toBe(false);
    expect(yes("confusion", "she's not herself, doesn't know where she is")).toBe(true);
  });
  it("'irregular since chemo' is chemotherapy over", () => {
    expect(flags({ age: 47, sex: "female", menstrual_hormonal_history: { menstrual_status: "irregular since chemo" } }, "dull ache on waking")).not.toContain("immunosuppression");
  });
  it("'Grandpa headache powder' on the form and 'Grandpa powder' in the chat are one medicine", () => {
    expect(story({ age: 38, medications: { acute: [{ name: "Grandpa headache powder", days_per_month: 4 }, { name: "paracetamol", days_per_month: 4 }] } }, "I take Grandpa powder maybe once a week and paracetamol a couple of days a month").red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
  it("'the form says cafiaspirina 8 days but honestly its more like 10 or 11' counts the days told", () => {
    expect(flags({ age: 41, medications: { acute: [{ name: "Cafiaspirina (aspirin + caffeine)", days_per_month: 8 }] } }, "16 to 18 days a month with a headache since 2 years", "the form says cafiaspirina 8 days but honestly its more like 10 or 11, 12 in a bad month")).toContain("medication_overuse");
  });
});
