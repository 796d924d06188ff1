// A streamed reply is shown sentence by sentence: each sentence is checked against the rules before
// anyone sees it, so a model can never put half a dose or a "you're fine" on the screen.

const BOUNDARY = /[.!?]+["')\]]*\s+/g;

/** Collects streamed text and hands back the complete sentences as they form. */
export function createSentenceGate() {
  let buffer = "";
  return {
    /** Adds streamed text; returns the sentences completed by it (whitespace-normalised). */
    push(chunk: string): string[] {
      buffer += chunk;
      let end = -1;
      for (const match of buffer.matchAll(BOUNDARY)) end = match.index + match[0].length;
      if (end < 0) return [];
      const done = buffer.slice(0, end);
      buffer = buffer.slice(end);
      return (done.match(/[^.!?]+[.!?]+["')\]]*/g) ?? []).map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s !== "");
    },
    /** The unfinished rest at the end of the stream. */
    flush(): string {
      const rest = buffer.replace(/\s+/g, " ").trim();
      buffer = "";
      return rest;
    },
  };
}
