// "its gone red and cloudy" then "the eye I mean, the right one": the next message names what the
// bare "it" of the message before was. That message is read again with the thing named in place
// of its pronoun ("my eye's gone red and cloudy", "cracked my head proper on the beam", "can't see
// properly out of my phone"), so what it says is read of the right thing.

const NAMES_IT = /^(?:(?:oh|sorry|soz|lol|haha|ha|no|wait|oops|sorry lol)[\s,.!]+)*(?:(?:out of|on|in|off|with|of|at) )?(?:the|my|his|her) ([a-z]+(?: [a-z]+)?),? i mean\b/;
const IT = /\b(?:it's|it’s|its|it)\b/gi;

/** The thing a message opens by naming as the "it" before ("the eye I mean" -> "eye"), from normalized text. */
export function namedReferent(normalized: string): string | null {
  return NAMES_IT.exec(normalized)?.[1] ?? null;
}

/** The earlier message with its last bare "it" replaced by the thing named, and the original sentence that held it (the verbatim quote). */
export function retold(previous: string, referent: string): { text: string; replaced: string; sentence: string } | null {
  const last = [...previous.matchAll(IT)].at(-1);
  if (last === undefined) return null;
  const at = last.index;
  const replaced = /^it['’]?s$/i.test(last[0]) ? `my ${referent}'s` : `my ${referent}`;
  const start = Math.max(previous.lastIndexOf(".", at - 1), previous.lastIndexOf("!", at - 1), previous.lastIndexOf("?", at - 1), previous.lastIndexOf("\n", at - 1)) + 1;
  const ends = [".", "!", "?", "\n"].map((c) => previous.indexOf(c, at)).filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) + 1 : previous.length;
  return { text: previous.slice(0, at) + replaced + previous.slice(at + last[0].length), replaced, sentence: previous.slice(start, end).trim() };
}
