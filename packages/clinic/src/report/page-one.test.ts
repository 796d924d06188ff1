import { ReportSchema } from "@hg/shared/report";
import { evidenceText, medicines, pageOne } from "@hg/shared/report-view";
import { rawKeys, unsourcedNumbers } from "@hg/shared/report-view-fixtures";
import { describe, expect, it } from "vitest";
import { buildReport } from "./build-report.ts";

// Page one laid out from a report the engine just made: it reads the engine's attack profile,
// onset, excluded patterns and medicine table, and its text holds no raw key and no number
// the JSON does not hold.

const made = buildReport({
  conversationId: "c1", generatedAt: "2026-01-01T00:00:00.000Z",
  intake: {
    age: 34, sex: "female",
    headache_history: { age_onset: 20, mild_days: 4, sidedness: "both", pain_characteristics: ["pressing"], duration_without_med: "6 hr", assoc_symptoms: ["vomiting"], pain_locations: ["behind_eye"] },
    medications: { acute: [{ name: "Panadol", days_per_month: 4, efficacy: "some" }], prior: [{ name: "topiramate" }] },
  },
  messages: [
    { role: "user", content: "Band-like headaches, I sometimes Vomit. I take paracetamol." },
    { role: "assistant", content: "Are they always on the same side?", questionId: "side_locked", slots: ["side_locked"], choices: [{ id: "side_locked:no", label: "No" }] },
    { role: "user", content: "No", answer: { questionId: "side_locked", choiceIds: ["side_locked:no"] } },
  ],
});
const report = ReportSchema.parse(JSON.parse(JSON.stringify(made)));
const page = pageOne(report);
const row = (label: string) => page.attack.find((r) => r.label === label)?.value;

describe("page one from the engine's fields", () => {
  it("shows the attack profile and onset with their sources", () => {
    expect(row("Duration untreated")).toBe("6 hours (form)");
    // Told on the form and again in chat ("band-like"): the latest statement is the one shown.
    expect(row("Side")).toBe("both sides (chat)");
    expect(row("With it")).toBe("vomiting; not nausea, not light sensitivity, not noise sensitivity, not smell sensitivity (form, chat)");
    expect(page.sinceWhen[0]).toEqual({ label: "Began", value: "at age 20 (about 14 years ago) (form)" });
  });

  it("lists patterns that do not fit with the engine's reason", () => {
    const reasons = new Map(page.patterns.ruledOut.map((r) => [r.code, r.reason]));
    expect(reasons.get("2.1")).toBe("headache on about 4 days a month");
    expect(reasons.get("3.1")).toBe("pain on both sides");
  });

  it("lists a medicine named on the form and in chat once, and one taken before as stopped", () => {
    const rows = medicines(report);
    expect(rows.map((m) => [m.name, m.group, m.daysPerMonth, m.source, m.end])).toEqual([
      ["Panadol", "acute", 4, "form, chat", null],
      ["topiramate", "preventative", null, "form", "stopped, date not given"],
    ]);
  });

  it("passes the engine's readable evidence through unchanged", () => {
    for (const p of report.patterns) for (const c of p.criteria) expect(evidenceText(report, c.evidence)).toBe(c.evidence);
  });

  it("holds no raw key and no number without a source", () => {
    const text = JSON.stringify({ ...page, patterns: { ...page.patterns, shown: page.patterns.shown.map((p) => ({ ...p, criteria: p.criteria.map((c) => c.evidence) })) } })
      .replace(/"[a-zA-Z]+":/g, " ");
    const words = text.replace(/"(?:routine|urgent|emergency|criteria met|probable|open|not asked|not met|met)"/g, "");
    expect(rawKeys(words.replace(/\b\d+\.\d+\b/g, ""))).toEqual([]);
    expect(unsourcedNumbers(words, report)).toEqual([]);
  });
});
