import { describe, expect, it } from "vitest";
import { flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 174 of fresh cases (issue 13): stories told day by day; people who
// correct what they said earlier; migraine and tension-type days counted with calendars and apps.

describe("round 174", () => {
  it("a ring 'fitting' and pacing a corridor are no fit and no unsteadiness", () => {
    expect(yes("seizure", "No swelling of my face or hands, my ring is fitting.")).toBe(false);
    expect(yes("seizure", "he was fitting on the floor for two minutes")).toBe(true);
    expect(yes("ataxia", "I could not stay in the bed, I was walking in the corridor holding my head.")).toBe(false);
  });
  it("a headache only when upright, back every time they get up, is positional", () => {
    expect(yes("worse_upright", "headache since sunday that only happens when im upright. lie down and its gone")).toBe(true);
    expect(yes("orthostatic_returns", "lay back down and 20 min later gone. every time i get up same thing")).toBe(true);
  });
  it("'since end of September' dates the attacks; 'slept the whole night' is no attack length", () => {
    expect(value("history_months", "I have these attacks of pain around my left eye since end of September.")).toBeGreaterThan(1);
    expect(value("attack_hours", "First time in 10 weeks I slept the whole night")).toBeUndefined();
  });
  it("a symptom taken back ('was a false alarm', 'my vision is perfect') is denied; a recovery is not", () => {
    expect(yes("blurred_vision", "And the blurry vision was a false alarm.")).toBe(false);
    expect(yes("vision_loss", "my left eye is red and I can't see properly", "Between attacks the eye is completely white and my vision is perfect.")).toBe(false);
    expect(flags({ age: 50 }, "my vision went black for 10 minutes this morning, my vision is fine now")).toContain("neuro_deficit");
  });
  it("'when I said my usual headache I meant ... these last 3 weeks' takes the long history back", () => {
    expect(yes("long_history", "I have my usual headache again, right side at the temple.", "when I said my usual headache I meant it's become usual these last 3 weeks.")).toBe(false);
  });
  it("half the field gone, the same side in both eyes, is a deficit; an aura 'never stayed more than half an hour' is no denial of aura", () => {
    expect(flags({ age: 39 }, "the left side of my vision is still missing, like a black area")).toContain("neuro_deficit");
    expect(yes("aura", "This has never happened before, the aura never stayed more than half an hour.")).toBe(true);
    expect(yes("pattern_change", "This has never happened before, the aura never stayed more than half an hour.")).toBe(true);
  });
  it("'no helmet, and hit the right side of my head' is a knock", () => {
    expect(flags({ age: 27 }, "9 days ago i fell off a kick scooter, no helmet, and hit the right side of my head on the pavement")).toContain("post_trauma");
  });
  it("a rule known about triptans is no count of days; headache days told before their months are the diary", () => {
    expect(value("med:triptans", "I know the rule about triptans, no more than 10 days a month, so I'm careful.")).toBeUndefined();
    const diary = "the app says 17 headache days in November, 18 in October, 16 in September, and about 10 a month are full migraines";
    expect(value("headache_days", diary)).toBe(17);
    expect(value("migraine_days", diary)).toBe(10);
  });
  it("a relation glossed in brackets is that relation; 'less than one a month' is under one", () => {
    expect(yes("cancer", "my paati (grandmother) had a brain tumour so amma is very tensed.")).toBe(false);
    expect(value("headache_days", "So less than one a month.")).toBeLessThan(1);
  });
  it("new in a long history: 'which never happened in 10 years', 'my last 2 were different'", () => {
    expect(yes("pattern_change", "Since 2 weeks it wakes me at 5 in the morning, which never happened in 10 years.")).toBe(true);
    expect(yes("pattern_change", "But my last 2 were different at the start.")).toBe(true);
  });
});
