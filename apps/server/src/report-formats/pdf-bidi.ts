import type { FontRun } from "./pdf-fonts.ts";

// The Unicode Bidirectional Algorithm (UAX #9) for the PDF report, and the line breaking it needs. pdfkit
// draws left to right and fontkit only reverses the glyphs of a run in a right-to-left script, so a line
// mixing directions must be put in visual order here: each paragraph gets its embedding levels (P2-P3,
// W1-W7, N0-N2, I1-I2, with one level of isolates; pdfSafe drops embedding and override controls), is
// broken into lines by width, and each line is reordered on its own (L1-L2) with mirrored brackets (L4).
// No UAX #9 package is installed here; character classes come from Unicode blocks and general categories
// (exact for the scripts the report has fonts for), not from the Unicode data file.

export type BidiClass = "L" | "R" | "AL" | "EN" | "ES" | "ET" | "AN" | "CS" | "NSM" | "BN" | "B" | "S" | "WS" | "ON";
type Range = [number, number];

const within = (cp: number, ranges: Range[]) => ranges.some(([a, b]) => cp >= a && cp <= b);
const B: Range[] = [[0x0a, 0x0a], [0x0d, 0x0d], [0x1c, 0x1e], [0x85, 0x85], [0x2029, 0x2029]];
const S: Range[] = [[0x09, 0x09], [0x0b, 0x0b], [0x1f, 0x1f]];
const WS: Range[] = [[0x0c, 0x0c], [0x20, 0x20], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2028], [0x205f, 0x205f], [0x3000, 0x3000]];
const AN: Range[] = [[0x0600, 0x0605], [0x0660, 0x0669], [0x066b, 0x066c], [0x06dd, 0x06dd], [0x0890, 0x0891], [0x08e2, 0x08e2], [0x10d30, 0x10d39], [0x10e60, 0x10e7e]];
const EN: Range[] = [[0x30, 0x39], [0xb2, 0xb3], [0xb9, 0xb9], [0x06f0, 0x06f9], [0x2070, 0x2070], [0x2074, 0x2079], [0x2080, 0x2089], [0x2488, 0x249b], [0xff10, 0xff19], [0x1d7ce, 0x1d7ff], [0x1f100, 0x1f10a]];
const ES: Range[] = [[0x2b, 0x2b], [0x2d, 0x2d], [0x207a, 0x207b], [0x208a, 0x208b], [0x2212, 0x2212], [0xfb29, 0xfb29], [0xfe62, 0xfe63], [0xff0b, 0xff0b], [0xff0d, 0xff0d]];
const ET: Range[] = [
  [0x23, 0x25], [0xa2, 0xa5], [0xb0, 0xb1], [0x058f, 0x058f], [0x0609, 0x060a], [0x066a, 0x066a], [0x09f2, 0x09f3], [0x09fb, 0x09fb], [0x0af1, 0x0af1], [0x0bf9, 0x0bf9],
  [0x0e3f, 0x0e3f], [0x17db, 0x17db], [0x2030, 0x2034], [0x20a0, 0x20cf], [0x212e, 0x212e], [0x2213, 0x2213], [0xa838, 0xa839], [0xfe5f, 0xfe5f], [0xfe69, 0xfe6a],
  [0xff03, 0xff05], [0xffe0, 0xffe1], [0xffe5, 0xffe6],
];
const CS: Range[] = [[0x2c, 0x2c], [0x2e, 0x2f], [0x3a, 0x3a], [0xa0, 0xa0], [0x060c, 0x060c], [0x202f, 0x202f], [0x2044, 0x2044], [0xfe50, 0xfe50], [0xfe52, 0xfe52], [0xfe55, 0xfe55], [0xff0c, 0xff0c], [0xff0e, 0xff0f], [0xff1a, 0xff1a]];
// Symbols inside the right-to-left blocks that are neutral.
const RTL_BLOCK_ON: Range[] = [[0x06de, 0x06de], [0x06e9, 0x06e9], [0xfd3e, 0xfd4f], [0xfdcf, 0xfdcf], [0xfdfd, 0xfdff]];
const AL: Range[] = [[0x0600, 0x07bf], [0x0860, 0x08ff], [0xfb50, 0xfdcf], [0xfdf0, 0xfdff], [0xfe70, 0xfefe], [0x10d00, 0x10d3f], [0x10ec0, 0x10eff], [0x10f30, 0x10f6f], [0x1ec70, 0x1ecbf], [0x1ed00, 0x1ed4f], [0x1ee00, 0x1eeff]];
const R: Range[] = [[0x0590, 0x05ff], [0x07c0, 0x085f], [0xfb1d, 0xfb4f], [0x10800, 0x10fff], [0x1e800, 0x1efff]];
const CONTROL: Range[] = [[0x00, 0x08], [0x0e, 0x1b], [0x7f, 0x84], [0x86, 0x9f]];
const MARK = /^[\p{Mn}\p{Me}]$/u;
const FORMAT = /^\p{Cf}$/u;
const NEUTRAL = /^[\p{P}\p{S}\p{No}]$/u;

const known = new Map<number, BidiClass>();

/** The Bidi_Class of a character (UAX #9 table 4), from blocks and general categories. */
export function bidiClass(ch: string): BidiClass {
  const cp = ch.codePointAt(0) ?? 0;
  let c = known.get(cp);
  if (c === undefined) known.set(cp, (c = classOf(ch, cp)));
  return c;
}

function classOf(ch: string, cp: number): BidiClass {
  if (within(cp, B)) return "B";
  if (within(cp, S)) return "S";
  if (within(cp, WS)) return "WS";
  if (cp === 0x200e) return "L";
  if (cp === 0x200f) return "R";
  if (cp === 0x061c) return "AL";
  if (within(cp, AN)) return "AN";
  if (within(cp, EN)) return "EN";
  if (within(cp, ES)) return "ES";
  if (within(cp, ET)) return "ET";
  if (within(cp, CS)) return "CS";
  if (MARK.test(ch)) return "NSM";
  if (FORMAT.test(ch) || within(cp, CONTROL) || cp === 0xfeff) return "BN";
  if (within(cp, RTL_BLOCK_ON)) return "ON";
  // Arabic first: its presentation forms (FB50-) come after Hebrew's (FB1D-FB4F) but Syriac and Thaana
  // (0700-07BF) sit before NKo.
  if (within(cp, AL)) return "AL";
  if (within(cp, R)) return "R";
  return NEUTRAL.test(ch) ? "ON" : "L";
}

const HAS_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** Whether the text has a right-to-left letter, so that it needs the bidi layout. */
export function hasRtl(text: string): boolean {
  if (!HAS_RTL.test(text)) return false;
  return Array.from(text).some((ch) => {
    const c = bidiClass(ch);
    return c === "R" || c === "AL";
  });
}

/** The paragraph level of rules P2-P3: 1 when the first strong character is right-to-left, 0 when left-to-right, null without one. */
export function paragraphLevel(text: string): 0 | 1 | null {
  for (const ch of text) {
    const c = bidiClass(ch);
    if (c === "L") return 0;
    if (c === "R" || c === "AL") return 1;
  }
  return null;
}

// Bidi_Paired_Bracket (BD14-BD15), opening to closing; text is NFC, so U+2329/U+232A arrive as U+3008/U+3009.
const PAIRS = "()[]{}\u0f3a\u0f3b\u0f3c\u0f3d\u169b\u169c\u2045\u2046\u207d\u207e\u208d\u208e\u27e6\u27e7\u27e8\u27e9\u27ea\u27eb\u2983\u2984\u2985\u2986\u2e22\u2e23\u2e24\u2e25\u2e26\u2e27\u2e28\u2e29\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u3018\u3019\u301a\u301b\ufe59\ufe5a\ufe5b\ufe5c\ufe5d\ufe5e\uff08\uff09\uff3b\uff3d\uff5b\uff5d\uff5f\uff60\uff62\uff63";
const OPENING = new Map<string, string>();
const CLOSING = new Set<string>();
for (let i = 0; i < PAIRS.length; i += 2) {
  OPENING.set(PAIRS[i]!, PAIRS[i + 1]!);
  CLOSING.add(PAIRS[i + 1]!);
}
// Bidi_Mirroring_Glyph of the mirrored characters a report may hold (L4).
const MIRRORS = `${PAIRS}<>«»‹›≤≥≦≧≪≫⊂⊃⊆⊇∈∋`;
const MIRROR = new Map<string, string>();
for (let i = 0; i < MIRRORS.length; i += 2) {
  MIRROR.set(MIRRORS[i]!, MIRRORS[i + 1]!);
  MIRROR.set(MIRRORS[i + 1]!, MIRRORS[i]!);
}

type Strong = "L" | "R";
// For N0 and N1 numbers count as right-to-left.
const strongOf = (t: BidiClass): Strong | null => (t === "L" ? "L" : t === "R" || t === "EN" || t === "AN" ? "R" : null);
const isNeutral = (t: BidiClass) => t === "B" || t === "S" || t === "WS" || t === "ON";

/** N0: paired brackets take the direction of what they enclose, or of what comes before them. */
function resolveBrackets(chars: string[], t: BidiClass[], original: BidiClass[], e: Strong, sos: Strong): void {
  const stack: { close: string; at: number }[] = [];
  const pairs: [number, number][] = [];
  for (const [k, ch] of chars.entries()) {
    if (t[k] !== "ON") continue;
    const close = OPENING.get(ch);
    if (close !== undefined) {
      if (stack.length === 63) break;
      stack.push({ close, at: k });
    } else if (CLOSING.has(ch)) {
      for (let s = stack.length - 1; s >= 0; s--) {
        if (stack[s]!.close !== ch) continue;
        pairs.push([stack[s]!.at, k]);
        stack.length = s;
        break;
      }
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  for (const [open, close] of pairs) {
    let inside: Strong | null = null;
    for (let k = open + 1; k < close && inside !== e; k++) inside = strongOf(t[k]!) ?? inside;
    if (inside === null) continue;
    let set = e;
    if (inside !== e) {
      let before: Strong = sos;
      for (let k = open - 1; k >= 0; k--) {
        const s = strongOf(t[k]!);
        if (s) {
          before = s;
          break;
        }
      }
      if (before === inside) set = inside;
    }
    for (const at of [open, close]) {
      t[at] = set;
      for (let k = at + 1; k < t.length && original[k] === "NSM"; k++) t[k] = set;
    }
  }
}

/**
 * The embedding level of each character of one paragraph without explicit embeddings, resolved at the
 * base level `base` (rules W1-W7, N0-N2, I1-I2); boundary-neutral characters (BN) take the level
 * before them, as UAX #9 section 5.2 allows.
 */
export function resolveLevels(chars: readonly string[], base: 0 | 1): number[] {
  const kept = chars.flatMap((ch, i) => (bidiClass(ch) === "BN" ? [] : [i]));
  const text = kept.map((i) => chars[i]!);
  const original = text.map(bidiClass);
  const t = [...original];
  const n = t.length;
  const e: Strong = base === 1 ? "R" : "L";
  const sos = e;
  const eos = e;
  // W1: a mark takes the class of what it is on.
  for (let k = 0; k < n; k++) if (t[k] === "NSM") t[k] = k === 0 ? sos : t[k - 1]!;
  // W2, W3: European digits after Arabic letters are Arabic numbers; AL becomes R.
  let last: BidiClass = sos;
  for (let k = 0; k < n; k++) {
    const c = t[k]!;
    if (c === "L" || c === "R" || c === "AL") last = c;
    else if (c === "EN" && last === "AL") t[k] = "AN";
  }
  for (let k = 0; k < n; k++) if (t[k] === "AL") t[k] = "R";
  // W4: one separator between two numbers of a kind joins them.
  for (let k = 1; k < n - 1; k++) {
    const before = t[k - 1];
    if (before !== t[k + 1]) continue;
    if ((t[k] === "ES" && before === "EN") || (t[k] === "CS" && (before === "EN" || before === "AN"))) t[k] = before;
  }
  // W5: terminators next to European digits belong to the number.
  for (let k = 0; k < n; ) {
    if (t[k] !== "ET") {
      k++;
      continue;
    }
    let end = k;
    while (end < n && t[end] === "ET") end++;
    if ((k > 0 && t[k - 1] === "EN") || (end < n && t[end] === "EN")) t.fill("EN", k, end);
    k = end;
  }
  // W6: the other separators and terminators are neutral.
  for (let k = 0; k < n; k++) if (t[k] === "ES" || t[k] === "ET" || t[k] === "CS") t[k] = "ON";
  // W7: European digits in left-to-right text are left-to-right.
  let strong: Strong = sos;
  for (let k = 0; k < n; k++) {
    if (t[k] === "L" || t[k] === "R") strong = t[k] as Strong;
    else if (t[k] === "EN" && strong === "L") t[k] = "L";
  }
  resolveBrackets(text, t, original, e, sos);
  // N1, N2: neutrals between two of one direction take it, the others the paragraph's.
  for (let k = 0; k < n; ) {
    if (!isNeutral(t[k]!)) {
      k++;
      continue;
    }
    let end = k;
    while (end < n && isNeutral(t[end]!)) end++;
    const before = k === 0 ? sos : strongOf(t[k - 1]!) ?? e;
    const after = end === n ? eos : strongOf(t[end]!) ?? e;
    t.fill(before === after ? before : e, k, end);
    k = end;
  }
  // I1, I2.
  const levels = new Array<number>(chars.length).fill(base);
  for (const [k, i] of kept.entries()) {
    const c = t[k]!;
    levels[i] = base === 0 ? (c === "R" ? 1 : c === "AN" || c === "EN" ? 2 : 0) : c === "L" || c === "AN" || c === "EN" ? 2 : 1;
  }
  for (let i = 1; i < chars.length; i++) if (bidiClass(chars[i]!) === "BN") levels[i] = levels[i - 1]!;
  return levels;
}

/**
 * The indices of characters `from` to `to` (one line of a paragraph at level `base`) in visual order:
 * L1 puts separators and the whitespace before them or at the line's end back at the paragraph level,
 * L2 reverses every run at or above each level, from the highest to the lowest odd one.
 */
export function visualOrder(chars: readonly string[], levels: readonly number[], from: number, to: number, base: 0 | 1): number[] {
  const line = levels.slice(from, to).map((level, k) => ({ i: from + k, level }));
  let trailing = true;
  for (let k = line.length - 1; k >= 0; k--) {
    const c = bidiClass(chars[from + k]!);
    if (c === "S" || c === "B") {
      line[k]!.level = base;
      trailing = true;
    } else if (trailing && (c === "WS" || c === "BN")) line[k]!.level = base;
    else trailing = false;
  }
  const highest = Math.max(0, ...line.map((c) => c.level));
  const lowestOdd = Math.min(highest + 1, ...line.map((c) => (c.level % 2 === 1 ? c.level : c.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let k = 0; k < line.length; ) {
      if (line[k]!.level < level) {
        k++;
        continue;
      }
      let end = k;
      while (end < line.length && line[end]!.level >= level) end++;
      line.splice(k, end - k, ...line.slice(k, end).reverse());
      k = end;
    }
  }
  return line.map((c) => c.i);
}

// fontkit lays out a text right to left (reversing its glyphs) when the first character of a script other
// than Common and Inherited is of a right-to-left script (fontkit's Script.forString and direction).
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]$/u;

/** Whether fontkit reverses this text's glyphs when it lays it out. */
export function fontkitReverses(text: string): boolean {
  const first = SCRIPTED.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

/** Text in one font and style drawn left to right as one pdfkit call. */
export interface Piece<S> {
  /** What to hand pdfkit: fontkit's own reversal of right-to-left scripts is taken into account. */
  text: string;
  font: string;
  strokeBold: boolean;
  /** Lay the text out whole (pdfkit's `features: []`), or fontkit would reverse it word by word. */
  whole: boolean;
  style: S;
  width: number;
}

/** One visual line of a paragraph: its pieces from left to right and where it starts in the box. */
export interface Line<S> {
  pieces: Piece<S>[];
  width: number;
  /** From the left of the box: a right-to-left paragraph is right-aligned. */
  offset: number;
  rtl: boolean;
  /** The first and last line of a paragraph (the indent and the paragraph gap). */
  first: boolean;
  last: boolean;
}

/** Text in one style (one `write` of a chain of `continued` writes), cut into runs by font in logical order. */
export interface Span<S> {
  runs: FontRun[];
  style: S;
}

export interface LayoutOptions<S> {
  width: number;
  /** The first line of each paragraph is this much shorter, on its starting side. */
  indent: number;
  /** Break lines to the width; without it each paragraph is one line, however long. */
  wrap: boolean;
  measure: (piece: Omit<Piece<S>, "width">) => number;
}

interface Char<S> {
  ch: string;
  font: string;
  strokeBold: boolean;
  span: number;
  style: S;
  /** The isolate the character is in (-1: none) and that isolate's direction (null: its first strong letter's). */
  isolate: number;
  dir: 0 | 1 | null;
}

/** The text of characters `lo` to `hi` at one level, as pdfkit must be given it to come out in visual order. */
function pieceText(chars: readonly string[], lo: number, hi: number, level: number): { text: string; whole: boolean } {
  const logical = chars.slice(lo, hi + 1);
  const rtl = level % 2 === 1;
  const visual = rtl ? logical.map((ch) => MIRROR.get(ch) ?? ch).reverse() : logical;
  // fontkit reverses right-to-left letters itself: give it their logical order, which its shaping needs.
  if (fontkitReverses(logical.join(""))) return { text: [...visual].reverse().join(""), whole: true };
  return { text: visual.join(""), whole: false };
}

const SPACE = (ch: string) => {
  const c = bidiClass(ch);
  return c === "WS" || c === "S";
};
// A word that is only closing punctuation or a dash stays on the line before it ("word :", "word –").
const GLUED = /^[\p{Pe}\p{Pf}\p{Pd}\p{Po}]+$/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** One paragraph (no paragraph separator inside) laid out into visual lines. */
function layoutParagraph<S>(para: Char<S>[], options: LayoutOptions<S>): Line<S>[] {
  const chars = para.map((c) => c.ch);
  // The text outside isolates is the paragraph, each isolate one neutral in it (X5a-X5c, BD13): its
  // direction comes from the paragraph's first strong letter outside isolates (P2-P3, left to right
  // without one), and the isolates are resolved on their own, one level above in their direction.
  const outer: string[] = [];
  const outerAt: number[] = [];
  for (const [i, c] of para.entries()) {
    if (c.isolate === -1 || para[i - 1]?.isolate !== c.isolate) {
      outer.push(c.isolate === -1 ? c.ch : "\ufffc");
      outerAt.push(c.isolate === -1 ? i : -1);
    }
  }
  const base = paragraphLevel(outer.join("")) ?? 0;
  const levels = new Array<number>(para.length).fill(base);
  for (const [k, level] of resolveLevels(outer, base).entries()) if (outerAt[k]! >= 0) levels[outerAt[k]!] = level;
  for (let i = 0; i < para.length; ) {
    let end = i;
    while (end < para.length && para[end]!.isolate === para[i]!.isolate) end++;
    if (para[i]!.isolate >= 0) {
      const part = chars.slice(i, end);
      const dir = para[i]!.dir ?? paragraphLevel(part.join("")) ?? 0;
      const lift = base + 1 + ((base + 1 + dir) % 2) - dir;
      for (const [k, level] of resolveLevels(part, dir).entries()) levels[i + k] = level + lift;
    }
    i = end;
  }

  // Characters `lo` to `hi` cut where font, style or level change, as pieces in logical order.
  const chunks = (lo: number, hi: number) => {
    const out: [number, number][] = [];
    for (let i = lo; i < hi; i++) {
      const prev = out.at(-1);
      if (prev && para[i]!.font === para[i - 1]!.font && para[i]!.span === para[i - 1]!.span && levels[i] === levels[i - 1]) prev[1] = i;
      else out.push([i, i]);
    }
    return out;
  };
  const piece = (lo: number, hi: number, level: number): Piece<S> => {
    const c = para[lo]!;
    const p = { ...pieceText(chars, lo, hi, level), font: c.font, strokeBold: c.strokeBold, style: c.style };
    return { ...p, width: options.measure(p) };
  };
  const widthOf = (lo: number, hi: number) => chunks(lo, hi).reduce((w, [a, b]) => w + piece(a, b, levels[a]!).width, 0);

  // Words, each followed by its spaces: a line may break after those.
  const words: { start: number; end: number }[] = [];
  for (let i = 0; i < para.length; ) {
    let end = i;
    while (end < para.length && !SPACE(chars[end]!)) end++;
    const prev = words.at(-1);
    if (prev && GLUED.test(chars.slice(i, end).join(""))) prev.end = end;
    else words.push({ start: i, end });
    i = end;
    while (i < para.length && SPACE(chars[i]!)) i++;
  }

  const breaks: [number, number][] = [];
  const room = () => options.width - (breaks.length === 0 ? options.indent : 0);
  let start = 0;
  // The end of the last word on the line (its spaces hang past the width) and the width up to it.
  let end = 0;
  let used = 0;
  for (const w of words) {
    let add = widthOf(end, w.end);
    if (options.wrap && end > start && used + add > room()) {
      breaks.push([start, w.start]);
      start = w.start;
      add = widthOf(start, w.end);
      used = 0;
    }
    used += add;
    end = w.end;
    // A word longer than a line is cut between graphemes.
    while (options.wrap && used > room() && w.end - start > 1) {
      let cut = Math.max(start, w.start);
      for (const { segment } of graphemes.segment(chars.slice(cut, w.end).join(""))) {
        const next = cut + Array.from(segment).length;
        if (cut > Math.max(start, w.start) && widthOf(start, next) > room()) break;
        cut = next;
      }
      if (cut >= w.end) break;
      breaks.push([start, cut]);
      start = cut;
      used = widthOf(start, w.end);
    }
  }
  breaks.push([start, para.length]);

  return breaks.map(([lo, hi], n) => {
    // Spaces at the end of a line are not drawn (a right-to-left line would start with them).
    let stop = hi;
    while (stop > lo && SPACE(chars[stop - 1]!)) stop--;
    const order = visualOrder(chars, levels, lo, stop, base);
    const pieces: Piece<S>[] = [];
    for (let k = 0; k < order.length; ) {
      const i = order[k]!;
      let last = k;
      const step = levels[i]! % 2 === 1 ? -1 : 1;
      while (last + 1 < order.length) {
        const j = order[last + 1]!;
        const p = order[last]!;
        if (j !== p + step || levels[j] !== levels[i] || para[j]!.font !== para[i]!.font || para[j]!.span !== para[i]!.span) break;
        last++;
      }
      const a = order[k]!;
      const b = order[last]!;
      pieces.push(piece(Math.min(a, b), Math.max(a, b), levels[i]!));
      k = last + 1;
    }
    const width = pieces.reduce((w, p) => w + p.width, 0);
    const indent = n === 0 ? options.indent : 0;
    return { pieces, width, offset: base === 1 ? options.width - indent - width : indent, rtl: base === 1, first: n === 0, last: n === breaks.length - 1 };
  });
}

const ISOLATE_DIR: Record<string, 0 | 1 | null> = { "\u2066": 0, "\u2067": 1, "\u2068": null };
const PDI = "\u2069";

/**
 * Lays out styled text into visual lines: paragraphs (split at line feeds) get their direction from their
 * first strong character, are broken after spaces to the width, and each line is put in visual order.
 * Each span after the first is an isolate with its own direction (like HTML's <bdi>: a Hebrew value after
 * an English label), and so is text between FSI, LRI or RLI and PDI (nested ones count as one).
 */
export function layoutLines<S>(spans: Span<S>[], options: LayoutOptions<S>): Line<S>[] {
  const paragraphs: Char<S>[][] = [[]];
  let ids = 0;
  for (const [span, { runs, style }] of spans.entries()) {
    let around = span === 0 ? { isolate: -1, dir: null as 0 | 1 | null } : { isolate: ids++, dir: null };
    let inner: typeof around | null = null;
    let depth = 0;
    for (const run of runs) {
      for (const ch of run.text) {
        const dir = ISOLATE_DIR[ch];
        if (bidiClass(ch) === "B") {
          // A paragraph separator ends every isolate: what follows is a paragraph of its own.
          paragraphs.push([]);
          around = { isolate: -1, dir: null };
          inner = null;
          depth = 0;
        } else if (dir !== undefined) {
          if (depth++ === 0 && around.isolate === -1) inner = { isolate: ids++, dir };
        } else if (ch === PDI) {
          if (depth > 0 && --depth === 0) inner = null;
        } else {
          const at = inner ?? around;
          paragraphs.at(-1)!.push({ ch, font: run.font, strokeBold: run.strokeBold, span, style, isolate: at.isolate, dir: at.dir });
        }
      }
    }
  }
  return paragraphs.flatMap((p) => layoutParagraph(p, options));
}
