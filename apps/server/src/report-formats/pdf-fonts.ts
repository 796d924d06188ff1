import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

// The report's fonts, and text split into runs by the font that has its letters. DejaVu Sans covers
// Latin, Greek and Cyrillic; the scripts a person may also write in (Arabic, Hebrew, Devanagari, Thai,
// Chinese, Japanese, Korean) come from Noto / Source Han fonts of npm packages, read and parsed only
// when a report first contains one of their letters: a Latin report never touches them.

const require = createRequire(import.meta.url);
// Parsed once per process and handed to pdfkit as font objects: parsing the font file was most of the
// time of every report (each document still embeds its own subset of the glyphs it uses).
const parse = (file: string) => fontkit.create(readFileSync(require.resolve(file))) as fontkit.Font;
const DEJAVU = {
  regular: parse("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: parse("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};
export const FONT = { regular: "Sans", bold: "Sans-Bold" } as const;
/** DejaVu's ascent per point of size: every run sits on DejaVu's baseline, whatever its font. */
export const BASE_ASCENT = DEJAVU.regular.ascent / DEJAVU.regular.unitsPerEm;

interface Fallback {
  name: string;
  regular: string;
  /** Without a bold file (the CJK fonts: a second weight would be megabytes), bold is drawn by stroking. */
  bold: string | null;
  /** Right-to-left: decides which font the spaces and digits around its letters take. */
  rtl: boolean;
  ranges: [number, number][];
}

const expo = (family: string, file: string) => ({
  regular: `@expo-google-fonts/${family}/400Regular/${file}_400Regular.ttf`,
  bold: `@expo-google-fonts/${family}/700Bold/${file}_700Bold.ttf`,
});
// Whole blocks go to the fallback even where DejaVu has some of their letters (it has part of Arabic and
// Hebrew): one word must not mix two designs. Ranges are disjoint.
const FALLBACKS: Fallback[] = [
  { name: "Arabic", ...expo("noto-sans-arabic", "NotoSansArabic"), rtl: true, ranges: [[0x0600, 0x06ff], [0x0750, 0x077f], [0x0870, 0x08ff], [0xfb50, 0xfdff], [0xfe70, 0xfeff]] },
  { name: "Hebrew", ...expo("noto-sans-hebrew", "NotoSansHebrew"), rtl: true, ranges: [[0x0590, 0x05ff], [0xfb1d, 0xfb4f]] },
  { name: "Devanagari", ...expo("noto-sans-devanagari", "NotoSansDevanagari"), rtl: false, ranges: [[0x0900, 0x097f], [0x1cd0, 0x1cff], [0xa8e0, 0xa8ff]] },
  { name: "Thai", ...expo("noto-sans-thai", "NotoSansThai"), rtl: false, ranges: [[0x0e00, 0x0e7f]] },
  // Source Han Sans, cut to Hangul (KR) and to kana and the unified ideographs (CN): 4 MB for both.
  { name: "Hangul", regular: "@librescore/fonts/SourceHanSansKR.min.woff2", bold: null, rtl: false, ranges: [[0x1100, 0x11ff], [0x3130, 0x318f], [0xa960, 0xa97f], [0xac00, 0xd7ff], [0xffa0, 0xffdf]] },
  {
    name: "CJK", regular: "@librescore/fonts/SourceHanSansCN.min.woff2", bold: null, rtl: false,
    ranges: [[0x2e80, 0x2fff], [0x3000, 0x312f], [0x3190, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff9f], [0xffe0, 0xffef], [0x20000, 0x3ffff]],
  },
];

const hex = (n: number) => `\\u{${n.toString(16)}}`;
// One regular-expression test decides the common case: nothing in the string needs another font.
const NEEDS_FALLBACK = new RegExp(`[${FALLBACKS.flatMap((f) => f.ranges.map(([a, b]) => `${hex(a)}-${hex(b)}`)).join("")}]`, "u");
const NEUTRAL = /^[\s\p{P}\p{S}\p{N}]$/u;
const MARK = /^\p{M}$/u;

function fallbackOf(code: number): Fallback | undefined {
  return FALLBACKS.find((f) => f.ranges.some(([a, b]) => code >= a && code <= b));
}

// Parsed on first use; `null` when the package is missing (the glyphs then print as DejaVu's empty box,
// as before, rather than failing the whole report).
const loaded = new Map<string, fontkit.Font | null>();
function fontFile(file: string): fontkit.Font | null {
  if (!loaded.has(file)) {
    try {
      loaded.set(file, parse(file));
    } catch {
      loaded.set(file, null);
    }
  }
  return loaded.get(file) ?? null;
}

export interface FontRun {
  text: string;
  /** The registered font name (`registerRunFont` registers it on a document). */
  font: string;
  /** Bold asked for, but the font has no bold weight. */
  strokeBold: boolean;
}

type Owner = Fallback | null | undefined;

/**
 * Gives each stretch of neutrals (spaces, digits, punctuation, marks: `undefined` in `owner`) a font:
 * the run before it when that run goes on after it (or the text ends there and the run is not
 * right-to-left, or the whole text is a right-to-left paragraph) and its font has them; else DejaVu.
 */
function settleNeutrals(chars: string[], owner: Owner[]): void {
  const firstStrong = owner.find((o) => o !== undefined) ?? null;
  const rtlParagraph = firstStrong?.rtl === true;
  for (let i = 0; i < chars.length; ) {
    if (owner[i] !== undefined) {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && owner[end] === undefined) end++;
    const before = i > 0 ? owner[i - 1] : undefined;
    const after = end < chars.length ? owner[end] : undefined;
    const stretch = chars.slice(i, end);
    const has = (f: Fallback) => stretch.every((ch) => fontFile(f.regular)?.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0) === true);
    let pick: Fallback | null = null;
    // A combining mark belongs to the letter before it.
    if (before !== undefined && stretch.every((ch) => MARK.test(ch))) pick = before;
    else if (before && (after === before || (after === undefined && (rtlParagraph || !before.rtl))) && has(before)) pick = before;
    else if (before === undefined && after?.rtl && rtlParagraph && has(after)) pick = after;
    owner.fill(pick, i, end);
    i = end;
  }
}

/**
 * The text cut into runs by font, in logical order, or `null` when DejaVu prints all of it (the common
 * case). Spaces, digits and punctuation stay inside a run of another script when that font has them and
 * the run goes on after them, so an Arabic sentence is one run. Right-to-left text is put in visual
 * order afterwards, line by line (pdf-bidi.ts).
 */
export function fontRuns(text: string, bold: boolean): FontRun[] | null {
  if (!NEEDS_FALLBACK.test(text)) return null;
  const chars = Array.from(text);
  const owner: Owner[] = chars.map((ch) => {
    const f = fallbackOf(ch.codePointAt(0) ?? 0);
    if (f) return fontFile(f.regular) ? f : null;
    return NEUTRAL.test(ch) || MARK.test(ch) ? undefined : null;
  });
  settleNeutrals(chars, owner);
  const runs: { fallback: Fallback | null; text: string }[] = [];
  for (const [i, ch] of chars.entries()) {
    const f = owner[i] ?? null;
    const last = runs.at(-1);
    if (last && last.fallback === f) last.text += ch;
    else runs.push({ fallback: f, text: ch });
  }
  return runs.map(({ fallback, text: t }) => {
    if (!fallback) return { text: t, font: bold ? FONT.bold : FONT.regular, strokeBold: false };
    const useBold = bold && fallback.bold !== null && fontFile(fallback.bold) !== null;
    return { text: t, font: `${fallback.name}${useBold ? "-Bold" : ""}`, strokeBold: bold && !useBold };
  });
}

const registered = new WeakMap<object, Set<string>>();

/** Registers the report's base fonts on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a parsed fontkit font where its types only name paths and buffers.
  doc.registerFont(FONT.regular, DEJAVU.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, DEJAVU.bold as unknown as Buffer);
  doc.font(FONT.regular);
}

function fontNamed(name: string): fontkit.Font {
  if (name === FONT.regular) return DEJAVU.regular;
  if (name === FONT.bold) return DEJAVU.bold;
  const fallback = FALLBACKS.find((f) => name === f.name || name === `${f.name}-Bold`);
  const font = fallback ? fontFile(name.endsWith("-Bold") && fallback.bold ? fallback.bold : fallback.regular) : null;
  if (!font) throw new Error(`no font file for ${name}`);
  return font;
}

const lineHeight = (f: fontkit.Font) => (f.ascent - f.descent + f.lineGap) / f.unitsPerEm;

/**
 * The line gap, per point of size, that gives a line ending in this font DejaVu's line height (pdfkit
 * moves down by the height of the font a line ends in; the CJK fonts' is a quarter taller).
 */
export function lineGapFor(name: string): number {
  return lineHeight(DEJAVU.regular) - lineHeight(fontNamed(name));
}

/** Registers a run's fallback font on the document the first time the document uses it. */
export function registerRunFont(doc: PDFKit.PDFDocument, name: string): void {
  if (name === FONT.regular || name === FONT.bold) return;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (names.has(name)) return;
  doc.registerFont(name, fontNamed(name) as unknown as Buffer);
  names.add(name);
}
