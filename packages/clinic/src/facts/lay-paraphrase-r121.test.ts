import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 121 of fresh cases (issue 13): the very old and those who look after
// them, clinicians' letters pasted with the person's own account, and children typing for themselves.

describe("a fall no one saw", () => {
  it("found on the floor with no memory of how is a head injury to check, on a blood thinner especially (NICE NG232)", () => {
    expect(yes("head_trauma", "typing for my neighbour, I found her sitting on the kitchen floor and she can't tell me how she got down there")).toBe(true);
    expect(flags({ age: 88 }, "warden typing for Mr Hill, 88, on apixaban", "he was lying on the bedroom floor this morning, can't remember falling, now a headache", "says it's his usual head")).toContain("post_trauma");
  });
  it("a carpet burn on the forehead is the mark of a blow", () => {
    expect(yes("head_trauma", "typing for my dad, he has a red carpet burn on his forehead")).toBe(true);
  });
  it("not answering the evening call is no unresponsiveness", () => {
    expect(yes("confusion", "typing for my aunt, she didn't answer her 9 o'clock phone call so I went round")).toBe(false);
    expect(yes("confusion", "typing for my aunt, she didn't answer when I spoke to her")).toBe(true);
  });
  it("one hand that keeps slipping off the walking frame is weakness", () => {
    expect(yes("weakness", "typing for my grandad, his right hand keeps slipping off his zimmer")).toBe(true);
  });
});

describe("confusion told in daily things", () => {
  it("'couldnt work the telly remote shes had for years', 'asked me twice was it Sunday'", () => {
    expect(yes("confusion", "typing for my mum, she couldnt work the tv remote shes had for years")).toBe(true);
    expect(yes("confusion", "typing for my mum, she asked me twice was it Monday")).toBe(true);
  });
});

describe("a first headache late in life", () => {
  it("'I dont suffer with headache at all' at 79 is a first headache", () => {
    expect(yes("new_headache", "I dont suffer with headache at all")).toBe(true);
  });
  it("migraines that stopped at the change, 'then not one for 27 years', leave a new headache at 78 new", () => {
    expect(yes("headaches_ceased", "I had migraines from my teens up to the menopause, then not one for 25 years")).toBe(true);
  });
});

describe("what a letter and the person's words say", () => {
  it("'not going, rather it is increasing every week' is a progressive headache, not a denial", () => {
    expect(yes("progressive", "BP is controlled but the headache is not going, rather it is increasing every week")).toBe(true);
    expect(value("headache_days", "rather it is increasing every week")).toBeUndefined();
  });
  it("'what is papilloedema' asks about a word", () => {
    expect(flags({ age: 36 }, "the optometrist wrote no papilloedema. so now I am confused what is papilloedema and should I worry", "tight band 8 days a month for 2 years")).not.toContain("papilledema_visual");
  });
});

describe("children and teenagers", () => {
  it("'mom here: he keeps nodding off' keeps what the boy typed before as his", () => {
    const a = story({ age: 15, sex: "male" }, "headache since friday, puking every morning", "when i look to the side theres 2 of everything", "mom here: he keeps nodding off in the middle of talking to me");
    expect(a.red_flags.map((f) => f.code)).toEqual(expect.arrayContaining(["neuro_deficit", "altered_consciousness"]));
  });
  it("a first typical aura with the headache after it, in a 14-year-old, is migraine with aura, not a red flag", () => {
    const a = story({ age: 14 }, "in my maths test a shimmery zigzag showed up in the middle of my vision and slowly got bigger and moved out to the right", "it lasted like 25 min and then it was totally gone", "then my head started pounding on the left and i felt sick", "never had anything like it before");
    expect(a.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
  });
  it("'the lights in the gym' during an exam are no exertion", () => {
    expect(yes("exertion_context", "my head started pounding and the lights in the gym were way too bright")).toBe(false);
    expect(yes("exertion_context", "it hit me doing squats at the gym")).toBe(true);
  });
  it("a friend's faint that frightened the child is not the child's", () => {
    expect(yes("loss_of_consciousness", "ava fainted in PE last week and got taken in an ambulance so now im scared")).toBe(false);
  });
  it("a concussion 10 days ago, seen at the ER and easing day by day, is for the GP (routine)", () => {
    const a = story({ age: 15 }, "got boarded into the glass 10 days ago, hit the side of my helmet, the ER said concussion", "didnt get knocked out. headache every day since but its getting better, 6 at first now a 2", "no puking, no double vision, arms and legs fine");
    expect(a.red_flags.map((f) => f.code)).toContain("post_trauma");
    expect(a.urgency).toBe("routine");
    // Not yet seen by anyone, it is for a doctor within days.
    const unseen = story({ age: 32 }, "stood up into a roof beam 10 days ago and saw stars", "headache every day since, easing, 6 at first now a 3", "no puking, no double vision");
    expect(unseen.urgency).toBe("urgent");
  });
  it("dates a knock told in days", () => {
    expect(facts("i hit my head on the cupboard 5 days ago").find((f) => f.key === "head_trauma")?.value).toBe(5);
  });
});
