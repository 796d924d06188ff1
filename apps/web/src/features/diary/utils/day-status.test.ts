import { describe, expect, it } from "vitest";
import { makeEntry, makeFreeDay } from "../testing/diary-fixtures";
import { dayAriaLabel, dayStatuses, statusOf } from "./day-status";
import { monthWeeks } from "./dates";
import { recentMedicines } from "./recent-medicines";

describe("day status", () => {
  it("lets a headache outweigh a free mark on the same day, and leaves other days unknown", () => {
    const days = dayStatuses([makeFreeDay("2026-11-02"), makeEntry({ day: "2026-11-02", severity: "mild" }), makeFreeDay("2026-11-03")]);
    expect(statusOf(days, "2026-11-02")).toEqual({ kind: "headache", worst: "mild", count: 1, medicine: false });
    expect(statusOf(days, "2026-11-03")).toEqual({ kind: "free" });
    expect(dayAriaLabel("2026-11-04", statusOf(days, "2026-11-04"), false)).toBe("4 November: not logged");
  });

  it("lays a month out Monday first", () => {
    const weeks = monthWeeks(2026, 10);
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
  });

  it("offers the person's medicines, most recently taken first, each once", () => {
    const entries = [
      makeEntry({ day: "2026-11-01", medicines: [{ name: "ibuprofen", class: "simple" }] }),
      makeEntry({ day: "2026-11-05", medicines: [{ name: "Ibuprofen", class: "simple" }, { name: "Sumatriptan", class: "triptan" }] }),
      makeEntry({ day: "2026-11-03", medicines: [{ name: "Paracetamol", class: "simple" }] }),
    ];
    expect(recentMedicines(entries)).toEqual(["Ibuprofen", "Sumatriptan", "Paracetamol"]);
  });
});
