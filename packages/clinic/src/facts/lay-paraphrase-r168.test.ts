import { describe, expect, it } from "vitest";
import { flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 168 of fresh cases (issue 13): short answers out of order; older adults
// with many conditions and medicines; primary headaches told in everyday measures of time.

describe("round 168", () => {
  it("the chin-to-chest test failed part way is a stiff neck", () => {
    expect(yes("neck_stiffness", "I asked him to put his chin down on his chest and he gets about halfway and says the back of his neck won't let him")).toBe(true);
    expect(yes("neck_stiffness", "he can only get his chin halfway to his chest")).toBe(true);
    expect(yes("neck_stiffness", "I can put my chin on my chest no problem")).toBe(false);
  });
  it("'Different from his usual' is a change of pattern; 'not different from my usual ones' is none", () => {
    expect(yes("pattern_change", "Different from his usual, his usual never lasted more than 1-2 hours")).toBe(true);
    expect(yes("pattern_change", "it's not different from my usual ones")).toBe(false);
  });
  it("an aura back after the attacks had stopped for years is a change to see a doctor about soon", () => {
    const f = flags(
      { age: 74, sex: "female" },
      "From about 22 until menopause I had classic migraines: a shimmering zigzag, then a one-sided throbbing headache",
      "After menopause they simply stopped. I have not had a single one in over 20 years",
      "In the last three weeks I've had four episodes of the very same shimmering zigzag, spreading over about 20 minutes and gone within half an hour.",
    );
    expect(f).toContain("pattern_change");
  });
  it("'first a couple of days a week, then ... most days' counts the later rate", () => {
    expect(value("headache_days", "It crept in, first a couple of days a week, then by about mid 2025 most days.")).toBe(20);
  });
  it("indomethacin sold as Indocap, 'From day 3 the whole thing is gone', is the headache's treatment, not overuse", () => {
    expect(yes("indomethacin_response", "10 days back he started Indocap (indomethacin) 25 three times daily. From day 3 the whole thing is gone, even the background.")).toBe(true);
  });
  it("'I never have zigzags or numbness before' denies a list; a single first stays a first", () => {
    expect(yes("numbness", "I never have zigzags or numbness before.")).toBe(false);
    expect(yes("numbness", "never had numbness or weakness before today")).toBe(true);
  });
  it("a cough's spike 'as long as a sneeze' then a dull ache for half an hour is no thunderclap", () => {
    const f = flags({ age: 46, sex: "female" }, "Migraines since my 20s. This is something new in the last fortnight", "Every time I cough, laugh hard or strain on the toilet, the back of my head bursts like a shaken pop can being opened.", "It's there in a second and the sharp part lasts about as long as a sneeze, then a dull ache for half an hour");
    expect(f).toContain("valsalva_precipitated");
    expect(f).not.toContain("thunderclap_onset");
  });
});
