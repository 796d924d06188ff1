import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import { normalizeText } from "./normalize.ts";
import { facts, flags, user, value, yes } from "./reading.test-helpers.ts";

const story = (intake: unknown, ...m: string[]) => assess(intake, user(...m), { now: "2026-11-27T12:00:00Z" });

// Categories found by rounds 38 and 39 of fresh cases (issue 13), each with speakers of its own.

describe("a thunderclap told with understatement or in a second language", () => {
  it.each([
    "it went from nothing to the worst i've had in my whole life in the time it took to close the fridge",
    "the pain come like a hammer, one second and it is full",
    "from absolutely nothing to agony in a split second",
  ])("%s", (text) => {
    expect(yes("thunderclap", text)).toBe(true);
  });
  it("'the most pain in her life' is the worst headache ever", () => {
    expect(yes("worst_ever", "she say it is the most pain in her life")).toBe(true);
  });
});

describe("altered consciousness told as a funny turn", () => {
  it.each(["I wasn't quite with it for a bit", "my mate says I kept asking him what day it was", "I honestly don't remember that part"])("%s", (text) => {
    expect(yes("confusion", text)).toBe(true);
  });
  it("'I don't remember what happened to my tablets' is no memory gap", () => {
    expect(yes("confusion", "I don't remember what happened to my old tablets")).toBe(false);
  });
  it("'I nearly passed out from the pain' is not a loss of consciousness", () => {
    expect(yes("loss_of_consciousness", "the wife says I nearly passed out from the pain")).toBe(false);
  });
});

describe("Valsalva at stool and a blow at work", () => {
  it("pushing hard when constipated and the back of the head hurting is exertional", () => {
    expect(flags({ age: 52, sex: "male" }, "when I push hard on the toilet because I'm constipated the back of my head starts to hurt, pressure growing")).toContain("valsalva_precipitated");
  });
  it("'the gate caught me a right belt on the side of the head' is a head injury", () => {
    expect(yes("head_trauma", "the gate swung and caught me a right belt on the side of the head")).toBe(true);
  });
  it("a knock at a game last year, checked and fine, is over", () => {
    expect(flags({ age: 15, sex: "male" }, "he gets migraines twice a month", "he did get a knock to the head at a game in 2025, we had him checked out and he was fine")).not.toContain("post_trauma");
  });
});

describe("when the present pattern began", () => {
  it("a change six weeks ago makes medicine days at the new rate too recent for overuse", () => {
    const a = assess(
      { age: 44, sex: "female", medications: { acute: [{ name: "sumatriptan", days_per_month: 6 }, { name: "paracetamol", days_per_month: 8 }] } },
      user("migraines since I was 15, once or twice a month", "Since about mid October it's different, a pressure headache most days now"),
      { now: "2026-11-27T12:00:00Z" },
    );
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
    expect(a.red_flags.map((f) => f.code)).toContain("pattern_change");
  });
  it("'last month it start' dates a new headache", () => {
    expect(value("history_months", "Last month it start, mild only")).toBe(1);
  });
  it("'3 years ago I had colon cancer' is no headache history", () => {
    expect(value("history_months", "3 years ago I had colon cancer, operation and chemo")).toBeUndefined();
  });
  it("a Bell's palsy's couple of months is no headache history", () => {
    expect(value("history_months", "I had bells palsy in 2015, my face drooped for a couple months")).toBeUndefined();
  });
});

describe("Scots and other ways of saying most days", () => {
  it("'3 oot o 4 days' and 'mair days than no'", () => {
    expect(normalizeText("mair days than no, 3 oot o 4 days")).toBe("more days than not, 3 out of 4 days");
    expect(value("headache_days", "it's there mair days than no, has been for years")).toBeGreaterThanOrEqual(15);
  });
  it("'more days than not' is no denial of what follows", () => {
    expect(yes("long_history", "it's there more days than not, has been for years")).toBe(true);
  });
  it("'only few days in month head is clear' counts the other days", () => {
    expect(value("headache_days", "only few days in month head is clear")).toBeGreaterThanOrEqual(25);
  });
});

describe("who the typist writes for, in other Englishes", () => {
  it.each([
    ["i type for my coworker Hoa, she is 44", "coworker"],
    ["I am wife, I write for my husband Dmitri, 45 years", "husband"],
  ])("%s", (text, relation) => {
    expect(facts(text).find((f) => f.key === "typist")?.tag).toBe(relation);
  });
  it("a relation named, then 'She is 66', is the patient", () => {
    const a = story({ age: 66, sex: "female" }, "I am in Leeds, my ammi is in Karachi, I am on video with her now. She is 66", "20 minutes ago the right side of her mouth is going down, when she smiles only one side smiles");
    expect(a.urgency).toBe("emergency");
  });
  it("'her words are coming wrong, saying pani when she means phone' is a speech problem", () => {
    expect(yes("speech", "her words are coming wrong")).toBe(true);
    expect(yes("speech", "she is saying pani when she means phone")).toBe(true);
  });
});

describe("meningism and fever in second-language words", () => {
  it.each(["my neck is like wood", "I try to put my chin to my chest and I cannot, it stop in the middle"])("%s", (text) => {
    expect(yes("neck_stiffness", text)).toBe(true);
  });
  it("'38,9' is a temperature", () => {
    expect(yes("fever", "temperature with the thermometer 38,9")).toBe(true);
  });
});

describe("raised pressure told by what the eyes and ears do", () => {
  it("'when I stand up the vision go completely black like a TV off' is an obscuration", () => {
    expect(yes("visual_obscuration", "when I bend and stand up the vision go completely black like a TV off, 2 seconds")).toBe(true);
  });
  it("'I hear my heart inside my ears' is pulsatile tinnitus", () => {
    expect(yes("pulsatile_tinnitus", "at night I hear my heart inside my ears, shhh shhh")).toBe(true);
  });
});

describe("the past told in the present tense", () => {
  it("a febrile convulsion at 6, and what the doctor said then, is history", () => {
    expect(flags({ age: 26, sex: "female" }, "When I am 6 years I have a convulsion with very high fever. Doctor say it is febrile, from fever, normal for kids. Never again")).not.toContain("fever_systemic");
  });
  it("chemo that 'finish in 2024' is over", () => {
    expect(yes("immunosuppressed", "they operate and I do chemo 6 months, finish in 2024")).toBe(false);
  });
  it("'every week more strong' is progressive", () => {
    expect(yes("progressive", "but this is different: every week more strong")).toBe(true);
  });
  it("'when I was pregnant the migraine go away' is a past pregnancy", () => {
    expect(yes("pregnant", "when I was pregnant the migraine go away totally")).toBe(false);
  });
  it("a bump during a cluster bout, the attacks 'exactly same as before the bump', caused nothing", () => {
    expect(flags({ age: 38, sex: "male" }, "every spring I get a bout of right eye attacks, this one started on 10th Feb", "on 26/2 I hit my head on the shop shutter, small bump", "the attacks are exactly same as before the bump")).not.toContain("post_trauma");
  });
});
