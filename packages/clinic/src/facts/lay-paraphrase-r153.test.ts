import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 153 of fresh cases (issue 13): people writing for someone else; denials
// told in many ways; headaches tied to the body's other systems and life stages.

describe("round 153", () => {
  it("a headache that slowly got worse since this morning, or since this afternoon, is one attack's build", () => {
    expect(yes("progressive", "Started this morning around 9 after I woke up, slowly got worse")).toBe(false);
    expect(yes("progressive", "headache since this afternoon getting worse and worse")).toBe(false);
    expect(yes("progressive", "headaches started in march, slowly getting worse every week")).toBe(true);
  });
  it("attacks that recur are a new headache's own, not a change of an older pattern", () => {
    const intake = { age: 38, sex: "female", headache_history: { age_onset: 38 } };
    expect(flags(intake, "For about 4 months I get sudden stabbing pain in the left eye, each time 10 to 20 minutes", "It comes many times in a day, 10-12 times", "Never had headache like this before. I am 38")).not.toContain("pattern_change");
    expect(flags({ age: 30, sex: "female" }, "I get migraines a few times a year since I was 15", "this one has been going 3 weeks and I never had a headache like this before")).toContain("pattern_change");
  });
  it("a cough denied as what starts the headache leaves a worsening only", () => {
    expect(flags({ age: 15, sex: "female" }, "it gets way worse when i bend down or cough or go up the stairs. coughing doesnt start it tho, it was already there")).not.toContain("valsalva_precipitated");
  });
  it("a list answered 'none of the above', and 'not worse than before, about the same', deny only what they deny", () => {
    expect(yes("nausea", "Nausea, light, noise, seeing things - none of the above.")).toBe(false);
    expect(yes("unchanged", "Not worse than before, about the same for years now")).toBe(true);
    expect(yes("progressive", "Not worse than before, about the same for years now")).toBe(false);
  });
  it("a shiver that comes with every usual attack, with a normal reading, is no fever", () => {
    expect(flags({ age: 33, sex: "female" }, "day 2 of my period and I've got my usual period migraine", "feel hot and shivery but I've checked and it's 36.9 so not a temperature. I always get a bit shivery with these")).not.toContain("fever_systemic");
  });
  it("the writer's own state, medicines and apology are not the patient's", () => {
    const forHusband = "G'day, doing this for my husband Trev, he's 61. He's never been one for headaches but about 5 weeks ago he started getting them";
    expect(flags({ age: 61, sex: "male" }, forHusband, "Sorry I'm all over the place, I'm 3 weeks out from my hip replacement and on the Endone myself")).not.toContain("altered_consciousness");
    expect(flags({ age: 68, sex: "female" }, "I am writing on behalf of my mum who is 68, she has had headache almost every day for many years", "She takes paracetamol maybe 5 or 6 days a month. I also get migraines myself and I take a lot of naproxen, nearly every day")).not.toContain("medication_overuse");
    expect(flags({ age: 40, sex: "female" }, "i get migraines and i take a lot of naproxen, nearly every day, for over a year")).toContain("medication_overuse");
  });
  it("a witness's fear of a fit put right in the same breath is no seizure", () => {
    expect(story({ age: 38, sex: "male" }, "I write for my husband, he has cluster headaches", "Tonight I was really scared, I thought it is a fit, a convulsion, but he was awake and talking to me, he just cannot stay still").urgency).toBe("routine");
  });
  it("blur after hours of reading that rubbing the eyes clears is the eyes' surface", () => {
    expect(flags({ age: 21, sex: "female" }, "sometimes she says her vision goes blurry but that's after reading for like 6 hours straight, she rubs her eyes and blinks and it's fine")).not.toContain("papilledema_visual");
  });
  it("'but today something different' sets today's attack apart from the usual aura", () => {
    expect(yes("pattern_change", "hi i have migrane with aura since teenager but today something different, my right hand is like dead")).toBe(true);
  });
  it("a baby's age in months, and one attack of days, make no history and no daily headache", () => {
    const a = story({ age: 31, sex: "female", headache_history: { age_onset: 14, duration_without_med: "1 day" }, menstrual_hormonal_history: "baby 4.5 months, breastfeeding" }, "I've had a migraine since Sunday morning and it's now Thursday and it has not gone away once. Normally I'm fine after a day", "It's my normal migraine, left side throbbing, I've been sick loads", "my baby is 4 and a half months and I'm still breastfeeding");
    expect(a.metrics.headache_days_per_month).toBeNull();
    expect(a.leading_pattern).toBe("1.1");
  });
  it("a muddle during a low sugar put right with sugar, and a tired sleeper's nap while waiting, are no altered consciousness", () => {
    expect(flags({ age: 26, sex: "female" }, "ive had migraines since i was 15", "last week on nights i dropped to 2.6 at 4am, i was sweaty and shaky and honestly muddled, my colleague made me have lucozade. came right in 15 mins")).not.toContain("altered_consciousness");
    expect(flags({ age: 57, sex: "male" }, "the wife says i stop breathing then gasp. im knackered all day, nodded off in a layby twice last week waiting to tip")).not.toContain("altered_consciousness");
  });
  it("'same like always' and 'the same type of migraine' tell the usual headache unchanged", () => {
    expect(yes("unchanged", "It comes slowly over one hour or so, same like always")).toBe(true);
    expect(yes("unchanged", "It is the same type of migraine, right side throbbing")).toBe(true);
    expect(yes("unchanged", "my eyesight is same like before")).toBe(false);
  });
  it("a fever on carbimazole is an emergency (agranulocytosis)", () => {
    const a = story({ age: 38, sex: "female", medications: { current: ["carbimazole 20mg"] } }, "banging head since yesterday and a proper sore throat, temp was 39.1 just now");
    expect(a.red_flags.map((f) => f.code)).toContain("immunosuppression");
    expect(a.urgency).toBe("emergency");
  });
  it("'this isn't like those' of headaches long over is no change of pattern", () => {
    expect(yes("pattern_change", "had a migraine or two as a teenager but nothing since and this isn't like those anyway.")).toBe(false);
  });
});
