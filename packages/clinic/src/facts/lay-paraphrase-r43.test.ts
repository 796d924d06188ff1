import { describe, expect, it } from "vitest";
import { facts } from "./reading.test-helpers.ts";

// Categories found by round 43 of fresh cases (and a case kept out of round 42), each with speakers of its own.

const polarity = (key: string, text: string) => facts(text).find((f) => f.key === key);

describe("'never ... in my life' is a lifetime denial unless the message tells it happening now", () => {
  it.each([
    ["I've never fainted in my life", "loss_of_consciousness"],
    ["I've never had a seizure in my life, touch wood", "seizure"],
    ["honestly I have never passed out in my whole life", "loss_of_consciousness"],
  ])("%s", (text, key) => {
    const f = polarity(key, text);
    expect(f?.polarity).toBe("denied");
    expect(f?.candidate).toBeUndefined();
  });
  it.each([
    ["I have never passed out in my whole life but today I did", "loss_of_consciousness"],
    ["he's never had a seizure in his life, and then this morning he had one", "seizure"],
  ])("%s", (text, key) => {
    expect(polarity(key, text)?.polarity).toBe("affirmed");
  });
  it("'never ... before' with no time stays a first event to confirm", () => {
    expect(polarity("seizure", "never had a seizure before")?.candidate).toBe("first_ever");
  });
});
