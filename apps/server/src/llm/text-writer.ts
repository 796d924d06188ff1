import type { TextEvent } from "../services/chat-engine.ts";

/** The reply text as shown so far, forwarded to the stream (if any) as deltas or one replacement. */
export function createTextWriter(onText?: (event: TextEvent) => void) {
  let text = "";
  return {
    get text(): string {
      return text;
    },
    /** Shows more text, separated from what came before by one space. */
    append(piece: string): void {
      const clean = piece.replace(/\s+/g, " ").trim();
      if (clean === "") return;
      const delta = text === "" ? clean : ` ${clean}`;
      text += delta;
      onText?.({ kind: "delta", text: delta });
    },
    /** Makes the shown text `full`: the missing end when it continues what was shown, else a replacement. */
    settle(full: string): void {
      if (full === text) return;
      if (text === "" || full.startsWith(`${text} `)) {
        this.append(full.slice(text.length));
        return;
      }
      text = full;
      onText?.({ kind: "replace", text: full });
    },
  };
}
