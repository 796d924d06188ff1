import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by rounds 76-77 of fresh cases (issue 13): the form's boxes said back and
// explained ("I ticked seizures ... at 2 with malaria"); answers taken back ("scratch that, it wasn't
// different"); a past pregnancy, a baby's age and a negative test; the blow told as the onset;
// counts that add up the month; medicine brands from other countries.

const denied = (key: string, text: string) => facts(text).some((f) => f.key === key && f.polarity === "denied");

describe("the form's boxes said back, and what the history on the form means", () => {
  it.each(["about the form, I ticked seizures.", "I checked head injury on the form.", "on the form I ticked seizures because my mum told me about fits as a baby"])("'%s' tells no event now", (text) => {
    expect(flags({ age: 26 }, text, "migraine 2 or 3 a month since i was 15")).toEqual([]);
  });
  it("a box ticked for something that happened this morning still counts", () => {
    expect(flags({ age: 40 }, "I ticked head injury on the form because he fell this morning and hit his head")).toContain("post_trauma");
  });
  it.each(["seizures", "head injury / concussion"])("'%s' on the form with no date is history, not an event with this headache", (condition) => {
    expect(story({ age: 30, medical_history: { medical_conditions: [condition] } }, "migraines since i was 15, same as always").urgency).toBe("routine");
  });
  it("'manager says maybe I need brain scan because of the seizures history' is a past", () => {
    expect(yes("seizure", "manager says maybe I need brain scan because of the seizures history")).toBe(false);
  });
});

describe("answers taken back", () => {
  it.each(["ok scratch that. the migraine wasnt different.", "sorry, reading it back, it isn't different at all", "it was not actually different after all"])("'%s' takes a change back", (text) => {
    expect(denied("pattern_change", text)).toBe(true);
  });
  it("'it was different to normal' then 'the migraine wasnt different' is no change of pattern", () => {
    expect(flags({ age: 31 }, "had one of my migraines today, it was different to normal", "ok scratch that. the migraine wasnt different. the zigzag was exactly like always")).not.toContain("pattern_change");
  });
  it("'in form i put continuous. sorry that was wrong word. i meant it comes every night' takes continuous back", () => {
    expect(denied("continuous", "in form i put continuous. sorry that was wrong word. i meant it comes every night")).toBe(true);
    expect(yes("continuous", "continuous like every single night no skipping")).toBe(false);
  });
  it.each([
    "temp was 37.9. wait no sorry, i read it without my glasses. flatmate just looked, says 39.2",
    "my husband checked, says 38.9",
  ])("'%s' is the patient's temperature, read by someone else", (text) => {
    expect(yes("fever", text)).toBe(true);
  });
  it("'my mum says it was 38.5 when she had it' is the mother's", () => {
    expect(yes("fever", "i have had a headache for 2 days. my mum says it was 38.5 when she had it")).toBe(false);
  });
});

describe("pregnancy: a negative test, a past pregnancy, a baby's age", () => {
  it.each(["we did a pregnancy test to be sure, negative", "pregnancy test was negative before u ask lol", "negative pregnancy test yesterday"])("'%s' is no pregnancy", (text) => {
    expect(yes("pregnant", text)).toBe(false);
    expect(denied("pregnant", text)).toBe(true);
  });
  it("'pregnancy test positive yesterday' is a pregnancy", () => {
    expect(yes("pregnant", "pregnancy test positive yesterday")).toBe(true);
  });
  it.each(["baby is 38 weeks today", "my son is 38 weeks old", "she came at 36 weeks"])("'%s' gives no weeks of pregnancy", (text) => {
    expect(value("pregnancy_weeks", text)).toBeUndefined();
  });
  it.each(["during pregnancy no migraine at all", "in that pregnancy i had the high BP at the end, they called it pre-eclampsia", "in the pregnancy they stopped completely"])("'%s' is a pregnancy gone by", (text) => {
    expect(yes("pregnant", text)).toBe(false);
  });
  it("'34 weeks pregnant ... my OB has me on them the whole pregnancy ... a clot from birth control' stays pregnant", () => {
    expect(flags({ age: 33 }, "34 weeks pregnant with my first, pounding headache since yesterday", "im on lovenox shots bc i had a clot in my leg in 2021 from birth control, my OB has me on them the whole pregnancy", "bp machine said 163/112")).toContain("pregnancy_postpartum");
  });
});

describe("onsets, deficits and confusion in plain words", () => {
  it.each([
    "eating soup and BANG in back of head, like somebody hit with hammer. one second and already maximum",
    "was just sitting there and then bang at the back of my head",
  ])("'%s' is a thunderclap", (text) => {
    expect(flags({ age: 39 }, text)).toContain("thunderclap_onset");
  });
  it.each(["I take Ibuprom Max 2 tablets at once", "i take two pills at once when it starts"])("'%s' is a dose, not a sudden peak", (text) => {
    expect(yes("thunderclap", text)).toBe(false);
  });
  it.each([
    "hes been dozy all day, nodded off in his chair at lunch halfway through talking to me",
    "she keeps dropping off mid sentence",
  ])("'%s' is drowsiness", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it.each([
    "her mom says the day before she's not herself, cranky and yawning all day",
    "he's not himself the day before, grumpy and starving",
  ])("'%s' is a migraine's warning phase, not confusion", (text) => {
    expect(yes("confusion", text)).toBe(false);
  });
  it("'doctor said benign and he grow out of it' tells no daze and no spreading", () => {
    expect(facts("doctor that time said benign and he grow out of it")).toEqual([]);
  });
  it.each([
    "at netball she is missing the passes that come from the side",
    "at home she bumps into people in the passage on both sides",
  ])("'%s' is sight lost to the side", (text) => {
    expect(yes("vision_loss", text)).toBe(true);
  });
  it("a droopy lid since birth is no new deficit", () => {
    expect(flags({ age: 35 }, "the doctor wrote 'left ptosis' on the form", "The droopy left eyelid has been there since I was born, its in all my baby pictures", "migraines since I was 14, same as always")).not.toContain("neuro_deficit");
  });
  it("'i never headache before, i am 59' is a new headache after 50", () => {
    expect(flags({ age: 59 }, "my left eye and eyebrow very pain since tonight", "i never headache before, i am 59")).toContain("new_onset_over_50");
  });
  it("'never numb, no zigzag or lights before' denies an aura", () => {
    expect(denied("aura", "never had weakness, never numb, never problem to talk, no zigzag or lights before.")).toBe(true);
  });
  it("'no weak arm, talking fine, everything came back normal after the zigzag' keeps the zigzag", () => {
    expect(yes("aura", "no numb anything, no weak arm, talking fine, everything came back normal after the zigzag.")).toBe(true);
  });
  it("a red eye after a coughing fit, with no headache in it, is no cough headache", () => {
    expect(yes("cough_trigger", "white of my left eye went bright red after a coughing fit when I had covid.")).toBe(false);
  });
});

describe("a knock long past", () => {
  it("a child's knock 2 weeks ago, well after it, is not the cause of a headache with fever now", () => {
    expect(flags({ age: 6 }, "headache since this afternoon and fever 39.4", "2 weeks ago she knocked her head at the playground but she was ok after, small bump only")).not.toContain("post_trauma");
  });
  it("on a blood thinner the same knock still counts (a slow bleed)", () => {
    expect(flags({ age: 70 }, "on warfarin. headache for 3 days", "2 weeks ago i knocked my head on the cupboard but i was fine after")).toContain("post_trauma");
  });
  it("'a concussion at 9 off a trampoline, ct was normal, back to normal in a week' is long past", () => {
    expect(yes("head_trauma", "she did have a concussion at 9 off a trampoline, ct was normal, she was back to normal in a week or so.")).toBe(false);
  });
  it("'a fall at 9 this morning' is now", () => {
    expect(yes("head_trauma", "she had a fall at 9 this morning and hit her head")).toBe(true);
  });
});

describe("how the days and the medicines add up", () => {
  it.each([
    ["last week more worse than the week before", true],
    ["this week is even worse than last week", true],
  ])("'%s' is getting worse", (text, worse) => {
    expect(yes("progressive", text)).toBe(worse);
  });
  it("'in october it was most days. now ... every day' is getting worse; with no 'now' it is not", () => {
    expect(yes("progressive", "in october it was most days. now since about 2 weeks it is every day")).toBe(true);
    expect(yes("progressive", "in october it was most days, now its better")).toBe(false);
  });
  it("'2 times in month, every time 1-2 days ... so about 9 days' is 9 days a month, not a 9-day attack", () => {
    const text = "now about 2 times in month, every time 1-2 days, sometimes 3 times. so about 9 days";
    expect(value("headache_days", text)).toBe(9);
    expect(value("attack_hours", text)).not.toBe(216);
  });
  it("'with nurofen about an hour' is the treated length", () => {
    expect(value("attack_hours", "if she doesnt get nurofen it lasts 3-4 hours. with nurofen about an hour")).toBe(3);
  });
  it.each(["Retired florist, spend most days in the garden now", "i teach kids in the pool so cant exactly cancel all the time"])("'%s' is no count of headache days", (text) => {
    expect(value("headache_days", text)).toBeUndefined();
  });
  it("'my doctor says not take more than 2 in the week' is advice, not a count", () => {
    expect(value("headache_days", "my doctor says not take more than 2 in the week")).toBeUndefined();
  });
  it.each([["Citramon", "combination"], ["Pentalgin", "combination"], ["Spasmalgon", "combination"], ["Novalgin", "simple"], ["Etoricoxib", "simple"]])("%s is a %s painkiller", (name, tag) => {
    expect(facts(`${name} 8 days a month`).some((f) => f.key.startsWith("med:") && f.tag === tag)).toBe(true);
  });
});

// Round 78 (issue 13): trades' slang at work and older people's long messages.
describe("work and later life, in their own words", () => {
  it.each(["a slab fell from the hanging wall and hit my helmet", "a beam came down on my hard hat", "a rock dropped onto my head"])("'%s' is a head injury", (text) => {
    expect(yes("head_trauma", text)).toBe(true);
  });
  it.each(["the lads say I was out for a bit, maybe 1 or 2 minutes", "he was out for a minute or so"])("'%s' is a loss of consciousness", (text) => {
    expect(facts(text).some((f) => f.key === "loss_of_consciousness" && f.polarity !== "denied")).toBe(true);
  });
  it.each([
    "my wife says I am sleeping too much and talking slowly",
    "he asked me two times which day it is and he thinks we are still in Moshi",
  ])("'%s' is altered consciousness", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it("'soon as i stand up or sit up its like a vice ... lie flat and its gone in 15' is orthostatic", () => {
    expect(flags({ age: 47 }, "epidural injection for sciatica monday", "soon as i stand up or sit up its like a vice on the back of my head, about 10 min. lie flat on the floor and its gone in 15")).toContain("positional");
  });
  it("a form's question said back, then 'No, never any of those', denies what it listed", () => {
    const a = story({ age: 41 }, "migraine with aura since I was 20, same for 20 years", "The AME form asks 'any loss of consciousness, fits, weakness, numbness or speech problem'. No, never any of those.");
    expect(a.red_flags).toEqual([]);
  });
  it.each(["Lip was numb till evening on monday from the injection, after that normal", "after the filling my lip and chin were numb for a few hours"])("'%s' is the dentist's numbing", (text) => {
    expect(yes("numbness", text)).toBe(false);
  });
  it("'by half 6 im seeing stars and dead on my feet, thats just me being shattered' is tiredness", () => {
    expect(yes("visual_disturbance", "by half 6 im seeing stars and dead on my feet, thats just me being shattered")).toBe(false);
  });
  it.each(["dead on my feet most nights after the long leg", "knackered most days after work"])("'%s' is no count of headache days", (text) => {
    expect(value("headache_days", text)).toBeUndefined();
  });
  it.each(["I have never in my life been a man for headaches", "Never had much in the way of headaches"])("'%s' makes a headache now a new one", (text) => {
    expect(yes("new_headache", text)).toBe(true);
  });
  it("'I was on the switchboard at the hospital for 30 years' is a working life, not a headache history", () => {
    expect(yes("long_history", "I was on the switchboard at Morriston hospital for 30 years")).toBe(false);
  });
  it.each([
    "Back in 2022 they cut a melanoma off my back, so I had the immunotherapy for a year",
    "had a knee replacement in 2019",
  ])("'%s' dates another illness, not the headaches", (text) => {
    expect(value("history_months", text)).toBeUndefined();
  });
  it("'a prednisone pack for bronchitis in March, 5 days, nothing since then' is no suppressed immune system", () => {
    expect(yes("immunosuppressed", "I had a prednisone pack for bronchitis in March, 5 days, nothing since then")).toBe(false);
    expect(yes("immunosuppressed", "I'm on prednisolone 5mg every day")).toBe(true);
  });
  it("a stroke in 2020 and 'since then the left leg drags' is the old deficit", () => {
    expect(flags({ age: 79 }, "tight band since my forties, same as always", "I had a stroke in 2020. Since then the left leg drag a little and the left hand not so strong. Same today as last year")).not.toContain("neuro_deficit");
  });
  it("the form's 'stroke 2020 - left side weak' is an old deficit", () => {
    expect(flags({ age: 79, medical_history: { medical_conditions: ["stroke 2020 - left side weak"] } }, "tight band since my forties, same as always")).not.toContain("neuro_deficit");
  });
});
