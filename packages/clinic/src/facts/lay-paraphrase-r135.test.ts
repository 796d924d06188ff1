import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 135 of fresh cases (issue 13): eyes and screens; everyday causes told
// first; people who already live with another condition.

describe("eyes and screens", () => {
  it("one eye found dim by covering the other, for minutes, at 77 with a tired jaw, is a deficit", () => {
    expect(yes("monocular_vision_loss", "With my left eye shut the right one was the dim one.")).toBe(true);
    expect(flags({ age: 77, sex: "male" }, "the picture went dim, after about five minutes it came back to normal", "With my left eye shut the right one was the dim one.", "my jaw gets tired chewing, I have to stop halfway through a piece of toast")).toContain("neuro_deficit");
  });
  it("the left side of the screen lost through either eye is a field cut", () => {
    expect(yes("field_loss", "since like 2pm I keep losing the left side of my timeline. have to turn my head to find the cursor")).toBe(true);
    expect(yes("field_loss", "left eye alone = left side missing. right eye alone = left side missing too")).toBe(true);
  });
  it("a red aching eye whose sight is going after an injection is the eye's emergency", () => {
    const s = story({ age: 79, sex: "female" }, "This time its aching since yesterday and a headache over the left eyebrow with it", "The eye is very red and the sight in it is gone like looking through milk. I can only make out my hand moving against the window");
    expect(s.red_flags.map((f) => f.code)).toContain("painful_eye_autonomic");
  });
  it("eye drops on the acute list are no painkiller days", () => {
    expect(story({ age: 74, sex: "male", medications: { acute: [{ name: "Systane eye drops", days_per_month: 30 }] } }, "a new headache at the temples").metrics.acute_medication_days_per_month).toEqual({});
  });
  it("a blur of a dry eye that clears with a blink, of tired eyes after hours of reading, or within the attacks, is no sign of pressure", () => {
    expect(facts("eyes are blurry but thats my dry eye, had it 5 yrs, clears when I blink").find((f) => f.key === "blurred_vision")?.polarity).toBe("denied");
    expect(facts("eyes also get blur after long reading at night, 5-6 hours continuous").find((f) => f.key === "blurred_vision")?.polarity).toBe("denied");
    expect(facts("She says things go a bit blurry during them, like she can't focus").find((f) => f.key === "blurred_vision")?.polarity).toBe("denied");
  });
  it("a lid low for years, in an old photo, is no new droop", () => {
    expect(flags({ age: 58, sex: "female" }, "I have my usual migraine since this afternoon, right side", "my left eyelid is lower", "But the eyelid is like this since 3 or 4 years. Even my passport photo from 2023 shows it")).not.toContain("neuro_deficit");
  });
  it("an aunty's tumour on the form's conditions is family history", () => {
    expect(flags({ age: 11, sex: "female", medical_history: { medical_conditions: ["aunty had brain tumour at 40"] } }, "headaches after school")).not.toContain("cancer_history");
  });
});

describe("everyday causes told first", () => {
  it("'hot and shivery' beside a sunburn is no fever", () => {
    expect(yes("fever", "He says he feels hot and shivery but he's burnt like a tomato, no sunscreen of course")).toBe(false);
  });
  it("'?? confused' after a question is puzzlement", () => {
    expect(flags(null, "My sister reckons Panadol Extra has caffeine in it so I'm not actually off caffeine at all?? confused")).not.toContain("altered_consciousness");
  });
});

describe("another condition already", () => {
  it("a weak hand 'from then', the stroke told two sentences back, is the stroke's", () => {
    expect(flags({ age: 63, sex: "male" }, "the stroke 2022 make the words wrong. sorry. hand right weak also from then. same")).not.toContain("neuro_deficit");
    expect(flags({ age: 40, sex: "male" }, "I hit my head yesterday. my arm is weak from then")).toContain("neuro_deficit");
  });
  it("a numb patch 'from my 2016 relapse, nothing new' is the old relapse's", () => {
    expect(flags({ age: 41, sex: "female" }, "The numb patch on my left thigh is from my 2016 relapse, nothing new.")).not.toContain("neuro_deficit");
  });
  it("'Then I was vomiting, drowsy and seeing double, nothing like now' tells the old shunt block", () => {
    expect(flags({ age: 52, sex: "female" }, "It was redone in 2009 when it blocked. Then I was vomiting, drowsy and seeing double, nothing like now")).toEqual([]);
  });
  it("a fistula's whoosh heard with the arm under the head is no pulsatile tinnitus", () => {
    expect(flags({ age: 39, sex: "male" }, "the last couple weeks i hear a whooshing in my left ear in bed, in time with my heartbeat", "only happens when i sleep with my left arm under my head. my fistula is in that arm, it buzzes like mad. move my arm and it stops")).not.toContain("papilledema_visual");
  });
  it("a form's eye box taken back", () => {
    expect(facts("I put floaters in the aura field, maybe wrong.").find((f) => f.key === "aura")?.polarity).toBe("denied");
    expect(facts("I ticked blurry eye on the form but that's my right eye, it's been dim since optic neuritis in 1994").find((f) => f.key === "blurred_vision")?.polarity).toBe("denied");
  });
  it("talk that makes no sense and everything going dark is confusion and sight lost", () => {
    expect(yes("confusion", "when you talk to him he is saying things that don't make sense")).toBe(true);
    expect(yes("vision_loss", "He says everything is looking dark and blurry, he cannot read his phone")).toBe(true);
    expect(value("headache_days", "everything is looking dark")).toBeUndefined();
  });
});
