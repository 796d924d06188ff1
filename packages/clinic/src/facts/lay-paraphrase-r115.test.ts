import { describe, expect, it } from "vitest";
import { facts, flags, messageFact, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 115 of fresh cases (issue 13): people who play the alarming part down,
// anxious people who list what they fear, and timelines told out of order.

describe("signs played down or told in passing", () => {
  it("'boiling one min freezing the next' is a fever, and 'purple freckle things on my shins' a purpuric rash", () => {
    expect(yes("fever", "woke up with it this morning, boiling one min freezing the next, been sick 3 times.")).toBe(true);
    expect(yes("rash", "ive got a few little purple freckle things on my shins but thats prob from football thursday")).toBe(true);
    expect(yes("rash", "purple things in my vision")).toBe(false);
  });
  it("'a limb came down and bounced off my helmet' is a blow to the head", () => {
    expect(yes("head_trauma", "a limb came down and bounced off my helmet on the 10th, had my lid on thank god")).toBe(true);
    expect(flags({ age: 34 }, "a limb came down and bounced off my helmet on the 10th", "since then ive had a dull head most days")).toContain("post_trauma");
  });
});

describe("what is feared, what would be, and who it happened to", () => {
  it("'first time i was sure it was a tumour, they scanned me' is a fear, not a cancer", () => {
    expect(messageFact("cancer", "first time i was sure it was a tumour, they scanned me, all clear")?.candidate).toBe("worry");
  });
  it("'if it was a bleed Id be sick or passed out by now' is what would be, not what is", () => {
    expect(yes("loss_of_consciousness", "My husband says if it was a bleed Id be sick or passed out by now and I need to stop googling.")).toBe(false);
    expect(yes("vomiting", "My husband says if it was a bleed Id be sick or passed out by now")).toBe(false);
  });
  it("'a lad i work with ... had nose cancer' is a workmate's", () => {
    expect(messageFact("cancer", "but a lad i work with on the trains had nose cancer")?.about).toBe("other");
  });
  it("'the nurse said it happens all the time' is how common a faint is, not how often the headache comes", () => {
    const said = "only scary thing ever was I fainted having a blood test in 2019, the nurse said it happens all the time.";
    expect(facts(said).some((f) => f.key === "headache_days" || (f.key === "continuous" && f.polarity !== "denied"))).toBe(false);
  });
});

describe("an aura new to years of migraine", () => {
  it("'never had lights before in 40 odd years', after a spreading zigzag that went and the usual headache came, is a change", () => {
    const said = [
      "ive had sick headaches since i was at school, 2 or 3 a month",
      "but 3 weeks ago and again last sunday i got this shimmery zigzag thing, started small near the middle and spread out to the left over about 20 minutes, then it went and the usual headache came on on the right",
      "never had lights before in 40 odd years.",
    ];
    expect(yes("aura_resolves", said[1] ?? "")).toBe(true);
    expect(yes("headache_follows", said[1] ?? "")).toBe(true);
    const a = story({ age: 56 }, ...said);
    expect(a.red_flags.map((f) => f.code)).toEqual(["pattern_change"]);
    expect(a.urgency).toBe("urgent");
  });
  it("aura symptoms denied in a list ('never had flashing lights or numbness before them') are no new aura", () => {
    expect(yes("never_like_this", "I've never had flashing lights or zigzags or numbness before them, straight into the headache.")).toBe(false);
  });
});

describe("posture, pregnancy past, and the pace of a build", () => {
  it("'about 10 mins after i get up my head starts pounding ... lie flat ... gone in like 15 mins' is a low-pressure headache", () => {
    expect(yes("orthostatic_builds", "about 10 mins after i get up my head starts pounding at the back and down into my neck.")).toBe(true);
    expect(flags({ age: 27 }, "but since thursday morning, about 10 mins after i get up my head starts pounding at the back and down into my neck. if i lie flat on the sofa its gone in like 15 mins.")).toContain("positional");
  });
  it("blood pressure that 'went up at the end of the pregnancy', baby 8 months, and '(gone now)' on the form are past", () => {
    const intake = { age: 30, sex: "female", medical_history: { medical_conditions: ["i have high blood pressure in pregnancy (gone now)"] } };
    const a = story(intake, "baby's 8 months and doesnt believe in sleep", "my blood pressure went up at the end of the pregnancy but it was normal at my 6 week check and again last month, 118/76");
    expect(a.red_flags.map((f) => f.code)).not.toContain("pregnancy_postpartum");
  });
  it("a headache that creeps in over 5 minutes to a 6, told as building, is no thunderclap", () => {
    expect(yes("gradual_onset", "its not a bang or anything, it builds.")).toBe(true);
    expect(flags({ age: 31 }, "it creeps in over maybe 5 mins during the last km, gets to about a 6. never had a headache like it before", "its not a bang or anything, it builds.")).not.toContain("thunderclap_onset");
  });
});

describe("a past episode told first", () => {
  it("'back in 2019 i had the scary one. at the gym doing deadlifts, instant worst pain ... CT and a spinal tap, all normal' is that episode's onset", () => {
    const said = "so back in 2019 i had the scary one. at the gym doing deadlifts, instant worst pain of my life, ambulance, CT and a spinal tap, all normal. they called it benign something headache and it never came back";
    expect(yes("sudden_onset", said)).toBe(false);
    expect(yes("exertion_context", said)).toBe(false);
    expect(yes("sudden_onset", "at the gym doing deadlifts today, instant worst pain of my life")).toBe(true);
  });
  it("a first headache after a game that turns into fever and a stiff neck is the infection's, not an effort headache", () => {
    const intake = { age: 19, headache_history: { pattern_context: "at uni, started after football" } };
    const said = ["headache since monday night after his 5 a side", "today he was 39.4 and hes shivering", "he cant put his chin down to his chest"];
    const codes = flags(intake, ...said);
    expect(codes).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
    expect(codes).not.toContain("valsalva_precipitated");
  });
});
