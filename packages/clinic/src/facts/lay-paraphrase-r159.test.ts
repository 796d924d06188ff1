import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { repairWord } from "./spelling.ts";
import { facts, flags, story, user, yes } from "./reading.test-helpers.ts";

// Categories found by round 159 of fresh cases (issue 13): answers given out of order and stories
// full of numbers; headaches after events (falls, births, flights, crashes, travel); the senses and
// the body during a headache.

const ages = (...m: string[]) => facts(...m).filter((f) => f.key === "age" && f.polarity === "affirmed").map((f) => ({ v: f.value, about: f.about ?? "me" }));

describe("round 159", () => {
  it("a bare age after a relative is named is the relative's", () => {
    expect(ages("I'm 44 and these are new since spring.", "My mum had migraines too, she's 74 now")).toEqual(expect.arrayContaining([{ v: 44, about: "me" }]));
    expect(ages("I'm 44 and these are new since spring.", "My mum had migraines too, she's 74 now")).not.toContainEqual({ v: 74, about: "me" });
  });
  it("an age of long ago is no age now", () => {
    expect(ages("my dad had a stroke when he was young, like 25 years old").some((a) => a.about === "me" && a.v === 25)).toBe(false);
  });
  it("a relative's headaches told after the person's own story are family history", () => {
    const a = story({ age: 51, sex: "female" }, "I am 51, never had a headache problem, these began in October and are worse every week", "my sister (she is 47) has had migraines since she was a teen");
    expect(a.red_flags.map((f) => f.code)).toContain("new_onset_over_50");
  });
  it("'Hi this is his mam' hands the chat over to a carer", () => {
    const f = flags({ age: 15, sex: "male" }, "fell off my mates trampoline yesterday doing a backflip, landed on the back of my head", "today its just gotten worse and worse and ive spewed like 4 times", "Hi this is his mam. He is very sleepy, I had to shake him to get an answer and he has asked me three times what happened");
    expect(f).toEqual(expect.arrayContaining(["post_trauma", "altered_consciousness"]));
  });
  it("'worst pain, I bang my head on the wall' is no knock", () => {
    expect(yes("head_trauma", "worst pain of my life behind the eye every night, i bang my head on the wall")).toBe(false);
  });
  it("'droping' is dropping, not drooping", () => {
    expect(repairWord("droping")).toBe("dropping");
    expect(flags({ age: 66, sex: "male" }, "sorry for typos my right hand is not cooperating since yesterday, keep droping my coffee cup and cant button my shirt")).toContain("neuro_deficit");
  });
  it("'saw stars but got up' after a fall is the knock's daze, not a sight disturbance", () => {
    expect(yes("visual_disturbance", "fell off ladder, landed on the patio hit the back of my head. saw stars but got up")).toBe(false);
  });
  it("a bag that got lost is luggage, not a person lost", () => {
    expect(yes("confusion", "Problem is my bag with my sumatriptan got lost in Singapore lol.")).toBe(false);
    expect(yes("confusion", "he got lost driving home from the shop he has used for 20 years")).toBe(true);
  });
  it("a stiff neck listed among the usual forerunners the day before is the premonitory phase", () => {
    expect(yes("neck_stiffness", "The day before migraine I always know. I yawn and yawn. My neck is stiff and I go to toilet many times")).toBe(false);
    expect(yes("neck_stiffness", "My neck is stiff and I have a fever")).toBe(true);
  });
  it("'with my phone not key, very confused': 'not' swaps one word and stops at the comma", () => {
    expect(yes("confusion", "i try to open the car with my phone not key, very confused")).toBe(true);
    expect(yes("confusion", "i am not confused")).toBe(false);
  });
  it("'me flatmate' is my flatmate, the friend the form named", () => {
    const f = flags({ age: 23, sex: "male", chief_complaint: "my mate got punched, sore head, being sick" }, "me flatmate got lamped outside the club last night, went down and cracked his head off the pavement. he was out cold for maybe a minute");
    expect(f).toContain("post_trauma");
  });
  it("a trip back to hospital 'for nothing' denies nothing", () => {
    const a = assess({ age: 31, sex: "female" }, user("had my baby 8 days ago. headache started 4 days ago", "dont want to go back up the hospital for nothing with a newborn"), { now: "2026-12-10T09:00:00Z" });
    expect(a.facts.some((f) => f.key === "postpartum" && f.polarity === "denied")).toBe(false);
  });
  it("a crash dated over a year back, with the headache unchanged since, is for the neurologist", () => {
    const a = assess({ age: 47, sex: "female", chief_complaint: "daily headaches since car crash", headache_history: { age_onset: 46 }, medical_history: { medical_conditions: ["whiplash injury Oct 2025"] } }, user("I was in a car crash in October last year, whacked my head on the side window. CT was clear", "It's been the same for about a year now, not getting worse, nothing new"), { now: "2026-12-14T12:00:00Z" });
    expect(a.red_flags.map((f) => f.code)).not.toContain("post_trauma");
  });
  it("a flickering strip light is a trigger, not an aura", () => {
    expect(yes("aura", "Office strip light flicker = migraine start.")).toBe(false);
    expect(yes("aura", "I see a flickering zigzag then the pain comes")).toBe(true);
  });
});
