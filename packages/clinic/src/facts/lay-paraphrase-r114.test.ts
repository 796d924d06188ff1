import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 114 of fresh cases (issue 13): shift workers and travellers, parents
// typing about young children, and messages dictated by voice.

describe("onset told by what the person was doing", () => {
  it("'it was at full whack before I'd even sat up properly' is a sudden onset", () => {
    expect(yes("sudden_onset", "Head went at 0412z and it was at full whack before I'd even sat up properly.")).toBe(true);
    expect(flags({ age: 46 }, "Head went at 0412z and it was at full whack before I'd even sat up properly. Like a trigger being pulled at the back of my skull", "I do get jet lag heads but they're a dull thing that creeps up over the afternoon. this is nothing like those")).toContain("thunderclap_onset");
  });
});

describe("travel to a malaria area, told by the place", () => {
  it("'accra was 13 days ago, nightstop' and 'didnt take anything for malaria' are a trip there", () => {
    expect(yes("malaria_travel", "accra was 13 days ago, nightstop, 24 hrs on the ground")).toBe(true);
    expect(yes("malaria_travel", "didnt take anything for malaria, nobody does for one night lol")).toBe(true);
    expect(story({ age: 29 }, "temp was 39.4 an hour ago, had the most insane shaking fit under the duvet earlier, teeth chattering", "accra was 13 days ago, nightstop. didnt take anything for malaria").urgency).toBe("emergency");
  });
});

describe("sleepy after travel, drowsy after a knock", () => {
  it("'passed out on the couch ... 28 hrs of travel ... i was asleep' is sleep, not a loss of consciousness", () => {
    expect(yes("loss_of_consciousness", "wife wanted me to mention i passed out on the couch tuesday when i got home but thats just 28 hrs of travel from the rig lol i was asleep before kickoff.")).toBe(false);
    expect(yes("loss_of_consciousness", "she passed out on the kitchen floor")).toBe(true);
  });
  it("'awful dozy, i have to keep calling her name to get her to open her eyes' is drowsiness", () => {
    expect(yes("confusion", "shes awful dozy, i have to keep calling her name to get her to open her eyes")).toBe(true);
  });
  it("'keeps asking did i get hit ... asks again like its new' is new amnesia", () => {
    expect(yes("confusion", "she keeps asking did i get hit.")).toBe(true);
    expect(yes("confusion", "ive told her 4 or 5 times now and she asks again like its new")).toBe(true);
  });
  it("a knock at a clock time today, 'grand after', is today's knock, not a past one", () => {
    const said = ["im her nana, minding ella (8). a swing caught her on the left side of the head at the park around 3, big cry and a lump came up but she was grand after and ate her tea", "since 6 shes been sick 3 times and shes awful dozy, i have to keep calling her name to get her to open her eyes"];
    expect(flags({ age: 8 }, ...said)).toEqual(expect.arrayContaining(["post_trauma", "altered_consciousness"]));
    expect(yes("past_head_trauma", "at 7 when i fell off the wall and hit my head, i was fine after")).toBe(true);
  });
});

describe("whose words and whose relations", () => {
  it("'she started crying, said the back of my neck hurts' is the child's neck, and looking down at the belly button is the neck test", () => {
    expect(messageFact("neck_pain", "asked her to look down at her belly button and she started crying, said the back of my neck hurts when i do that.")?.about).toBe("third");
    expect(messageFact("neck_pain", "she asked me and i said my neck hurts")?.about).toBe("me");
    expect(yes("neck_stiffness", "she wont bend it just moves her eyes down")).toBe(true);
    expect(flags({ age: 6 }, "typing for my daughter poppy shes 6. temp 39.3 at 8 oclock", "asked her to look down at her belly button and she started crying, said the back of my neck hurts when i do that. she wont bend it just moves her eyes down")).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
  });
  it("'my sister says her kids had febrile seizures' is about the sister's children, not the child typed for", () => {
    expect(messageFact("seizure", "my sister says her kids had febrile seizures and its nothing to worry about")?.about).toBe("other");
    expect(flags({ age: 8 }, "my son jaxon is 8. yesterday his head started hurting", "my sister says her kids had febrile seizures and its nothing to worry about")).not.toContain("fever_systemic");
  });
});

describe("counts: turns to the present, one month, the bad days and a dose", () => {
  it("a past rate governs only what is told before the turn to now", () => {
    expect(value("headache_days", "i used to get them once a week but now its every day")).toBe(30);
    expect(story(null, "my headaches before were 3 or 4 a month since college but since summer last year its almost everyday").metrics.headache_days_per_month).toBeGreaterThan(20);
  });
  it("'october had 18 days with headache' is one month's count", () => {
    expect(value("headache_days", "i counted in my diary, october had 18 days with headache.")).toBe(18);
  });
  it("'maybe 5 or 6 a month are the proper left side pounding' counts the migraine days, not all of them", () => {
    const said = "counted on the calendar, 21 days last month. most are a dull thing across the front, maybe 5 or 6 a month are the proper left side pounding with the spews";
    expect(value("headache_days", said)).toBe(21);
    expect(value("migraine_days", said)).toBe(5.5);
  });
  it("'i take 2 about 15 days a month' after the medicine is named counts that medicine's days", () => {
    expect(value("med:panadeine", "the 30 on the form is the codeine in the panadeine forte not the days lol. i take 2 about 15 days a month")).toBe(15);
  });
  it("'3 times since july shes had these' is attacks that come again, so a recurring aura", () => {
    expect(yes("recurrent", "3 times since july shes had these")).toBe(true);
    const said = [
      "my daughter is 11. 3 times since july shes had these. first the words in her book go wiggly and theres a sparkly hole on the left side that gets bigger over about 10 mins, gone after 20 mins or so",
      "then pins and needles start in her left fingers and creep up her arm to the left side of her lip, about 15 mins, then it goes away completely",
      "then the headache comes behind her right eye, pounding, shes sick and wants the room dark",
    ];
    expect(flags({ age: 11 }, ...said)).not.toContain("neuro_deficit");
  });
});

describe("voice typing put right", () => {
  it("a misheard word put right after it is read as the word meant, and quoted as typed", () => {
    expect(yes("jaw_claudication", "Funny thing my Joe aches when I'm chewing I mean jaw, have to stop half way through a bit of steak and rest it")).toBe(true);
    const neck = facts("He can't bend his next forward says it pulls all the way down his back. neck I mean NECK").find((f) => f.key === "neck_stiffness");
    expect(neck?.polarity).toBe("affirmed");
    expect(neck?.evidence).toContain("his next forward");
    expect(yes("neck_stiffness", "see you at my next appointment. head i mean")).toBe(false);
  });
});
