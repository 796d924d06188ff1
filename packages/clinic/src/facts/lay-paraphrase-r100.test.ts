import { describe, expect, it } from "vitest";
import { flags, yes } from "./reading.test-helpers.ts";

// Categories found by round 100 of fresh cases (issue 13): symptoms told by what the person could or
// could not do, mixed-up chronology, and other conditions whose symptoms overlap a headache's.

describe("told by what the person could or could not do", () => {
  it("'got one rosette piped and before id moved the bag ... my head was gone', unlike the usual, is a thunderclap", () => {
    expect(flags({ age: 39 }, "filled the form in for my normal migraines but tonights one isnt like them at all", "got one rosette piped and before id moved the bag over to the next spot my head was gone. just like that.", "spewed twice, nearly 9 out of 10 still")).toContain("thunderclap_onset");
  });
  it("'couldnt walk up to the foul line straight, had to grab the ball return' is an unsteady gait", () => {
    expect(yes("ataxia", "couldnt walk up to the foul line straight either, had to grab the ball return")).toBe(true);
    expect(yes("ataxia", "i still gotta hold the wall going to the bathroom")).toBe(true);
  });
  it("a hand 'yanking off the steering wheel on its own', then 'no good for half an hour', is a focal seizure and its weakness", () => {
    expect(yes("seizure", "my left hand started yanking off the steering wheel on its own, over and over")).toBe(true);
    expect(yes("weakness", "after that the hand was no good for about half an hour, couldnt hold the package scanner")).toBe(true);
  });
  it("'put my ham sandwich down after two or three bites and wait' is a jaw that tires; 'from the first bite ... clicks' is the joint", () => {
    expect(yes("jaw_claudication", "I have to put my ham sandwich down after two or three bites and wait before I can carry on chewing.")).toBe(true);
    expect(yes("jaw_claudication", "My jaw hurts from the first bite if it's a hard apple, and when I open wide it clicks on the left.")).toBe(false);
  });
  it("'the right eye went as if someone had switched it off' is sight lost in one eye", () => {
    expect(yes("monocular_vision_loss", "I was lining up my wood and the right eye went as if someone had switched it off. About a minute, then back.")).toBe(true);
  });
});

describe("mixed-up chronology", () => {
  it("'first time is when im 17 ... my right hand goes pins and needles' is the first aura, years ago", () => {
    expect(flags({ age: 26 }, "first time is when im 17, in maths class, my right hand goes pins and needles, it creeps up my arm into my lip and tongue, my words come out wrong")).not.toContain("neuro_deficit");
  });
  it("'slowly got worse over like 2 hours' is an attack's build, 'slowly got worse over the weeks' a course", () => {
    expect(yes("progressive", "it was there when i woke and slowly got worse over like 2 hours")).toBe(false);
    expect(yes("progressive", "it slowly got worse over the weeks")).toBe(true);
  });
  it("'but this started last night' dates the headache to hours", () => {
    expect(flags({ age: 20 }, "but this started last night. 39.6 today, she cant put her chin down", "also she got hit in the head by a volleyball in september but that was nothing")).not.toContain("post_trauma");
  });
});

describe("another condition's own symptoms", () => {
  it("'the blurry/tingly/a bit muddled thing is my hypos' is no deficit", () => {
    const got = flags({ age: 38 }, "the blurry/tingly/a bit muddled thing is my hypos, mostly after coaching netball. couple of jet planes and im right in 15 min");
    expect(got).not.toContain("neuro_deficit");
    expect(got).not.toContain("altered_consciousness");
  });
  it("a throb that comes 'in seconds' with a hot flush is no thunderclap, and the flushes a day are no headache days", () => {
    const got = flags({ age: 50, sex: "female" }, "migraines since I was 17, about twice a month, no change there", "I get hot flushes, 6-8 a day", "with the flush my head throbs, comes on in seconds, gone in 2-3 minutes when the flush passes");
    expect(got).not.toContain("thunderclap_onset");
    expect(yes("sudden_onset", "it came on in a flash")).toBe(true);
  });
  it("what a page says of headaches in general is not the person's", () => {
    expect(yes("sudden_onset", "I read that a headache that comes on in seconds is a thunderclap")).toBe(false);
    expect(yes("new_headache", "the site says new headaches after 50 are a worry")).toBe(false);
  });
});
