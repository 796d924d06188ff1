import { repairWord } from "./spelling.ts";

// Turns what people type into one canonical lower-case form the rules can match: curly quotes,
// missing apostrophes ("dont"), shorthand ("w/", "3x a week", "hrs") and typos.

const APOSTROPHE_LESS: Record<string, string> = {
  dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", couldnt: "couldn't", wont: "won't",
  wouldnt: "wouldn't", isnt: "isn't", wasnt: "wasn't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't",
  arent: "aren't", werent: "weren't", shouldnt: "shouldn't", aint: "ain't", im: "i'm", ive: "i've",
  id: "i'd", ill: "ill", theyre: "they're", youre: "you're", thats: "that's", whats: "what's", theres: "there's",
};

// Same text, same result: a small bounded cache spares re-reading the conversation each turn.
const CACHE = new Map<string, string>();

/** Normalises one message for matching. Never throws. */
export function normalizeText(raw: string): string {
  const key = String(raw);
  const hit = CACHE.get(key);
  if (hit !== undefined) return hit;
  const out = normalizeUncached(key);
  if (CACHE.size >= 4000) CACHE.clear();
  CACHE.set(key, out);
  return out;
}

function normalizeUncached(raw: string): string {
  let t = raw.toLowerCase();
  t = t.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, "-");
  t = t.replace(/&/g, " and ").replace(/\bw\/o\b/g, "without").replace(/\bw\//g, "with ").replace(/~/g, " about ");
  t = t.replace(/\+/g, " plus ").replace(/(\d)\s*x\s+(a|per|each|every)\b/g, "$1 times $2");
  t = t.replace(/(\d)(hrs?|mins?|secs?|days?|weeks?|wks?|months?|yrs?|years?)\b/g, "$1 $2");
  t = t.replace(/(\d)\s*h\b/g, "$1 hours").replace(/(\d)\s*m\b(?!g)/g, "$1 minutes");
  t = t.replace(/(\d)\s*(y\/o|yo)\b/g, "$1 years old");
  t = t.replace(/[a-z']+/g, (w) => {
    const plain = w.replace(/'/g, "");
    const restored = APOSTROPHE_LESS[plain];
    if (restored !== undefined && !w.includes("'")) return restored;
    if (w.includes("'")) return w;
    return repairWord(w);
  });
  return t.replace(/\s+/g, " ").trim();
}
