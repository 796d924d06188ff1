/** One idea the person may express ("fever"), with the phrasings that express it. */
export interface Concept {
  key: string;
  /** Phrasings; a negation before or inside the match denies the fact. */
  re: RegExp[];
  /** Idioms that carry their own negative word ("can't stand light"): only cues before them count. */
  fixed?: RegExp[];
  /** History items that must belong to the person, not a relative ("my dad had cancer"). */
  personal?: boolean;
  /** Not when used as a comparison ("like being hit with a bat"). */
  noSimile?: boolean;
  /** The sentence is about something else when this matches (e.g. shoulders for a stiff neck). */
  unless?: RegExp;
  /** The phrasings state the absence of the fact ("my neck is fine"). */
  negative?: boolean;
  /** An event that is a red flag only around the current headache: told as long past, it is read as `past_<key>` (history). */
  event?: boolean;
  /** The sentence tells the item as over ("finished chemo two years ago"): read as `past_<key>`. */
  pastWhen?: RegExp;
  /** About several people by design (a household with headaches): no experiencer reading. */
  anyone?: boolean;
  /** A history item that stays one when said to be over or clear ("breast cancer in 2018, all clear since"). */
  lifelong?: boolean;
  /** The phrasings mean this only in a message about it (a "positive test" in a message about IVF or a pregnancy). */
  within?: RegExp;
  /** The phrasings mean something else in a message that matches this (tingling hands in a message about a panic attack). */
  notWithin?: RegExp;
}

export const c = (key: string, re: RegExp[], extra: Omit<Concept, "key" | "re"> = {}): Concept => ({ key, re, ...extra });
