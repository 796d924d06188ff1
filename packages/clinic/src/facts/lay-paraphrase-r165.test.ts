import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 165 of fresh cases (issue 13): time told by holidays and events;
// painkillers named by local brands and counted in strips and boxes; messages that mix English
// with another language.

describe("round 165", () => {
  it("'Past 3 weeks having headache, last time never had headache problem one' keeps its span", () => {
    expect(value("history_months", "Past 3 weeks having headache, last time never had headache problem one.")).toBe(0.7);
  });
  it("a span of another illness's treatment ('on methotrexate ... for 2 years') is no headache history", () => {
    expect(value("history_months", "got rheumatoid arthritis on methotrexate 15mg weekly and prednisolone 7.5mg daily for 2 years.")).toBeUndefined();
  });
  it("a new headache of 6 weeks is no medication-overuse headache, whatever the tablets", () => {
    const f = flags({ age: 57, sex: "female", headache_history: { age_onset: 16 }, medications: { acute: [{ name: "Parol", days_per_month: 30 }] } }, "Since 6 weeks there is new headache, every day, both sides and back of head. Not like her migraine.");
    expect(f).not.toContain("medication_overuse");
  });
  it("old migraines that 'hasn't had one in 25 years' have ceased", () => {
    expect(yes("headaches_ceased", "He used to get the migraines in his 40s and took Migril for them but hasn't had one in 25 years at least")).toBe(true);
  });
  it("'en 2021' dates a fall as long past in a mixed message", () => {
    const f = flags({ age: 36, sex: "male" }, "banda apretada in the afternoons, 8 to 10 days a month for two years", "Me caí del andamio en 2021 and hit my head, CT was fine, they sent me home same day.");
    expect(f).not.toContain("post_trauma");
  });
  it("'debout for like 20 min it comes on' is worse upright", () => {
    expect(yes("worse_upright", "Basically when I'm debout for like 20 min it comes on at the back of my head")).toBe(true);
  });
  it("'completely gone ... Like flipping a switch' is a relief, not an onset", () => {
    const f = flags({ age: 46, sex: "female" }, "She started me on indomethacin on the 12th and by the 14th it was completely gone, first time since October. Like flipping a switch");
    expect(f).not.toContain("thunderclap_onset");
  });
  it("'The first one was on our honeymoon' dates the first of many, no new headache", () => {
    expect(yes("new_headache", "The first one was on our honeymoon in Scarborough")).toBe(false);
    expect(yes("new_headache", "this is the first headache like this")).toBe(true);
  });
  it("'baby due boxing day' is a pregnancy now", () => {
    expect(yes("pregnant", "panadol useless, baby due boxing day")).toBe(true);
    const a = story({ age: 31, sex: "female" }, "headache since sunday, baby due boxing day", "my face puffy and today i keep seeing little sparkly lights, bp was 162/108 at the pharmacy");
    expect(a.urgency).toBe("emergency");
  });
  it("'e dey drag im left leg' is a weak leg", () => {
    expect(yes("weakness", "Also when e wan go toilet e dey drag im left leg, e no dey walk straight.")).toBe(true);
  });
});
