// Placeholders for the first-message box (spec section 2: "Placeholders are random prompts").
export const EXAMPLE_PROMPTS = [
  "I've had a throbbing headache on one side since this morning",
  "My headaches get worse when I look at screens",
  "I wake up with a headache most days",
  "I get a pressing pain around my forehead in the afternoon",
  "My headaches come with nausea and I can't stand light",
  "I've been taking painkillers for headaches almost every day",
  "I see zigzag lines before my headache starts",
  "My headaches started after I changed my sleep schedule",
] as const;

/** One prompt at random; `random` is injectable so tests can pick. */
export function randomExamplePrompt(random: () => number = Math.random): string {
  const index = Math.min(EXAMPLE_PROMPTS.length - 1, Math.floor(random() * EXAMPLE_PROMPTS.length));
  return EXAMPLE_PROMPTS[index] ?? EXAMPLE_PROMPTS[0];
}
