import type { TextEvent } from "./chat-engine.ts";

/**
 * What the person has been shown of a reply so far, kept in step with the events sent to them.
 * The one tracker of streamed text: the LLM path writes through it (`append`, `settle`), and the
 * chat service follows any engine's events through it (`forward`) to store exactly what was seen.
 */
export function createShownText(onText?: (event: TextEvent) => void) {
  let text = "";
  const forward = (event: TextEvent): void => {
    text = event.kind === "delta" ? text + event.text : event.text;
    onText?.(event);
  };
  return {
    get text(): string {
      return text;
    },
    forward,
    /** Shows more text, separated from what came before by one space. */
    append(piece: string): void {
      const clean = piece.replace(/\s+/g, " ").trim();
      if (clean !== "") forward({ kind: "delta", text: text === "" ? clean : ` ${clean}` });
    },
    /** Makes the shown text `full`: the missing end when it continues what was shown, else one replacement. */
    settle(full: string): void {
      if (full === text) return;
      forward(full.startsWith(text) ? { kind: "delta", text: full.slice(text.length) } : { kind: "replace", text: full });
    },
  };
}

export type ShownText = ReturnType<typeof createShownText>;
