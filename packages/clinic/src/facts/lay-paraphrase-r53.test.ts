import { describe, expect, it } from "vitest";
import { facts, flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 53 of fresh cases (issue 13): jobs and situations, and forms corrected in the chat.

describe("an onset or a deficit told against the form", () => {
  it.each(["Nothing, then full blast, in the time it takes to say it.", "it was nothing and then full on, in the time it takes to blink"])("%s", (text) => {
    expect(flags({ age: 47, headache_history: { onset: "2 days, gradual" } }, "Had a headache since Thursday, I'm not a headache person at all.", text)).toContain("thunderclap_onset");
  });
  it("'my right hand would not make the letters, chalk kept dropping ... I said fourteen for forty'", () => {
    const f = flags({ age: 58 }, "I get headaches from my 30s, 2 a month maybe, pressure.", "About 2 o'clock I was writing prices on the chalk board and my right hand would not make the letters, chalk kept dropping, and my son said the words came wrong, I said 'fourteen' for 'forty'.");
    expect(f).toContain("neuro_deficit");
    expect(f).not.toContain("new_onset_over_50");
  });
  it("'not really like my migraines' in late pregnancy, with 'the numbers looked a bit smeary', is a change and a visual sign", () => {
    const f = flags({ age: 31, sex: "female", headache_history: { onset: "years" } }, "I'm 35 weeks pregnant with my first. I've had migraines since I was a teenager.", "today I've had a headache since about 2pm that's not really like my migraines tbh, all across the front", "Also (might be nothing) the numbers on my glucose meter looked a bit smeary tonight");
    expect(f).toEqual(expect.arrayContaining(["pattern_change", "papilledema_visual", "pregnancy_postpartum"]));
  });
  it("'never had a sore head in my life' at 62 is a new headache, and 'heavier each week than the week before' progressive", () => {
    const f = flags({ age: 62 }, "Never had a sore head in my life. Started getting headaches end of August.", "Now it's every morning and it's heavier each week than the week before.");
    expect(f).toEqual(expect.arrayContaining(["new_onset_over_50", "progressive"]));
  });
});

describe("a child's squint, a teacher's notes, a rash that blanches, a neck that loosened", () => {
  it.each(["his left eye is going inside towards the nose", "he sees two TV when he looks to the side"])("%s", (text) => {
    expect(flags({ age: 8 }, "My son Aarav is 8 yrs. Headache every morning for 3 weeks.", text)).toContain("neuro_deficit");
  });
  it("'his handwriting has become messy and he is bumping in the corridor' is a focal sign", () => {
    expect(yes("ataxia", "His class teacher also told his handwriting has become messy and he is bumping in the corridor.")).toBe(true);
  });
  it("an itchy rash, 'same eczema I get every exam season', is no meningococcal rash", () => {
    expect(flags({ age: 23 }, "the rash is itchy and rough, same eczema I get every exam season, doesn't go pale? wait actually when I press it does go pale. no fever")).not.toContain("fever_systemic");
  });
  it("a stiff neck that 'loosened off and by lunch it was fine' is no meningism", () => {
    expect(flags({ age: 31 }, "tight achy head, both sides, 2 days a week", "When I woke on Thursday my neck was so stiff I couldn't turn it, but after a hot shower it loosened off and by lunch it was fine.")).not.toContain("meningism");
  });
  it("'my jaw started aching after a couple of minutes playing', 'side of my head is tender when I put my glasses on' at 72", () => {
    const f = facts("at practice my jaw started aching after a couple of minutes playing, had to put it down", "Side of my head is tender when I put my glasses on too");
    expect(f.some((x) => x.key === "jaw_claudication" && x.polarity === "affirmed")).toBe(true);
    expect(f.some((x) => x.key === "scalp_tenderness" && x.polarity === "affirmed")).toBe(true);
  });
  it("'I'm usually about 120/75' is a blood pressure, not a recurring headache", () => {
    expect(story({ age: 31 }, "I'm usually about 120/75.").facts.some((f) => f.key === "recurrent" && f.polarity === "affirmed")).toBe(false);
  });
});
