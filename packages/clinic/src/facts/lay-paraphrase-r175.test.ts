import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 175 of fresh cases (issue 13): eye and vision words; negations and
// lists told casually; medicines and substances in the story.

describe("round 175", () => {
  it("a 'yes' in a checklist answers its item, whatever 'no's went before", () => {
    const a = story({ age: 63 }, "Your list ah: fever no, neck no, hand leg weak no, face no crooked, talking ok, eye yes quite red and pain, and the lights got rainbow ring around them.");
    expect(a.red_flags.map((f) => f.code)).toContain("painful_eye_autonomic");
    expect(yes("fever", "no fever yes")).toBe(false);
    expect(yes("neck_stiffness", "rash no, vomit no. but neck yes, is very stiff, i cannot look at my feet")).toBe(true);
  });
  it("'nope' and 'nah' after an item, or 'all nah' after a list, deny it", () => {
    expect(yes("worse_lying", "Worse lying down or coughing, nope.")).toBe(false);
    expect(yes("progressive", "Getting worse, nope, it's flat, same every day.")).toBe(false);
    expect(yes("diplopia", "Fits, double vision, weird arm stuff, all nah.")).toBe(false);
    expect(yes("fever", "Fever nah, neck nah, no numbness or any of that.")).toBe(false);
    expect(yes("worse_lying", "Worse lying down, yes.")).toBe(true);
    expect(yes("new_headache", "I'm not one for headaches, never have been, but for about three weeks I've had a nagging ache")).toBe(true);
  });
  it("a witness telling what they saw of the face ('the black bit in the left eye is tiny') tells the typist's", () => {
    expect(flags({ age: 39 }, "Vision is not blurry. My husband says the black bit in the left eye is tiny compared to the right one")).toContain("neuro_deficit");
  });
  it("a checklist 'Standing: yes, within 15-20 minutes it builds' is an upright headache", () => {
    expect(yes("orthostatic_builds", "Lying down: zero. Standing/sitting up: yes, within 15-20 minutes it builds.")).toBe(true);
  });
  it("blur with its own plain cause is no sign of the eye", () => {
    expect(yes("blurred_vision", "My reading is a bit blurry but that's because I lost my reading glasses and I'm using my husband's old ones.")).toBe(false);
    expect(yes("blurred_vision", "Also the small print has become blurry, I find myself holding the books far away.")).toBe(false);
    expect(yes("blurred_vision", "left eye goes red and pours tears, so blurry i cant see out of it until the tears stop.")).toBe(false);
    expect(yes("visual_disturbance", "vision was a bit blurry for an hour that night but its been clear since.")).toBe(false);
    expect(yes("blurred_vision", "my eye is red and watering and so blurry i cant see")).toBe(true);
  });
  it("a ball to the eye is a knock to the head; a quirk since the teens is no deficit", () => {
    expect(yes("head_trauma", "took a squash ball flush to the left eye on thursday night, mate's backhand")).toBe(true);
    expect(flags({ age: 29 }, "Since I was a teenager, when I'm really tired, the right eye drifts out and I see double for a few seconds.")).not.toContain("neuro_deficit");
  });
  it("tingling told as topiramate's side effect is no deficit; sudden blur is not a sudden headache", () => {
    expect(flags({ age: 34 }, "My fingers tingle too but the doctor said that is normal with topiramate.")).not.toContain("neuro_deficit");
    expect(yes("sudden_onset", "Last night watching TV suddenly everything far away was blurry in both eyes, I could not read the subtitles.")).toBe(false);
  });
  it("'became stronger over maybe 20 minutes' is the time to peak; 'for it the last 4 weeks' dates the medicine", () => {
    expect(value("peak_hours", "About one hour ago he got a headache while doing his crossword, it became stronger over maybe 20 minutes")).toBeCloseTo(1 / 3);
    expect(value("med_started_months", "Been taking ibuprofen most days for it the last 4 weeks.")).toBeLessThan(3);
    expect(value("history_months", "im on minocycline for my acne since september")).toBeUndefined();
  });
  it("'8 until 15 times' and 'many per day, 8 to 15 times' count attacks a day; 'after 2 days the attacks stopped totally' on indomethacin", () => {
    expect(value("attacks_per_day", "Many per day, 8 until 15 times, also they wake me at night.")).toBe(8);
    expect(yes("indomethacin_response", "3 weeks ago he gave indomethacin 25 mg three times a day. After 2 days the attacks stopped totally, zero since then")).toBe(true);
  });
  it("an aura new to migraines 'always without any aura' is new to them", () => {
    const a = story({ age: 31 }, "I've had migraines since I was 16, about 2 a month, always without any aura", "But twice now I got this shimmering zigzag shape that grew bigger over about 20 minutes, then faded, then my normal migraine started.");
    expect(a.facts.some((f) => f.key === "aura" && f.polarity === "affirmed")).toBe(true);
  });
});
