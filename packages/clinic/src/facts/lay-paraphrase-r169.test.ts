import { describe, expect, it } from "vitest";
import { flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 169 of fresh cases (issue 13): hormones beyond the pill; blood, clotting
// and vessel conditions; the headache told through what it stops the person doing.

describe("round 169", () => {
  it("'headaches, which I've literally never had in my life' is a new headache, years on a hormone no headache history", () => {
    expect(yes("new_headache", "now I've got headaches, which I've literally never had in my life")).toBe(true);
    expect(yes("long_history", "I'm a trans woman, 56, on estradiol patches for 6 years.")).toBe(false);
    expect(yes("long_history", "I have had migraines on the pill for 10 years")).toBe(true);
  });
  it("a hand that will not do as told and speech 'like drunk, words slow and mushy' are deficits", () => {
    expect(yes("weakness", "Then I could not hold my chopsticks in my right hand, the kimchi kept falling")).toBe(true);
    expect(yes("weakness", "my right thumb doesn't go where I want, I typed nonsense")).toBe(true);
    expect(yes("speech", "My team leader said I am talking strange, like drunk, words slow and mushy.")).toBe(true);
  });
  it("'Normally I have no headaches' is no recurring headache, so the worst pain of a life in a snip is a thunderclap", () => {
    expect(yes("recurrent", "Normally I have no headaches, only a little with a cold.")).toBe(false);
    const f = flags({ age: 44, sex: "female" }, "In the time of one snip of the scissors my head went from nothing to the worst pain of my life, at the back.", "Normally I have no headaches, only a little with a cold.");
    expect(f).toContain("thunderclap_onset");
  });
  it("eyes shut against the shop lights are photophobia, not drowsiness", () => {
    expect(yes("confusion", "My colleague had to switch off the shop lights because I could not keep my eyes open with them on.")).toBe(false);
    expect(yes("confusion", "he is so drowsy he can't keep his eyes open")).toBe(true);
  });
  it("'If I sit or stand for about 10 minutes ... start pounding ... Flat on my back it's gone' is orthostatic", () => {
    expect(yes("worse_upright", "If I sit or stand for about 10 minutes the back of my head and neck start pounding and I have to lie down again.")).toBe(true);
    expect(yes("worse_upright", "Flat on my back it's gone in 15 minutes or so.")).toBe(true);
  });
  it("months told on a calendar are the headache days; 'something going on' is no medicine", () => {
    expect(value("headache_days", "I counted on my calendar: November I had something going on 18 days, October 19.")).toBe(18.5);
    expect(value("med:unspecified", "I counted on my calendar: November I had something going on 18 days, October 19.")).toBeUndefined();
  });
  it("a painkiller sold with caffeine is a combination, and an accent does not make a second medicine", () => {
    const f = flags(
      { age: 48, sex: "female", medications: { acute: [{ name: "Difmetrè (indometacina, proclorperazina, caffeina)", days_per_month: 12 }, { name: "Moment (ibuprofene 200)", days_per_month: 8 }] } },
      "For more than one year I take Difmetre on about 12 days in the month, and on other 7 or 8 days I take Moment.",
    );
    expect(f).toContain("medication_overuse");
  });
  it("a known bleeding disorder's usual petechiae are no rash of now", () => {
    const f = flags({ age: 20, sex: "female" }, "I've had chronic ITP since I was 15. platelets usually sit around 30-50. I bruise like a peach and get the little red dots (petechiae) on my ankles sometimes");
    expect(f).not.toContain("fever_systemic");
    expect(flags({ age: 20, sex: "female" }, "high temperature and headache, and tonight little red dots that don't fade on my legs")).toContain("fever_systemic");
  });
  it("'i want to hit my head on the wall' is an urge, not a blow", () => {
    expect(flags({ age: 35, sex: "male" }, "hot knife behind the right eye, i want to hit my head on the wall.")).not.toContain("post_trauma");
    expect(flags({ age: 35, sex: "male" }, "i hit my head on the wall yesterday")).toContain("post_trauma");
  });
  it("a side of the sight lost in a typical, recurring visual aura is the aura", () => {
    const f = flags(
      { age: 31, sex: "male" },
      "Yesterday I had to pull onto the hard shoulder because I couldn't see the cars on my left anymore.",
      "It started as a small shimmering spot and over about 15 minutes it grew into a zigzag arc that took over the left side of everything. After about 25 minutes it faded",
      "About 20 minutes after that the headache came. Right side, pounding",
      "this is the 5th time since I was 22, same every time, always the vision first and then the headache.",
    );
    expect(f).not.toContain("neuro_deficit");
  });
  it("'I cannot speak or think for that time' in a stabbing attack is the pain's, not lost speech", () => {
    expect(yes("speech", "Each time it is a stab and burn around my left eye, very severe, I cannot speak or think for that time, and then it is gone.")).toBe(false);
    expect(yes("speech", "suddenly I cannot speak properly, the words won't come")).toBe(true);
  });
});
