import { describe, expect, it } from "vitest";
import { facts, yes } from "./reading.test-helpers.ts";

// Categories found by round 160 of fresh cases (issue 13): symptoms played down or joked about;
// how messages are typed (run-on text, capitals, emoji, texting shorthand, one-word replies);
// long-term conditions and their medicines beside a headache.

const attackHours = (...m: string[]) => facts(...m).filter((f) => f.key === "attack_hours" && f.polarity === "affirmed").map((f) => f.value);

describe("round 160", () => {
  it("an 'ok' after a circumstance ('it was during sex ok.') clears nothing", () => {
    expect(yes("exertion_trigger", "it was during sex ok. right at the end")).toBe(true);
    expect(yes("neck_stiffness", "neck ok")).toBe(false);
  });
  it("'I get up and after 15-20 min it starts ... worse the longer I stand' is a headache of being upright", () => {
    expect(yes("orthostatic_builds", "I get up and after 15-20 min it starts at the back of my head")).toBe(true);
    expect(yes("orthostatic_builds", "it gets worse the longer I stand")).toBe(true);
  });
  it("'neck's going stiff' is a stiff neck", () => {
    expect(yes("neck_stiffness", "been sick twice. neck's going stiff and the big light is killing me")).toBe(true);
  });
  it("'increased over like one hour' is how long it took to build, not how long it lasts", () => {
    expect(attackHours("It started in 8am lecture, small small, then increased over like one hour until I could not see the board")).toEqual([]);
  });
  it("the hours of relief a tablet bought are not an attack's length", () => {
    expect(attackHours("had 2 suma, one friday one saturday, gave me maybe a couple hours then back")).toEqual([]);
  });
});
