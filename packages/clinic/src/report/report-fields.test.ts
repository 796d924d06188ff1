import { describe, expect, it } from "vitest";
import { buildReport } from "./build-report.ts";

// The report JSON's attack profile, onset, frequency, excluded patterns, medicine table and
// readable evidence (issue 16), each value with where it came from.

const intake = {
  age: 39, sex: "female",
  headache_history: {
    age_onset: 16, moderate_days: 10, severe_days: 8, sidedness: "right", pain_characteristics: ["throbbing"], duration_without_med: "4-72 hr",
    assoc_symptoms: ["nausea", "photophobia", "phonophobia"], aura_symptoms: ["none"],
  },
  medications: {
    acute: [{ name: "Sumatriptan 50mg", days_per_month: 8, efficacy: "helps a lot", dates_taken: { start: "2022" } }, { name: "ibuprofen", days_per_month: 6 }],
    preventative: [{ name: "propranolol", efficacy: "no help", dates_taken: { start: "2021", end: "2022" } }],
    current: [{ name: "levothyroxine" }],
  },
};
const messages = [
  { role: "user", content: "My migraines are getting more frequent. I take Imitrex about 12 days a month now and I vomit with the bad ones. I tried amitriptyline too." },
  { role: "assistant", content: "Does everyday activity make it worse?", questionId: "activity_worse", slots: ["activity_worse"], choices: [{ id: "activity_worse:yes", label: "Yes" }, { id: "activity_worse:no", label: "No" }] },
  { role: "user", content: "Yes", answer: { questionId: "activity_worse", choiceIds: ["activity_worse:yes"] } },
  { role: "assistant", content: "How fast does it build up?", questionId: "time_to_peak", slots: ["time_to_peak"], choices: [{ id: "time_to_peak:hours", label: "Over hours" }] },
  { role: "user", content: "Over hours", answer: { questionId: "time_to_peak", choiceIds: ["time_to_peak:hours"] } },
];
const report = buildReport({ conversationId: "c1", intake, messages, generatedAt: "2026-01-01T00:00:00.000Z" });

describe("attack profile, onset and frequency", () => {
  it("reads each value from the facts with its source", () => {
    const ap = report.attack_profile;
    expect(ap.duration).toEqual({ value: "4-72 hours", source: ["intake"] });
    expect(ap.side).toEqual({ value: "one side (right)", source: ["intake"] });
    expect(ap.character).toEqual({ value: "throbbing", source: ["intake"] });
    expect(ap.associated?.value).toBe("nausea, vomiting, light sensitivity, noise sensitivity; not smell sensitivity");
    expect(ap.associated?.source).toEqual(["intake", "chat"]);
    expect(ap.aura).toEqual({ value: "no", source: ["intake"] });
    expect(ap.activity_worse).toEqual({ value: "yes, worse with routine activity", source: ["answer"] });
    // A tapped chip is shown in the words the person saw.
    expect(ap.time_to_peak).toEqual({ value: "Over hours", source: ["answer"] });
    expect(ap.autonomic).toBeNull();
  });

  it("dates the onset and counts days as the metrics do", () => {
    expect(report.onset.began).toEqual({ value: "at age 16 (about 23 years ago)", source: ["intake"] });
    expect(report.frequency.headache_days_per_month).toEqual({ value: "18 days a month", source: ["intake"], days: 18 });
    expect(report.frequency.headache_days_per_month?.days).toBe(report.metrics.headache_days_per_month);
    expect(report.frequency.attacks_per_day).toBeNull();
  });

  it("reads side-locked, autonomic signs, aura features and the course from chips", () => {
    const chips = (slot: string, ids: string[], label = "x") => [
      { role: "assistant", content: `${slot}?`, questionId: slot, slots: [slot], choices: ids.map((id) => ({ id, label })) },
      { role: "user", content: label, answer: { questionId: slot, choiceIds: ids } },
    ];
    const r = buildReport({
      conversationId: "c2", generatedAt: "2026-01-01T00:00:00.000Z", intake: { age: 30 },
      messages: [
        { role: "user", content: "bad headaches" },
        ...chips("side", ["side:alternating"]), ...chips("autonomic", ["autonomic:lacrimation", "autonomic:ptosis"]),
        ...chips("aura", ["aura:yes"]), ...chips("aura_features", ["aura_features:spreads_over_5_min", "aura_features:headache_within_60_min"]),
        ...chips("course", ["course:changed"]), ...chips("attacks_per_day", ["attacks_per_day:2_5"]),
      ],
    });
    expect(r.attack_profile.side).toEqual({ value: "one side at a time, the side changes", source: ["answer"] });
    expect(r.attack_profile.side_locked).toEqual({ value: "the side changes", source: ["answer"] });
    expect(r.attack_profile.autonomic?.value).toBe("tearing eye, drooping eyelid");
    expect(r.attack_profile.aura?.value).toBe("yes");
    expect(r.attack_profile.aura_features?.value).toBe("spreads gradually over 5 minutes or more, headache within 60 minutes");
    expect(r.onset.course).toEqual({ value: "changed from the usual", source: ["answer"] });
    expect(r.frequency.attacks_per_day).toMatchObject({ value: "2-5 a day", low: 2, high: 5 });
  });
});

describe("excluded patterns", () => {
  it("keeps them with a short human reason", () => {
    const byCode = new Map(report.excluded.map((x) => [x.ichd3, x.reason]));
    expect(byCode.get("1.2")).toBe("no aura");
    expect(byCode.get("3.1")).toBe("attacks last 4-72 hours");
    expect(byCode.get("2.2")).toBe("headache on about 18 days a month");
    expect(report.patterns.some((p) => p.status === "excluded")).toBe(false);
    for (const x of report.excluded) expect(x.reason).not.toMatch(/_|\.[a-z]/);
  });

  it("says 'vomiting with attacks' when that rules out tension-type", () => {
    const r = buildReport({
      conversationId: "c3", generatedAt: "2026-01-01T00:00:00.000Z",
      intake: { age: 30, headache_history: { mild_days: 4, sidedness: "both", pain_characteristics: ["pressing"], duration_without_med: "6 hr", assoc_symptoms: ["vomiting"] } },
      messages: [],
    });
    // Not met on D, the rest open: still "possible" in ICHD-3 terms, listed with the reason against it.
    expect(r.patterns.find((p) => p.ichd3 === "2.2")).toMatchObject({ status: "possible", against: "vomiting with attacks" });
    expect(r.excluded.find((x) => x.ichd3 === "2.1")?.reason).toBe("headache on about 4 days a month");
    expect(r.excluded.find((x) => x.ichd3 === "3.1")?.reason).toBe("pain on both sides");
  });
});

describe("medicine table", () => {
  it("lists each headache medicine once, with the days the overuse count uses", () => {
    expect(report.medicines).toEqual([
      { name: "Sumatriptan 50mg", class: "triptan", days_per_month: 12, effect: "helps a lot", started: "2022", stopped: null, kind: "acute", source: ["intake", "chat"] },
      { name: "ibuprofen", class: "simple", days_per_month: 6, effect: null, started: null, stopped: null, kind: "acute", source: ["intake"] },
      { name: "propranolol", class: null, days_per_month: null, effect: "no help", started: "2021", stopped: "2022", kind: "preventive", source: ["intake"] },
      { name: "amitriptyline", class: null, days_per_month: null, effect: null, started: null, stopped: null, kind: "preventive", source: ["chat"] },
    ]);
    expect(report.metrics.acute_medication_days_per_month).toEqual({ triptan: 12, simple: 6 });
  });

  it("names an answer's class when no medicine was named, and keeps MIDAS and the impact answer", () => {
    const r = buildReport({
      conversationId: "c4", generatedAt: "2026-01-01T00:00:00.000Z",
      intake: { age: 40, midas: [2, 3, 1, 4, 2] },
      messages: [
        { role: "user", content: "headaches" },
        { role: "assistant", content: "Days with medicine?", questionId: "acute_med_days", slots: ["acute_med_days"] },
        { role: "user", content: "about 9 days" },
        { role: "assistant", content: "Days missed?", questionId: "missed_days_3m", slots: ["missed_days_3m"], choices: [{ id: "missed_days_3m:6_10", label: "6-10 days" }] },
        { role: "user", content: "6-10 days", answer: { questionId: "missed_days_3m", choiceIds: ["missed_days_3m:6_10"] } },
      ],
    });
    expect(r.medicines).toEqual([{ name: "Acute medicine (name not given)", class: "unspecified", days_per_month: 9, effect: null, started: null, stopped: null, kind: "acute", source: ["answer"] }]);
    expect(r.metrics.midas).toEqual({ score: 12, grade: "III" });
    expect(r.metrics.missed_days_3m).toBe(8);
  });
});

describe("readable evidence", () => {
  it("never quotes a field path; quotes chat verbatim with the person's message number", () => {
    const all = [...report.patterns.flatMap((p) => p.criteria.map((c) => c.evidence)), ...report.red_flags.flatMap((f) => f.evidence)];
    for (const e of all) expect(e).not.toMatch(/\b[a-z]+_[a-z_]+\b|headache_history|intake [a-z]/);
    expect(all.some((e) => e.includes("Intake: moderate days per month: 10"))).toBe(true);
    expect(all.some((e) => e.includes('Chat (their message 1): "I take Imitrex about 12 days a month now and I vomit with the bad ones."'))).toBe(true);
    expect(all.some((e) => e.includes('Answer (their message 2): "Yes" to "'))).toBe(true);
  });
});
