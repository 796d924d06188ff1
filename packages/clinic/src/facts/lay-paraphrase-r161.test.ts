import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { user, yes } from "./reading.test-helpers.ts";

// Categories found by round 161 of fresh cases (issue 13): athletes and manual workers; women's
// health across life; people already seen by a doctor who quote what they were told.

describe("round 161", () => {
  it("a friend in the same closed space 'also has head pain', and 'outside ... is little bit better', point to carbon monoxide", () => {
    expect(yes("household_headache", "my friend Pawel also has head pain, he vomit and now he sleep in the van")).toBe(true);
    expect(yes("better_away", "outside for cigarette is little bit better")).toBe(true);
    const a = assess({ age: 47, sex: "male" }, user("hello i have big headache from around 11 oclock, at work", "we cut concrete floor in garage for a client, petrol saw and the wacker plate. door is down because is freezing outside", "my friend Pawel also has head pain, he vomit and now he sleep in the van"), { now: "2026-12-03T14:00:00Z" });
    expect((a.hazards ?? []).map((h) => h.code)).toContain("carbon_monoxide");
  });
  it("a usual migraine that 'kicked in monday' when 'its now friday' is status migrainosus", () => {
    const a = assess({ age: 29, sex: "male", chief_complaint: "migraine wont go away", headache_history: { age_onset: 15, duration_without_med: "12-24 hr", pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "photophobia"] } }, user("had my usual migraine kick in monday morning, the day after the race. its now friday and it still hasnt let go", "same as my normal ones, left side throbbing, cant stand light, spewing"), { now: "2026-12-11T00:30:00Z" });
    expect((a.hazards ?? []).map((h) => h.code)).toContain("status_migrainosus");
  });
  it("a gym supplement on the form's acute list counts no painkiller days", () => {
    const a = assess({ age: 31, sex: "female", medications: { acute: [{ name: "pre-workout (C4)", days_per_month: 30 }, { name: "sumatriptan", days_per_month: 3 }] } }, user("my migraines come at weekends"), { now: "2026-12-03T14:00:00Z" });
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
});
