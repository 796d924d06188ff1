import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, yes } from "./reading.test-helpers.ts";

// Categories found by rounds 97 and 98 of fresh cases (issue 13): stoical and farming words for a fit
// and its weakness, a form item set right in the chat, comparisons with past events, people from
// health-adjacent jobs and their labels, and hedged or half-retracted telling.

describe("a fit and what follows it, in plain words", () => {
  it("a hand that 'jiggled on its own' is a focal seizure, and 'then it was useless' its weakness", () => {
    const read = facts("his left hand jiggled on its own for a minute or two, then it was useless for half an hour");
    expect(read.some((f) => f.key === "seizure" && f.polarity === "affirmed")).toBe(true);
    expect(read.some((f) => f.key === "weakness" && f.polarity === "affirmed")).toBe(true);
  });
  it("an arm 'jerking and i couldnt stop it' is a seizure", () => {
    expect(yes("seizure", "my arm was jerking and i couldnt stop it")).toBe(true);
  });
  it("'dozy over his soup' is drowsiness and 'left leg is draggy' a weak leg", () => {
    expect(flags({ age: 83 }, "dad is 83 and on aspirin, he knocked his head on the cupboard on tuesday. today he was dozy over his soup and his left leg is draggy")).toEqual(expect.arrayContaining(["post_trauma", "altered_consciousness", "neuro_deficit"]));
  });
  it("'sorry what was i saying. keep losing track of what im typing' is confusion, losing track of time is not", () => {
    expect(yes("confusion", "sorry what was i saying. keep losing track of what im typing")).toBe(true);
    expect(yes("confusion", "i keep losing track of time at work")).toBe(false);
  });
});

describe("a form item set right in the chat", () => {
  const hiv = { age: 40, sex: "female", medical_history: { medical_conditions: ["HIV"] } };
  it("'the HIV thing - that was a test i had, it came back negative' takes back the form's HIV", () => {
    expect(flags(hiv, "the HIV thing - that was a test i had, it came back negative")).not.toContain("immunosuppression");
    expect(flags(hiv, "ticked hiv but that was just a test, all clear")).not.toContain("immunosuppression");
  });
  it("HIV that is had, with tests fine, stays", () => {
    expect(flags(hiv, "i have hiv, tested last month and everything was fine")).toContain("immunosuppression");
    expect(flags(hiv, "HIV positive since 2010, last test negative for hep")).toContain("immunosuppression");
  });
  const cancer = { age: 40, sex: "female", medical_history: { medical_conditions: ["breast cancer"] } };
  it("'the breast cancer on the form is my mum's, not me' is the mother's", () => {
    expect(flags(cancer, "the breast cancer on the form is my mum's, not me")).not.toContain("cancer_history");
    expect(flags(cancer, "breast cancer - thats my mum not me")).not.toContain("cancer_history");
    expect(flags(cancer, "the breast cancer i ticked was my mother's")).not.toContain("cancer_history");
  });
  it("one's own cancer beside a relative's, or a relative's fear of it, stays the patient's", () => {
    expect(messageFact("cancer", "i had breast cancer, and the lung cancer was my dad's")?.about).toBe("me");
    expect(messageFact("cancer", "my cancer is my mum's worst fear")?.about).toBe("me");
  });
});

describe("comparisons with past events", () => {
  it("'when i was pregnant with her' is a past pregnancy; 'i'm pregnant with my second' is not", () => {
    expect(flags({ age: 30, sex: "female" }, "funny thing when i was pregnant with her i didnt get a single one from about 4 months till after she was born")).not.toContain("pregnancy_postpartum");
    expect(flags({ age: 30, sex: "female" }, "i'm pregnant with my second and the headaches are bad")).toContain("pregnancy_postpartum");
  });
  it("'the flu itself was 5 days of fever ... no temperature since' is a fever over", () => {
    expect(flags({ age: 28 }, "since i had flu on 14 august my head has never cleared", "the flu itself was 5 days of fever and aches, i was back on the van by the 21st. no temperature since, i check cos mum keeps asking")).not.toContain("fever_systemic");
    expect(facts("no temp").some((f) => f.key === "fever" && f.polarity === "denied")).toBe(true);
  });
  it("a faint at an ear piercing, warm and grey first, seconds out, beside the usual migraine, is a faint", () => {
    const m = ["hiya so i got my helix done this afternoon and i fainted lol. went all hot and sweaty, ears went ringy, everything went grey and then i was on the floor", "the girl caught me so i didnt bang my head. my friend said i was out for a few seconds and my hand twitched a couple of times, then i was awake and knew where i was straight away", "anyway now ive got one of my migraines, left side pounding, been sick once. my period started today, i always get one day 1"];
    expect(flags({ age: 17, sex: "female" }, ...m)).not.toContain("altered_consciousness");
  });
  it("a faint out for a minute or more, then a new headache, is still altered consciousness", () => {
    expect(flags({ age: 71, sex: "female" }, "I was standing at the sink and I went all hot and swimmy and the next thing I knew I was on the lino. My son says I was gone for a minute or more. I didn't bang my head, I went down sideways onto the mat.", "Since then I've a headache right across my forehead. I never get headaches.")).toContain("altered_consciousness");
  });
  it("a faint in a message of the headache itself is not read as a reflex faint", () => {
    expect(yes("reflex_faint", "my head was pounding, i stood up and passed out, went grey first")).toBe(false);
  });
  it("'stress headaches in 2009 ... never had one between then and this august' at 59 is a new headache", () => {
    expect(flags({ age: 59, sex: "female", headache_history: { age_onset: 42 } }, "since about august ive been getting headaches 3 or 4 days a week", "its just like the stress headaches i had in 2009. those went after a couple of months. i put 42 on the form because thats when i first had them but i never had one between then and this august")).toContain("new_onset_over_50");
  });
  it("'those went after a couple of months' is how long a past spell lasted, not the present history", () => {
    expect(yes("history_months", "they went after a couple of months")).toBe(false);
  });
  it("bouts 'for 6-8 weeks then nothing for years' have not ceased", () => {
    expect(yes("headaches_ceased", "Comes for 6-8 weeks then nothing for years.")).toBe(false);
    expect(yes("headaches_ceased", "I did get sick headaches in my thirties but nothing like this and nothing for years.")).toBe(true);
  });
});

describe("what is different, and what is not", () => {
  it("'by not like my usual i mean ... a lot milder' is no change of pattern", () => {
    expect(flags({ age: 45, sex: "female" }, "had a headache this afternoon and it wasnt like my usual ones", "by not like my usual i mean it was on the right instead of the left, and a lot milder")).not.toContain("pattern_change");
  });
  it("'my normal ones are on the right ... this one is all over and more like pressure' is a change", () => {
    expect(yes("pattern_change", "My normal ones are on the right, throbbing, Maxalt kills them in an hour. This one is all over and more like pressure.")).toBe(true);
    expect(yes("pattern_change", "my usual ones are on the left. this one is the same")).toBe(false);
  });
  it("'nothing else is different, they're the same migraines just more of them' denies a change", () => {
    expect(facts("nothing else is different").some((f) => f.key === "pattern_change" && f.polarity === "denied")).toBe(true);
  });
  it("'I get an aura the day before - yawning, craving crisps' is the premonitory phase, not an aura", () => {
    expect(yes("aura", "I get an aura the day before - yawning non stop, craving crisps and my neck goes stiff")).toBe(false);
    expect(yes("aura", "i get an aura hours before")).toBe(false);
    expect(yes("aura", "i get an aura then the pain")).toBe(true);
  });
});

describe("health-adjacent jobs and their labels", () => {
  it("a resident's stroke 'on my shift' is the resident's, not the carer's", () => {
    expect(messageFact("weakness", "Tuesday one of our residents had a stroke on my shift, face dropped, arm went, the lot.")?.about).toBe("resident");
  });
  it("'papilloedema' that is buried drusen, said not swelling, is no papilloedema", () => {
    expect(yes("papilledema", "Ive got 'papilloedema' on my photos lol. Its actually drusen, buried ones, the eye hospital said not swelling")).toBe(false);
    expect(yes("papilledema", "the optician says my optic nerves are swollen")).toBe(true);
  });
  it("an eye 'like frosted glass' for minutes at 73 with a jaw that tires is arteritis with the eye at risk", () => {
    const a = story({ age: 73, sex: "female" }, "The skin on my scalp is that tender I cannot put a brush through my hair", "My jaw aches when I eat, I had to stop halfway through my soda bread and rest it", "This afternoon my left eye went like frosted glass for a couple of minutes and then cleared.");
    expect(a.red_flags.find((f) => f.code === "jaw_claudication_gca")?.urgency).toBe("emergency");
  });
});

describe("medicine days only as old as the headache", () => {
  it("'these last 6 weeks are not like my usual ones' makes the form's medicine days as recent", () => {
    expect(flags({ age: 41, medications: { acute: [{ name: "Imitrex", days_per_month: 3 }, { name: "Advil", days_per_month: 8 }] } }, "had my usual migraines since high school, maybe 4 or 5 a year", "but these last 6 weeks are not like my usual ones. its there when i wake up every single morning")).not.toContain("medication_overuse");
  });
  it("headaches most days for years before the change keep their medicine days", () => {
    expect(flags({ age: 47 }, "had headaches most days for about 3 years, doctor said cut down the paramol but i never did", "i take paramol probably 20 days a month", "but the last 3 weeks its different")).toContain("medication_overuse");
  });
  it("a cluster bout 'right on schedule, same as 2021 and 2023' keeps its months clear between", () => {
    expect(yes("remission_between", "cluster bout #3 started 2 weeks ago, right on schedule for fall. same as 2021 and 2023")).toBe(true);
  });
});
