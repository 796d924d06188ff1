import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 52 of fresh cases (issue 13): terse, voice-typed and rambling messages.

describe("terse and voice-typed messages", () => {
  it("'HEADACHE FOR MY MISSUS SHE HAD THE BABY 4 DAYS AGO' names the patient, and her BP 171 over 112 is an emergency", () => {
    const a = story({ age: 31, sex: "female" }, "HEADACHE FOR MY MISSUS SHE HAD THE BABY 4 DAYS AGO", "HER BP ON MY MUMS MACHINE 171 OVER 112 TOOK IT TWICE");
    expect(a.red_flags.map((f) => f.code)).toContain("pregnancy_postpartum");
    expect(a.urgency).toBe("emergency");
  });
  it.each(["get sig sags in my vision first then a thumping head ache", "zick zacks in my eyes then the headache"])("%s is a visual aura", (text) => {
    expect(yes("aura", text)).toBe(true);
  });
  it("'36 point 9' is 36.9, no fever", () => {
    expect(yes("fever", "me no temperature 36 point 9 last checked")).toBe(false);
  });
  it("'both sides pressure no droopy face nothin' keeps the pressure and denies the droop", () => {
    const f = facts("mine is both sides pressure no droopy face nothin");
    expect(f.find((x) => x.key === "pressing")?.polarity).toBe("affirmed");
    expect(f.find((x) => x.key === "weakness")?.polarity).toBe("denied");
  });
  it("'neck was stiff yday ... its fine now chin touches my chest' is no meningism", () => {
    expect(flags({ age: 24 }, "head ache both sides like pressure", "neck was stiff yday from sleepin on my mates couch its fine now chin touches my chest")).not.toContain("meningism");
  });
  it("'all three kids had a fever this week now i got a head ache' is the kids' fever", () => {
    expect(flags({ age: 43 }, "all three kids had a fever this week now i got a head ache")).not.toContain("fever_systemic");
  });
});

describe("rambling messages: the fact in the middle, the dates of other things", () => {
  it("'within seconds it was full' after 'like someone hit with a hammer' is a thunderclap", () => {
    expect(flags({ age: 46 }, "suddenly I got a terrible headache behind both eyes, like someone hit with a hammer, within seconds it was full.")).toContain("thunderclap_onset");
  });
  it("'When I sit up to feed her ... within about 10 minutes it's a horrible pressure ... lie flat it's nearly gone' is positional", () => {
    expect(flags({ age: 31 }, "When I sit up to feed her or stand to change a nappy, within about 10 minutes it's a horrible pressure at the back of my head, and if I lie flat it's nearly gone in 15 minutes.")).toContain("positional");
  });
  it("'a kidney infection in September with a temperature but I'm fine now' is a past fever", () => {
    expect(flags({ age: 43 }, "tight cap headaches 4 to 6 days a month for years", "I had a kidney infection in September with a temperature but I'm fine now.")).not.toContain("fever_systemic");
  });
  it("'The wife's uncle had a brain aneurysm at 55' is not the typist's age", () => {
    expect(story({ age: 52 }, "The wife's uncle Trevor had a brain aneurysm at 55 and she reckons a sudden headache is the big one.").facts.find((f) => f.key === "age")?.value).toBe(52);
  });
  it("a stab from an ice cream, '20 seconds and gone', is no thunderclap", () => {
    expect(flags({ age: 52 }, "I smashed a Golden Gaytime and straight away got a stabbing pain in my forehead, full on within a couple of seconds.", "Did it again this morning with a frozen Coke, 20 seconds and gone.", "I don't get headaches, maybe one after a big night.")).not.toContain("thunderclap_onset");
  });
  it("'I don't get headaches, maybe one after a big night' is no new headache", () => {
    expect(yes("new_headache", "For the record I don't get headaches, maybe one after a big night")).toBe(false);
  });
  it("a fall dated 'in April 2025 ... a year and a half ago' dates the fall, and headaches since the week before Halloween getting more often are progressive", () => {
    const a = story({ age: 7 }, "My son is 7. Since around the week before Halloween he's been waking up with headaches and throwing up. At first it was once or twice a week but now it's almost every morning.", "He fell off the monkey bars at school in April 2025 and got a bump on his head and he was fine, that was like a year and a half ago.", "But it's getting more often, not less.");
    expect(a.red_flags.map((f) => f.code)).toContain("progressive");
    expect(value("history_months", "Since around the week before Halloween he's been waking up with headaches")).toBeLessThan(2);
  });
});

describe("whose story, and a tie between migraine and tension-type", () => {
  it("'I am Nani of Vihaan, he is 7' writes for the grandchild: his vomiting is his", () => {
    const a = story({ age: 7 }, "Namaste, I am Nani of Vihaan, he is 7 years.", "He becomes very pale and wants to lie in the dark room. Sometimes he vomits one time.");
    expect(a.facts.find((f) => f.key === "vomiting")?.polarity).toBe("affirmed");
  });
  it("a tie goes to the family whose features were told: 'like a tight hat' leans tension-type", () => {
    const a = story({ age: 62, sex: "female" }, "head ache today like a tight hat", "had them since my twenties same as always nothing new", "every couple of months maybe lasts an afternoon", "two panadol sorts it");
    expect(a.leading_pattern).toMatch(/^2\./);
  });
});
