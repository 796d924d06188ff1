import { describe, expect, it } from "vitest";
import type { DiaryEntry, DiaryMedicineClass } from "./diary.ts";
import { diaryFigures, migraineLike, overusePosition, shiftDay } from "./diary-figures.ts";

const TO = "2026-03-31";
let n = 0;

/** An attack on `day` (or, with `free`, a day marked headache-free) with the given medicine classes. */
function entry(day: string, classes: DiaryMedicineClass[] = [], extra: Partial<DiaryEntry> = {}): DiaryEntry {
  n += 1;
  return {
    id: `e${n}`,
    clientId: `c${n}`,
    kind: "headache",
    day,
    startedAt: `${day}T10:00:00Z`,
    endedAt: null,
    severity: "mild",
    medicines: classes.map((c) => ({ name: c, class: c })),
    side: null,
    character: [],
    symptoms: [],
    aura: null,
    triggers: [],
    notes: "",
    createdAt: `${day}T10:00:00Z`,
    updatedAt: `${day}T10:00:00Z`,
    ...extra,
  };
}
const free = (day: string) => entry(day, [], { kind: "headache_free", startedAt: null, severity: null });
/** `count` attacks on the last `count` days up to TO, each with the classes given. */
const daily = (count: number, classes: DiaryMedicineClass[]) => Array.from({ length: count }, (_, i) => entry(shiftDay(TO, i), classes));

describe("shiftDay", () => {
  it("moves across month, year and leap-day boundaries, both ways", () => {
    expect(shiftDay("2026-03-01", 1)).toBe("2026-02-28");
    expect(shiftDay("2024-03-01", 1)).toBe("2024-02-29");
    expect(shiftDay("2026-01-01", 1)).toBe("2025-12-31");
    expect(shiftDay("2025-12-31", -1)).toBe("2026-01-01");
    expect(shiftDay(TO, 89)).toBe("2026-01-01");
  });
});

describe("overusePosition", () => {
  it.each([
    [15, 15, "above"],
    [14.9, 15, "approaching"],
    [12, 15, "approaching"],
    [11.9, 15, "below"],
    [10, 10, "above"],
    [7, 10, "approaching"],
    [6.9, 10, "below"],
  ] as const)("%s days a month against a limit of %s is %s", (days, limit, position) => {
    expect(overusePosition(days, limit)).toBe(position);
  });
});

describe("diaryFigures", () => {
  it("warns at the limit less 3 and is above at the limit, per class, over 30 days", () => {
    const position = (entries: DiaryEntry[], cls: string) => diaryFigures(entries, TO, 30).overuse.find((o) => o.class === cls)?.position;
    expect(position(daily(6, ["triptan"]), "triptan")).toBe("below");
    expect(position(daily(7, ["triptan"]), "triptan")).toBe("approaching");
    expect(position(daily(9, ["triptan"]), "triptan")).toBe("approaching");
    expect(position(daily(10, ["triptan"]), "triptan")).toBe("above");
    expect(position(daily(11, ["simple"]), "simple")).toBe("below");
    expect(position(daily(12, ["simple"]), "simple")).toBe("approaching");
    expect(position(daily(15, ["simple"]), "simple")).toBe("above");
    expect(position(daily(10, ["opioid"]), "opioid")).toBe("above");
  });

  it("averages over 90 days per 30: 30 triptan days are 10 a month (above), 29 are 9.7 (approaching)", () => {
    const every3rd = (count: number) => Array.from({ length: count }, (_, i) => entry(shiftDay(TO, 3 * i), ["triptan"]));
    expect(diaryFigures(every3rd(30), TO, 90).overuse).toEqual([{ class: "triptan", daysPerMonth: 10, limit: 10, position: "above" }]);
    expect(diaryFigures(every3rd(29), TO, 90).overuse).toEqual([{ class: "triptan", daysPerMonth: 9.7, limit: 10, position: "approaching" }]);
  });

  it("counts a day once, however many attacks or doses it holds", () => {
    const day = shiftDay(TO, 2);
    const figures = diaryFigures([entry(day, ["simple"]), entry(day, ["simple", "simple"]), entry(day)], TO, 30);
    expect(figures).toMatchObject({ loggedDays: 1, headacheDays: 1, medicineDays: { simple: 1, any: 1 } });
  });

  it("adds `any` only when several classes are taken, and counts gepants (other) only there", () => {
    expect(diaryFigures(daily(8, ["simple"]), TO, 30).overuse.map((o) => o.class)).toEqual(["simple"]);
    const mixed = [...daily(5, ["simple"]), ...Array.from({ length: 5 }, (_, i) => entry(shiftDay(TO, 10 + i), ["other"]))];
    const figures = diaryFigures(mixed, TO, 30);
    expect(figures.medicineDays).toMatchObject({ simple: 5, other: 5, any: 10 });
    expect(figures.overuse).toEqual([
      { class: "simple", daysPerMonth: 5, limit: 15, position: "below" },
      { class: "any", daysPerMonth: 10, limit: 10, position: "above" },
    ]);
  });

  it("never counts a day nobody logged as headache-free, and a day with a headache is not free", () => {
    const figures = diaryFigures([entry(shiftDay(TO, 1)), free(shiftDay(TO, 2)), free(shiftDay(TO, 3)), entry(shiftDay(TO, 3))], TO, 30);
    expect(figures).toMatchObject({ days: 30, loggedDays: 3, headacheDays: 2, headacheFreeDays: 1 });
  });

  it("holds exactly the days from `to` less days-1 to `to`", () => {
    const figures = diaryFigures([entry(shiftDay(TO, 30)), entry(shiftDay(TO, 29)), entry(TO), entry(shiftDay(TO, -1))], TO, 30);
    expect(figures).toMatchObject({ from: shiftDay(TO, 29), to: TO, headacheDays: 2, headacheDaysPerMonth: 2 });
  });
});

describe("migraineLike", () => {
  it("reads ICHD-3 1.1 C and D, or a triptan or ergot, from one attack", () => {
    expect(migraineLike(entry(TO, ["triptan"]))).toBe(true);
    expect(migraineLike(entry(TO, ["ergot"]))).toBe(true);
    expect(migraineLike(entry(TO, [], { side: "left", character: ["throbbing"], symptoms: ["nausea"] }))).toBe(true);
    expect(migraineLike(entry(TO, [], { severity: "severe", character: ["throbbing"], symptoms: ["photophobia", "phonophobia"] }))).toBe(true);
    // C without D, and D without C.
    expect(migraineLike(entry(TO, [], { side: "left", character: ["throbbing"], symptoms: ["photophobia"] }))).toBe(false);
    expect(migraineLike(entry(TO, ["simple"], { side: "both", character: ["pressing"], symptoms: ["nausea"] }))).toBe(false);
    expect(migraineLike(free(TO))).toBe(false);
  });
});
