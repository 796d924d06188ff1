import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 131 of fresh cases (issue 13): people typing on a break at work, in
// cut-off messages; people who tell everything through images; stories told out of order in time.

describe("a body told through images", () => {
  it.each([
    "now my neck feels starched, like a shirt collar with too much starch",
    "if i bend my chin down it pulls all the way to my shoulder blades",
    "his neck is like a broom handle glued on",
    "He cannot bring the chin to the chest, he tried and shouted",
  ])("'%s' is a stiff neck", (text) => {
    expect(yes("neck_stiffness", text)).toBe(true);
  });
  it("a hand like an oven glove that cannot feel the keys is numb; words stuck like a jammed drawer are a speech problem", () => {
    expect(yes("numbness", "My right hand is like I am wearing an oven glove")).toBe(true);
    expect(yes("numbness", "I cant feel the keys proper so I am typing with one finger")).toBe(true);
    expect(yes("speech", "Words are stuck like a jammed drawer, I know the word and it wont come out")).toBe(true);
    expect(yes("speech", "Declan says I asked him to put on the organ and I meant the kettle")).toBe(true);
    expect(yes("speech", "the song is stuck in my head")).toBe(false);
  });
  it("a curtain pulled across one side of the page, the head turned to see the line ends, is a field lost", () => {
    expect(yes("field_loss", "it is as if somebody pulled a curtain across the right side of the hymn sheet")).toBe(true);
    expect(yes("field_loss", "I have to turn my head to see the ends of the lines")).toBe(true);
    expect(flags({ age: 66, sex: "female" }, "it is as if somebody pulled a curtain across the right side of the hymn sheet. Still the same now")).toContain("neuro_deficit");
  });
  it("a balloon fuller every week, a lid heavier every week, is a headache getting worse, not a lid that droops or a weekly rate", () => {
    expect(yes("progressive", "I have a head like a balloon somebody is blowing up very slowly inside. Every week it is a little fuller")).toBe(true);
    const s = story({ age: 47, sex: "male" }, "Feels like a lid pressing down on top of my head. Its there when I wake, and every week the lid is a bit heavier");
    expect(s.red_flags.map((f) => f.code)).toEqual(["progressive"]);
    expect(s.facts.some((f) => f.key === "headache_days")).toBe(false);
    expect(yes("half_closed_eye", "my left eye lid is a bit heavier than the right")).toBe(true);
    expect(yes("progressive", "every day it's a bit worse by the evening")).toBe(false);
  });
  it("a headache that built through one shift is no progressive headache", () => {
    expect(yes("progressive", "worst one ive had in years, started mild at like 11 and got worse all shift")).toBe(false);
    expect(yes("progressive", "it got worse as the day went on")).toBe(false);
  });
  it("'the light is like broken glass in the eye' is light that hurts, not an aura; 'like cracked glass' in the sight still is", () => {
    expect(yes("aura", "the light is like broken glass in the eye")).toBe(false);
    expect(yes("aura", "a shape like broken glass in the left of my vision")).toBe(true);
  });
  it("a head that comes to the boil while blowing a tuba is set off by effort", () => {
    expect(flags({ age: 35, sex: "male" }, "i play tuba in a brass band. 3 times in the last 2 weeks my head came to the boil like a kettle while i was blowing", "never happens sitting around. i never had headaches before this month")).toContain("valsalva_precipitated");
  });
  it("someone asleep mid-sentence, or answering where he is with something else, is confused", () => {
    expect(yes("confusion", "he sleeps in the middle of talking")).toBe(true);
    expect(yes("confusion", "I asked him where we are and he told me about anatomy practicals")).toBe(true);
    expect(yes("confusion", "I asked him where we are and he said at home")).toBe(false);
  });
});

describe("messages typed on a break", () => {
  it("a message cut off after its negative word and finished in the next is read whole", () => {
    const s = story(null, "felt sick yesterday but didnt", "throw up. lead says its normal after a bonk");
    expect(s.facts.find((f) => f.key === "vomiting")?.polarity).toBe("denied");
    expect(s.facts.find((f) => f.key === "vomiting")?.evidence).toBe("throw up.");
    expect(story(null, "felt sick yesterday", "threw up twice").facts.find((f) => f.key === "vomiting")?.polarity).toBe("affirmed");
    // Two whole thoughts: the next message does not open with what the negative waited for.
    expect(flags({ age: 68, sex: "male" }, "he never gets headaches, never", "temp was 38.6 yesterday, tonight 38.9")).toContain("fever_systemic");
    expect(flags({ age: 48, sex: "female" }, "the ibuprofen did something the first week and now it doesn't", "only other thing is I finished chemo for the lump in my breast in 2023")).toContain("cancer_history");
  });
  it.each(["on my 10 min.", "in the car between calls got 10 mins.", "6 min turnaround at aviemore.", "on layover at the loop 8 mins."])("'%s' is the break, not an attack's length", (text) => {
    expect(value("attack_hours", text)).toBeUndefined();
  });
  it("an attack's length in minutes is still read", () => {
    expect(value("attack_hours", "they last 10 min")).toBeCloseTo(1 / 6);
  });
  it("'saw stars but didnt pass out' after a knock is the knock's moment, not a sight problem", () => {
    expect(yes("visual_disturbance", "saw stars but didnt pass out, finished the shift")).toBe(false);
  });
  it("'dads mates son had a brain tumour' is someone else's cancer", () => {
    expect(flags(null, "dads mates son had a brain tumour and now hes convinced")).not.toContain("cancer_history");
    expect(flags(null, "my mates son had a brain tumour")).not.toContain("cancer_history");
  });
});

describe("stories told out of order", () => {
  it("knocked out 'playing rugby at 16 too' is long past", () => {
    expect(flags({ age: 29, sex: "male" }, "got knocked out playing rugby at 16 too if that matters")).toEqual([]);
  });
  it("'Fever I think no' denies the fever", () => {
    expect(facts("Fever I think no.").find((f) => f.key === "fever")?.polarity).toBe("denied");
    expect(facts("Fever, I don't think so").find((f) => f.key === "fever")?.polarity).toBe("denied");
  });
  it("old headaches that 'finished after the change', '20 years nothing', then a new temple pain at 71 is a new headache after 50", () => {
    const s = story({ age: 71, sex: "female", headache_history: { age_onset: 14 } }, "As young girl I had headaches with my period, but after the change at 50 they finished. So 20 years nothing.", "I have pain at the temples since 3 weeks");
    expect(s.red_flags.map((f) => f.code)).toContain("new_onset_over_50");
    expect(s.facts.some((f) => f.key === "history_months" && (f.value ?? 0) > 100)).toBe(false);
  });
  it("a dark curtain over one eye for minutes at 71 with a jaw that tires is a deficit, whatever aura the form ticked", () => {
    const intake = { age: 71, sex: "female", headache_history: { age_onset: 14, aura_symptoms: ["right eye becomes dark"] } };
    expect(flags(intake, "This morning the right eye became dark, like a curtain from above, maybe 5 minutes, then it came back", "Since Sunday when I eat bread the jaw becomes tired and I must stop and wait")).toContain("neuro_deficit");
  });
  it("'tonight is not that' after a worst headache years ago is no change in the usual ones", () => {
    expect(flags({ age: 45, sex: "male" }, "i had the worst headache of my life back in 2019, scans all normal", "tonight is not that. started as a dull ache over my right eye and by 7 it was pounding. that's how my migraines go, have had them since college")).not.toContain("pattern_change");
  });
  it("a childhood aura, over for twenty years, is no first aura now, and 'age 10 to 14' is not the person's age", () => {
    const s = story({ age: 33, sex: "female" }, "when I was kid in Cebu I had migraine with flashing lights, maybe age 10 to 14, then it stopped");
    expect(s.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
    expect(s.age).toBe(33);
  });
  it("a diary's count restates a vague 'most days', and 'days with a headache' are headache days", () => {
    expect(value("med:nurofen plus", "I take Nurofen Plus most days, diary says 18 days last month, and Maxalt on 6 of the bad days")).toBe(18);
    expect(value("headache_days", "I counted last month in my diary: 20 days with a headache, 8 of them proper migraines")).toBe(20);
  });
});
