import { describe, expect, it } from "vitest";
import { hasMarkup } from "./has-markup";

describe("hasMarkup", () => {
  it.each([
    "Thanks for telling me. How old are you?",
    "Without medicine, how long does one headache usually last?",
    "It sounds like pain on one side (mostly), throbbing: about 4-72 hours, 10/10 at worst!",
    "First paragraph.\n\nSecond paragraph.",
  ])("plain: %s", (text) => {
    expect(hasMarkup(text)).toBe(false);
  });

  it.each([
    "**Call 999 now**",
    "_soon_",
    "## Next steps",
    "- rest\n- water",
    "1. rest\n2. water",
    "> quoted",
    "`code`",
    "[link](https://example.org)",
    "see https://example.org",
    "mail a@b.c",
    "a | b\n---|---",
    "Before <img src=x> after",
    "AT&amp;T",
    "line with a hard break  \nnext",
    "    indented code",
    "Title\n=====",
    "~~gone~~",
  ])("markup: %s", (text) => {
    expect(hasMarkup(text)).toBe(true);
  });
});
