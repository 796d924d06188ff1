import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 117 of fresh cases (issue 13): pregnancy, birth and the menopause,
// work and its exposures, and pain told only in pictures.

describe("pre-eclampsia told among ordinary pregnancy complaints", () => {
  const said = [
    "pretty sure i caught the stomach bug my boys had this week. headache for 2 days now and heartburn thats not even touched by tums",
    "its more up under my ribs, right side kinda, like a tight band. worse tonight.",
    "oh and im 36 weeks lol forgot to say. third baby so i know the drill",
    "my phone screen keeps looking smudged. wiped it like 10 times and theres little shiny specks floating around.",
    "hubby said my face looks like i got stung by a bee this morning.",
  ];
  it("reads the weeks, the pain under the right ribs, the smudged screen and specks, and a face like a bee sting", () => {
    expect(yes("pregnant", said[2] ?? "")).toBe(true);
    expect(yes("ruq_pain", said[1] ?? "")).toBe(true);
    expect(yes("blurred_vision", said[3] ?? "")).toBe(true);
    expect(yes("visual_disturbance", said[3] ?? "")).toBe(true);
    expect(yes("swelling", said[4] ?? "")).toBe(true);
    expect(story({ age: 34, sex: "female" }, ...said).urgency).toBe("emergency");
    expect(yes("pregnant", "im 36 weeks into this job and knackered")).toBe(false);
  });
  it("an earlier normal reading ('at my first appt it was like 108/68') does not replace today's 144/96", () => {
    const a = story({ age: 29, sex: "female" }, "32 weeks w my first. headache since friday, dull but it just wont quit", "used the machine at walgreens today, 142/94. sat 5 min and did it again 144/96. at my first appt it was like 108/68");
    expect(a.urgency).toBe("emergency");
  });
  it("'less when i was pregnant' is a pregnancy gone by, and 'my wife's the one carrying' the partner's", () => {
    expect(yes("pregnant", "ive had migraines with aura since i was 16, about once a month, less when i was pregnant.")).toBe(false);
    expect(flags({ age: 33, sex: "female", chief_complaint: "migraine, we're 30 weeks pregnant and stressed" }, "sorry should say, not me!! my wife's the one carrying. the form asked about pregnancy and i just put us", "mine are the same as ever since i was 18")).not.toContain("pregnancy_postpartum");
  });
});

describe("a first aura in a migraineur", () => {
  it("'never ever with the zigzag thing before' at 18 weeks is a change to check", () => {
    const a = story({ age: 27, sex: "female" }, "im 18 weeks pregnant. had migraines since i was 15, one side throbbing, vomit, but never ever with the zigzag thing before", "twice in the last 2 weeks. starts as a little shimmery zigzag line near the middle of my vision and slowly gets bigger, takes about 20 mins, then it goes", "then my usual migraine comes on the right side");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
  });
  it("an aura told after 'never once had an aura' at 53 is a change of pattern", () => {
    const a = story({ age: 53, sex: "female" }, "ive had migraines since my twenties, left side throbbing, nausea, 3 or 4 a month. never once had an aura", "started HRT in august", "but in the last 3 weeks twice i got this shimmery zigzag thing, starts small next to the middle and spreads out to the right over about 20 min then disappears and my normal migraine comes");
    expect(a.red_flags.map((f) => f.code)).toEqual(["pattern_change"]);
    expect(a.red_flags[0]?.evidence.join(" ")).toContain("shimmery zigzag");
  });
});

describe("confusion in other words", () => {
  it("questions asked again, a baby called by another's name, asleep mid-talk", () => {
    expect(yes("confusion", "i write for my wife Ola. she ask me what day is it many times.")).toBe(true);
    expect(yes("confusion", "4 times in one hour she ask did she feed the baby, she just fed him.")).toBe(true);
    expect(yes("confusion", "i write for my wife Ola. she call the baby with the name of her sister dog and dont notice")).toBe(true);
    expect(yes("confusion", "i write for my wife Ola. she falls asleep in middle of talking.")).toBe(true);
    expect(yes("confusion", "typing for my dad hes 71. just now he called me gareth, thats my brother.")).toBe(true);
  });
  it("lost time and the same task done again ('i scanned the same pallet 3 times')", () => {
    expect(yes("confusion", "my lead found me just sitting on a pallet in aisle 14, i didnt know how long id been there.")).toBe(true);
    expect(yes("confusion", "i scanned the same pallet 3 times lol.")).toBe(true);
  });
});

describe("work and the weather", () => {
  it("propane forklifts with the doors shut, half the crew with headaches and better on days off: carbon monoxide", () => {
    expect(yes("fuel_appliance", "they swapped the electric lifts for propane ones in october")).toBe(true);
    expect(yes("electric", "they swapped the electric lifts for propane ones in october")).toBe(false);
    expect(yes("household_headache", "like half the guys on nights have headaches too")).toBe(true);
    const a = story({ age: 36 }, "headache every shift this week, fine on my days off", "like half the guys on nights have headaches too", "they swapped the electric lifts for propane ones in october and theyve kept the dock doors shut");
    expect(a.hazards?.map((h) => h.code)).toContain("carbon_monoxide");
  });
  it("lifting a 25kg sack as the pain struck is an exertional onset", () => {
    expect(yes("exertion_context", "i lifted a 25kg sack of flour up onto the mixer")).toBe(true);
  });
  it("'i feel hot all day but thats cause its 38 out there' is the weather", () => {
    expect(yes("fever", "i feel hot all day but thats cause its 38 out there mate")).toBe(false);
  });
  it("'no nurofen', then a count of days, counts the medicine taken, not the one refused", () => {
    expect(value("med:panadol", "i only take panadol, i have asthma so no nurofen. i put a P on the calendar every time, its 13 or 14 days a month")).toBe(13.5);
  });
  it("'its there all the time not just with a migraine', said of blurry screens, is no daily headache", () => {
    expect(value("headache_days", "screens are blurry. its there all the time not just with a migraine.")).toBeUndefined();
  });
});

describe("pain told in pictures", () => {
  it("'it came like a lightning strike ... BAM straight in the top of my head' is a sudden onset", () => {
    expect(yes("sudden_onset", "it came like a lightning strike.")).toBe(true);
    expect(yes("sudden_onset", "i was tuning, and BAM straight in the top of my head.")).toBe(true);
  });
  it("'my left eye went like an old telly losing the signal, all grey fuzz' is sight lost in one eye", () => {
    expect(yes("monocular_vision_loss", "yesterday teatime my left eye went like an old telly losing the signal, all grey fuzz, for about a minute then came back.")).toBe(true);
  });
  it("'her right arm went like a sack of wet sand', 'her mouth is hanging', 'words came out like scrabble tiles' are deficits", () => {
    expect(yes("weakness", "her right arm went like a sack of wet sand, dropped her mug of tea.")).toBe(true);
    expect(yes("weakness", "right side of her mouth is hanging a bit now")).toBe(true);
    expect(yes("speech", "her words came out like someone tipped a bag of scrabble tiles on the floor, all the wrong ones")).toBe(true);
  });
});
