import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { registerFonts, write, type Pdf } from "./pdf-draw.ts";
import { bidiClass, fontkitReverses, layoutLines, paragraphLevel, resolveLevels, type Line, type Piece } from "./pdf-bidi.ts";
import { FONT, fontRuns } from "./pdf-fonts.ts";

// Right-to-left text in visual order (UAX #9): the levels of each character, the runs of each line from
// left to right, and lines broken before reordering. Widths here are one unit a character, so a line's
// length is easy to count; the PDF test renders the same cases with the real fonts.

type Style = "bold" | "regular";
const spansOf = (parts: [string, Style][]) =>
  parts.map(([text, style]) => ({ runs: fontRuns(text, style === "bold") ?? [{ text, font: style === "bold" ? FONT.bold : FONT.regular, strokeBold: false }], style }));
const lay = (parts: [string, Style][] | string, width = 200): Line<Style>[] =>
  layoutLines(spansOf(typeof parts === "string" ? [[parts, "regular"]] : parts), { width, indent: 0, wrap: true, measure: (p) => Array.from(p.text).length });

// What a piece looks like on the page, left to right: fontkit reverses the pieces it lays out whole.
const reversed = (s: string) => Array.from(s).reverse().join("");
const seen = (p: Piece<Style>) => (p.whole ? reversed(p.text) : p.text);
const visual = (line: Line<Style>) => line.pieces.map(seen).join("");
const runs = (line: Line<Style>) => line.pieces.map((p) => [p.font, seen(p)]);

describe("bidi classes and levels", () => {
  it("classes letters, digits and punctuation as UAX #9 does", () => {
    expect(Array.from("aשب1٣۳+$,، \u0301").map(bidiClass)).toEqual(["L", "R", "AL", "EN", "AN", "EN", "ES", "ET", "CS", "CS", "WS", "NSM"]);
  });

  it("takes the paragraph's direction from its first strong letter", () => {
    expect(paragraphLevel("\"כאב\" with Advil")).toBe(1);
    expect(paragraphLevel("12. Advil כאב")).toBe(0);
    expect(paragraphLevel("12 (3)")).toBeNull();
  });

  it("resolves numbers after Arabic letters as Arabic numbers and after Hebrew as European ones", () => {
    // W2: 39 after Arabic is AN, so "%" does not join it (W5) and reads right to left.
    expect(resolveLevels(Array.from("منذ 39% يوما"), 1)).toEqual([1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1]);
    // After Hebrew, 50% is one European number at level 2.
    expect(resolveLevels(Array.from("כאב 50% היום"), 1)).toEqual([1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1]);
  });

  it("gives brackets the direction of what they enclose (N0)", () => {
    // "(Advil)" in a Hebrew sentence: the brackets take the paragraph's direction, the word is raised.
    expect(resolveLevels(Array.from("כאב (Advil)"), 1)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1]);
    // Hebrew in brackets inside English: the brackets stay left-to-right.
    expect(resolveLevels(Array.from("a (שב) b"), 0)).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
  });

  it("agrees with fontkit about which texts it lays out right to left", () => {
    const font = fontkit.create(readFileSync(createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"))) as fontkit.Font;
    for (const text of ["من", "39", "٣٩", "، ", "؟!", "(من)", "a من"]) {
      const glyphs = font.layout(text, []).glyphs.map((g) => g.codePoints[0]);
      const first = glyphs.find((c) => c !== undefined);
      expect(fontkitReverses(text), text).toBe(first !== text.codePointAt(0));
    }
  });
});

describe("a line in visual order", () => {
  it("puts an English word in a Hebrew sentence where a Hebrew reader expects it, right-aligned", () => {
    const [line, ...rest] = lay("אני לוקחת Advil כל יום");
    expect(rest).toEqual([]);
    expect(visual(line!)).toBe("םוי לכ Advil תחקול ינא");
    expect(runs(line!)).toEqual([["Hebrew", "םוי לכ"], [FONT.regular, " "], [FONT.regular, "Advil"], [FONT.regular, " "], ["Hebrew", "תחקול ינא"]]);
    expect(line!.rtl).toBe(true);
    expect(line!.offset + line!.width).toBe(200);
  });

  it("reads a number in an Arabic sentence left to right, as its own run", () => {
    const [line] = lay("أعاني من صداع منذ 39 يوما");
    expect(visual(line!)).toBe("اموي 39 ذنم عادص نم يناعأ");
    // fontkit gets the Arabic letters in logical order (its shaping needs them so) and reverses them itself.
    expect(line!.pieces.map((p) => [p.text, p.whole])).toEqual([[" يوما", true], ["39", false], ["أعاني من صداع منذ ", true]]);
  });

  it("keeps a percentage after a Hebrew word whole, and mirrors brackets in right-to-left text", () => {
    expect(visual(lay("כאב 50% היום")[0]!)).toBe("םויה 50% באכ");
    expect(visual(lay("כאב (חזק) היום")[0]!)).toBe("םויה (קזח) באכ");
    expect(lay("כאב (חזק) היום")[0]!.pieces[0]!.text).toBe("כאב )חזק( היום");
  });

  it("quotes Hebrew inside an English sentence, left-aligned", () => {
    const [line] = lay('She said "כאב ראש חזק" today');
    expect(runs(line!)).toEqual([[FONT.regular, 'She said "'], ["Hebrew", "קזח שאר באכ"], [FONT.regular, '" today']]);
    expect(line!.offset).toBe(0);
  });

  it("keeps the runs of a Hebrew stretch holding a Latin word in logical order in an English paragraph (UAX #9)", () => {
    // The spaces beside "Advil" sit between Hebrew and Latin, so they take the paragraph's direction and
    // split the stretch in two: each Hebrew word is reversed on its own.
    expect(visual(lay("He wrote שלום Advil עולם today")[0]!)).toBe("He wrote םולש Advil םלוע today");
  });

  it("lays out a bold English label and a Hebrew value as the label, then the value read right to left", () => {
    const [line] = lay([["Person, message 2: ", "bold"], ["כאב ראש Advil עוזר", "regular"]]);
    expect(visual(line!)).toBe("Person, message 2: רזוע Advil שאר באכ");
    expect(line!.pieces.map((p) => p.style)).toEqual(["bold", "regular", "regular", "regular", "regular", "regular"]);
    expect(line!.pieces[0]!.font).toBe(FONT.bold);
  });

  it("puts a bold Hebrew label at the right of its value in a right-to-left line", () => {
    const [line] = lay([["כאב:", "bold"], [" חזק 8 מתוך 10", "regular"]]);
    expect(visual(line!)).toBe("10 ךותמ 8 קזח :באכ");
    expect(line!.pieces.at(-1)).toMatchObject({ font: "Hebrew-Bold", style: "bold" });
    expect(line!.pieces.slice(0, -1).every((p) => p.style === "regular")).toBe(true);
  });
});

describe("lines broken before they are reordered", () => {
  const quote = "أعاني من صداع شديد في الجانب الأيمن من رأسي منذ 3 أيام ولا يساعدني الدواء أبدا";

  it("wraps a long Arabic quote into lines that each read right to left, the first words on the first", () => {
    const lines = lay(quote, 28);
    expect(lines).toHaveLength(3);
    // Each line holds the next words in logical order, reversed as a whole but for the number.
    const logical = lines.map((l) => reversed(visual(l)));
    expect(logical[0]!.startsWith("أعاني من صداع")).toBe(true);
    expect(logical.join(" ")).toBe(quote);
    expect(visual(lines[1]!)).toContain(" 3 ");
    for (const l of lines) {
      expect(l.width).toBeLessThanOrEqual(28);
      expect(l.offset + l.width).toBe(28);
      // A line never starts or ends with the space it broke at.
      expect(visual(l)).toBe(visual(l).trim());
    }
    expect(lines.map((l) => [l.first, l.last])).toEqual([[true, false], [false, false], [false, true]]);
  });

  it("starts each paragraph after a line feed on its own direction", () => {
    const lines = lay("Advil helps\nכאב ראש");
    expect(lines.map((l) => [visual(l), l.rtl, l.first])).toEqual([["Advil helps", false, true], ["שאר באכ", true, true]]);
  });

  it("keeps closing punctuation with the word before it and cuts a word longer than the line", () => {
    expect(lay("כאב ראש חזק מאוד !", 12).map((l) => reversed(visual(l)))).toEqual(["כאב ראש חזק", "מאוד !"]);
    expect(lay("אאאאאאאאאאאא", 5).map((l) => l.width)).toEqual([5, 5, 2]);
  });
});

describe("isolates", () => {
  it("lets a Hebrew name marked as an isolate keep an English line left to right", () => {
    // Without the marks the line is a right-to-left paragraph (its first strong letter is Hebrew) and the
    // number joins the name; with them the name is one neutral in an English line.
    expect(visual(lay("שרה כהן, 29-year-old female")[0]!)).toBe("year-old female-29 ,ןהכ הרש");
    const [line] = lay("\u2068שרה כהן\u2069, 29-year-old female");
    expect([visual(line!), line!.rtl]).toEqual(["ןהכ הרש, 29-year-old female", false]);
  });

  it("takes an isolate's direction from LRI and RLI over its letters", () => {
    expect(visual(lay("כאב \u2066Advil 200\u2069 היום")[0]!)).toBe("םויה Advil 200 באכ");
    expect(visual(lay("Took \u2067אקמול 500\u2069 twice")[0]!)).toBe("Took 500 לומקא twice");
  });
});

describe("drawn by pdfkit", () => {
  // Text items as pdf.js reads them back (it puts right-to-left items back in logical order), with their box.
  async function drawn(draw: (doc: Pdf) => void) {
    const doc: Pdf = new PDFDocument({ size: "A4", margins: { top: 40, left: 40, right: 40, bottom: 40 } });
    registerFonts(doc);
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    draw(doc);
    doc.end();
    const pdf = await getDocument({ data: new Uint8Array(await done), verbosity: 0 }).promise;
    const { items } = await (await pdf.getPage(1)).getTextContent();
    return items.flatMap((i) => ("str" in i && i.str.trim() !== "" ? [{ text: i.str, x: i.transform[4] as number, y: Math.round(i.transform[5] as number), right: (i.transform[4] as number) + i.width }] : []));
  }

  it("right-aligns a Hebrew paragraph in its box and left-aligns an English one", async () => {
    const items = await drawn((doc) => {
      write(doc, "אני לוקחת Advil כל יום", { width: 300 });
      write(doc, 'She said "כאב ראש" today', { width: 300 });
    });
    const [hebrew, english] = [...new Set(items.map((i) => i.y))].sort((a, b) => b - a);
    const line = (y: number | undefined) => items.filter((i) => i.y === y).sort((a, b) => a.x - b.x);
    expect(Math.max(...line(hebrew).map((i) => i.right))).toBeCloseTo(340, 0);
    expect(line(hebrew).map((i) => i.text.trim())).toEqual(["כל יום", "Advil", "אני לוקחת"]);
    expect(line(english)[0]!.x).toBeCloseTo(40, 0);
  });

  it("breaks a long Arabic quote into lines that start with its first words", async () => {
    const quote = "أعاني من صداع شديد في الجانب الأيمن من رأسي منذ 3 أيام ولا يساعدني الدواء أبدا، وأشعر بالغثيان عند الضوء";
    // Arabic dots and marks placed above or below their letter come back as items of their own, a few
    // points off the line: lines are told apart by gaps wider than that.
    const drawnItems = await drawn((doc) => write(doc, quote, { width: 200, size: 10 }));
    const ys = [...new Set(drawnItems.map((i) => i.y))].sort((a, b) => b - a);
    const lineOf = (y: number) => ys.filter((v, k) => k > 0 && v > y - 1 && ys[k - 1]! - v > 6).length;
    const items = drawnItems.map((i) => ({ ...i, line: lineOf(i.y) }));
    const lines = [...new Set(items.map((i) => i.line))].sort();
    expect(lines).toHaveLength(3);
    // pdf.js cuts words where a mark sits apart, and its widths of them are off (so alignment is checked
    // with Hebrew above): compare the letters of each line.
    const letters = (l: number | undefined) => items.filter((i) => i.line === l).map((i) => i.text).join("").replace(/[^\u0621-\u064a]/g, "");
    expect(letters(lines[0])).toContain("أعانيمنصداع");
    expect(letters(lines[0])).not.toContain("الضوء");
    expect(letters(lines[2])).toContain("الضوء");
    expect(items.filter((i) => i.line === lines[1]).map((i) => i.text).join("")).toMatch(/[^\d]3[^\d]/);
  });
});
