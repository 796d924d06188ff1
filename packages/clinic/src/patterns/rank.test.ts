import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";

// ICHD-3 hierarchy cases found by simulated patients (CLINICAL.md "Apply ICHD-3's hierarchy").

const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
const lead = (...m: string[]) => assess(null, user(...m)).leading_pattern;
const status = (code: string, ...m: string[]) => assess(null, user(...m)).patterns.find((p) => p.ichd3 === code)?.status;

describe("hemicrania continua untried on indomethacin (ICHD-3 3.4, 3.5.4)", () => {
  const story = [
    "I'm 48. constant pain on the left side of my head that never goes away, for 9 months now, always the left",
    "it's a mild pressing background pain with flare-ups of stabbing pain a few times a day",
    "when it flares my left eye waters and goes red and my left nostril blocks, and I can't keep still",
    "no nausea, light bothers me a bit. never tried indomethacin",
  ];
  it("is probable and leads over chronic tension-type", () => {
    expect(status("3.4", ...story)).toBe("probable");
    expect(lead(...story)).toBe("3.4");
  });
  it("tension-type fails ICHD-3 2.x E on one-sided pain with autonomic signs", () => {
    const tth = assess(null, user(...story)).patterns.find((p) => p.ichd3 === "2.3");
    expect(tth?.criteria.find((c) => c.id === "2.3-E")?.met).toBe(false);
  });
});

describe("a cluster bout treated every day (ICHD-3 3.1 with 8.2)", () => {
  it("cluster leads and medication overuse follows", () => {
    const a = assess(null, user(
      "I'm 38. horrible pains round my right eye every night at 2am, they last 45 minutes to an hour",
      "my right eye waters and my nose runs on that side, I pace about",
      "it comes in bouts of 6 weeks every year then nothing for months, I've had 4 bouts",
      "I've had a headache every day for the last 5 months and I take co-codamol on 20 days a month",
    ));
    expect(a.leading_pattern).toBe("3.1");
  });
});

describe("aura is not tension-type (ICHD-3 2.x E)", () => {
  it("fails 2.2 E when the headaches come with a typical aura", () => {
    const a = assess(null, user("I get headaches 3 days a month with zigzag lines that spread over 20 minutes before, both sides, pressing, for years"));
    expect(a.patterns.find((p) => p.ichd3 === "2.2")?.criteria.find((c) => c.id === "2.2-E")?.met).toBe(false);
  });
});
