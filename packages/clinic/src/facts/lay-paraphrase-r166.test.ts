import { describe, expect, it } from "vitest";
import { flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 166 of fresh cases (issue 13): headaches around medicines started,
// stopped or changed; a tone that misleads (benign headaches told in catastrophising words, real
// dangers told flatly); records pasted from diary apps, notes and timelines.

describe("round 166", () => {
  it("'i swear theres a tumour in there' is a fear, not a cancer history", () => {
    const f = flags({ age: 38, sex: "male" }, "i swear theres a tumour in there the size of a golf ball, nothing else could feel this bad");
    expect(f).not.toContain("cancer_history");
    expect(flags({ age: 38, sex: "male" }, "they found a tumour in my bowel in 2022, had it removed")).toContain("cancer_history");
  });
  it("'something new happened 3 times' beside years of migraine is a change of pattern", () => {
    const f = flags({ age: 31, sex: "female" }, "I've had migraines since school, about 2 a month", "but the past 2 months something new happened 3 times. Before the headache starts I see a shimmering zigzag line");
    expect(f).toContain("pattern_change");
  });
  it("each side effect listed as why a medicine was stopped is past, not a deficit now", () => {
    const f = flags({ age: 41, sex: "female" }, "Topiramate I tried in 2025, stopped after 3 months because of tingling fingers and I could not find words.");
    expect(f).not.toContain("neuro_deficit");
    expect(flags({ age: 41, sex: "female" }, "I stopped the topiramate last year. Today I suddenly could not find words and my right hand went weak")).toContain("neuro_deficit");
    // A dropped cup is no stopped medicine: what comes after it is told now.
    expect(flags({ age: 79, sex: "male" }, "Today he dropped his cup of tea from his left hand and he keeps leaning to the left side in his chair")).toContain("neuro_deficit");
  });
  it("'went blind from the light' is light that cannot be borne, not lost sight", () => {
    expect(yes("vision_loss", "yesterday I literally went blind from the light, had to shut all the curtains")).toBe(false);
    expect(yes("photophobia", "yesterday I literally went blind from the light, had to shut all the curtains")).toBe(true);
    expect(yes("vision_loss", "this morning I went blind in my left eye for 5 minutes")).toBe(true);
  });
  it("'nothing between bouts' keeps the bouts, and the cluster's own drooping lid is no deficit", () => {
    expect(yes("bouts", "suma 6mg jab since the bout started 3 wks ago, nothing between bouts.")).toBe(true);
    const f = flags(
      { age: 36, sex: "male" },
      "cluster dx 2019, MRI clear. bout started 3 wks ago, nothing between bouts",
      "every night around 2am, R eye, 45 min, 1-2 a day. R eye streaming, nose blocked, pacing",
      "During the attack my R eyelid droops and the pupil looks smaller, my missus noticed.",
    );
    expect(f).not.toContain("neuro_deficit");
  });
  it("a dose before a dash is no range ('Ibuprofen 400 - 9 days')", () => {
    const m = "Acute meds: Sumatriptan 50mg - 11 days | Ibuprofen 400 - 9 days | days with any med: 18";
    expect(value("med:ibuprofen", m)).toBe(9);
    expect(value("med_any_days", m)).toBe(18);
    expect(value("med:ibuprofen", "ibuprofen 3-4 days a month")).toBe(3.5);
  });
  it("a record 'for last month' is the record's window, not the headaches' span", () => {
    expect(value("history_months", "My neurologist wants numbers so here is my app summary for last month:")).toBeUndefined();
    expect(value("history_months", "I've had them for the last month")).toBe(1);
  });
});
