import { describe, expect, it } from "vitest";
import { flags, yes } from "./reading.test-helpers.ts";

// Categories found by round 149 of fresh cases (issue 13): primary headaches told precisely; urgency
// told calmly or in frightening words; people aged 50 to 79.

describe("round 149", () => {
  it("an animal the person was feeding or walking is no subject: the sight lost is the person's", () => {
    const codes = flags({ age: 74, sex: "female" }, "For about three weeks I have had an ache at my left temple, tender to brush my hair", "my jaw gets tired and achy when I'm chewing my toast", "this morning while I was feeding the cat a grey sort of curtain came down over my left eye for perhaps five minutes");
    expect(codes).toContain("jaw_claudication_gca");
    expect(codes).toContain("papilledema_visual");
    expect(flags({ age: 40, sex: "female" }, "my dog has been having fits and i have a headache")).not.toContain("seizure");
  });
  it("'very reliable, like a light switch' of a pain that comes and goes with posture is no sudden onset", () => {
    expect(yes("sudden_onset", "Stand up again, comes back. Very reliable, like a light switch")).toBe(false);
    expect(yes("sudden_onset", "it came on like a light switch while i was reading")).toBe(true);
  });
  it("blur after many hours on a laptop that a blink clears is the eyes' surface, not raised pressure", () => {
    expect(flags({ age: 20, sex: "male" }, "rubber band round my forehead after the library, 6 to 10 days a month", "after many hrs on laptop things go blurry, then i blink and its fine")).not.toContain("papilledema_visual");
  });
});
