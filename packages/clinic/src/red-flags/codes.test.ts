import { describe, expect, it } from "vitest";
import { nextTurn } from "../index.ts";
import { PLAIN } from "./codes.ts";

// The plain reason shown to the person must hold for every way a code is raised (detect.ts).
const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));

describe("plain reasons", () => {
  it("a painful eye raised by halos or a hard eye does not claim blurred vision", () => {
    expect(PLAIN.painful_eye_autonomic).not.toMatch(/blur/);
    for (const text of [
      "my right eye is really painful and red and I see rainbow rings around lights",
      "terrible pain in my left eye, it feels rock hard, and my head is pounding",
    ]) {
      const turn = nextTurn(null, user(text));
      expect(turn.assessment.red_flags.map((f) => f.code)).toContain("painful_eye_autonomic");
      expect(turn.reply).not.toMatch(/blurred vision/);
    }
  });
});
