import { describe, expect, it } from "vitest";
import { FONT, fontRuns } from "./pdf-fonts.ts";

// How text is cut into runs by font, in logical order: the common case stays one DejaVu call, other
// scripts get their font (pdf-bidi.test.ts puts right-to-left runs in visual order).

const runs = (text: string, bold = false) => fontRuns(text, bold)?.map((r) => [r.font, r.text]);

describe("fontRuns", () => {
  it("leaves Latin, Greek and Cyrillic text to DejaVu without cutting it", () => {
    expect(fontRuns("Zoë Łukasiewicz, Ελένη, мне тоже — “quoted” 12 €", false)).toBeNull();
  });

  it("gives Chinese and Japanese to the CJK font and Korean to the Hangul font", () => {
    expect(runs("头痛 headache")).toEqual([["CJK", "头痛"], [FONT.regular, " headache"]]);
    expect(runs("頭が痛い。")).toEqual([["CJK", "頭が痛い。"]]);
    expect(runs("두통이 있어요")).toEqual([["Hangul", "두통이"], [FONT.regular, " "], ["Hangul", "있어요"]]);
  });

  it("keeps an Arabic sentence with its spaces, numbers and brackets in one run, as written", () => {
    expect(runs("صداع منذ 39 يوما")).toEqual([["Arabic", "صداع منذ 39 يوما"]]);
    expect(runs("صداع (شديد)")).toEqual([["Arabic", "صداع (شديد)"]]);
  });

  it("leaves the space before a Latin word in a Hebrew quote to DejaVu", () => {
    expect(runs("כאב ראש Advil")).toEqual([["Hebrew", "כאב ראש"], [FONT.regular, " Advil"]]);
  });

  it("takes the bold weight where the fallback has one and strokes the CJK one", () => {
    expect(fontRuns("सिरदर्द", true)).toEqual([{ text: "सिरदर्द", font: "Devanagari-Bold", strokeBold: false }]);
    expect(fontRuns("头痛", true)).toEqual([{ text: "头痛", font: "CJK", strokeBold: true }]);
  });

  it("keeps a combining mark with the letter before it", () => {
    expect(runs("ปวดหัว e\u0301")).toEqual([["Thai", "ปวดหัว"], [FONT.regular, " e\u0301"]]);
  });
});
