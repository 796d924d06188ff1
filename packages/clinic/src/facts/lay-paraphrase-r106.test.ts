import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 106 of fresh cases (issue 13): work and its jargon, anxious writers who
// list what they fear, and children told of by the adults around them.

describe("what is compared, feared or guessed is not had", () => {
  it("'sweating like i have a fever but i dont think i do' and 'felt like I'm burning with fever' are no fever", () => {
    expect(yes("fever", "sweating like i have a fever but i dont think i do")).toBe(false);
    expect(yes("fever", "Felt like I'm burning with fever, went to sit in the coolroom")).toBe(false);
    expect(yes("fever", "I'm burning up with a fever, 38.9")).toBe(true);
  });
  it("an app's 'possible causes' and 'morning headaches can be a tumour' name no cancer", () => {
    expect(yes("cancer", "it gave me: 'Possible causes: tension headache, brain tumour, subarachnoid haemorrhage, meningitis'")).toBe(false);
    expect(yes("cancer", "My DON said morning headaches can be a tumour and to get it checked")).toBe(false);
  });
  it("'I don't really count that as having cancer' is an opinion; the kidney tumour stays told", () => {
    expect(flags({ age: 47 }, "I had a kidney taken out in 2021 for a tumor but they caught it early, so I don't really count that as having cancer.")).toContain("cancer_history");
  });
  it("'what if I have a seizure in class?? I've never had one' denies the fit", () => {
    expect(flags({ age: 16 }, "also what if I have a seizure in class and everyone sees?? I've never had one but still.")).not.toContain("seizure");
    expect(facts("also what if I have a seizure in class?? I've never had one").find((f) => f.key === "seizure")?.polarity).toBe("denied");
  });
  it("'it's 9 this whole year' is a yearly count", () => {
    expect(value("headache_days", "I counted in my notes app and it's 9 this whole year")).toBeCloseTo(0.7, 1);
  });
  it("a colleague's collapse is not the patient's, though 'Mr.' ends in a full stop", () => {
    expect(flags({ age: 45 }, "Last year my colleague Mr. Raghavan collapsed at our office cricket match and died.")).not.toContain("altered_consciousness");
  });
});

describe("at work", () => {
  it("the blow's own pain and stars, told in the sentence after it, are no thunderclap and no aura", () => {
    const said = "I stood up too fast under the open boot of my car and hit my head hard on the edge of the door. It hurt instantly, like 10/10 for a minute, I saw stars and swore a lot";
    const raised = flags({ age: 33 }, said);
    expect(raised).toContain("post_trauma");
    expect(raised).not.toContain("thunderclap_onset");
    expect(raised).not.toContain("papilledema_visual");
  });
  it("'an instant bang in the back of my head' while pulling is an onset, not a blow", () => {
    expect(yes("head_trauma", "I was pulling on the count of three and got an instant bang in the back of my head. Like a baseball bat")).toBe(false);
    expect(yes("head_trauma", "got a bang on the back of my head from the scaffold pole")).toBe(true);
  });
  it("a purple spot in the eye after an arc flash is an afterimage, not a rash", () => {
    expect(flags({ age: 33 }, "when the man next to me strikes the arc I see a purple spot in my eye for some minutes then it goes")).not.toContain("fever_systemic");
    expect(flags({ age: 33, chief_complaint: "headache after welding, purple spot in eye" }, "headache after welding")).not.toContain("fever_systemic");
  });
  it("near vision blurred at the end of a day of close work, sharp after a blink, is eye strain", () => {
    expect(yes("blurred_vision", "At the end of the day my near vision is a bit blurry and eyes burn, after I blink and look out the window it's sharp again.")).toBe(false);
  });
  it("'felt faint but I didn't fall, I knew where I was' is no loss of consciousness", () => {
    expect(yes("loss_of_consciousness", "felt faint but I didn't fall, I knew where I was, normal after")).toBe(false);
    expect(yes("loss_of_consciousness", "she fainted in the walk-in")).toBe(true);
  });
  it("'safety manager checks gas every morning' counts no headache days", () => {
    expect(value("headache_days", "The hall is big and open, safety manager checks gas every morning, all ok.")).toBeUndefined();
  });
  it("'i am his cousin, typing for him' makes the fall his", () => {
    const said = ["hello i am his cousin, typing for him. he fall from the ladder at work today", "his head hit the side of the bin.", "he keep sleeping, i wake him and he answer slow slow then sleep again"];
    const a = story({ age: 28, sex: "male" }, ...said);
    expect(a.red_flags.map((f) => f.code)).toEqual(expect.arrayContaining(["post_trauma", "altered_consciousness"]));
    expect(a.candidates ?? []).toEqual([]);
  });
});

describe("children, told of by adults", () => {
  it("'Granda there's two tellies' is the child's double vision; 'you have to give him a shake to get a word out of him' is drowsiness", () => {
    const said = ["Typing for my grandson Callum, he's 10. He has a shunt for water on the brain", "Since teatime he's awful sleepy, you have to give him a shake to get a word out of him", "He just said 'Granda there's two tellies'."];
    expect(flags({ age: 10, sex: "male" }, ...said)).toEqual(expect.arrayContaining(["neuro_deficit", "altered_consciousness"]));
    expect(yes("diplopia", "there's two tellies in our house")).toBe(false);
  });
  it("after a knock, asking 'did i fall off my scooter?' every couple of minutes is confusion", () => {
    expect(yes("confusion", "she keeps asking 'did i fall off my scooter?' like every couple minutes even though we keep telling her")).toBe(true);
    expect(yes("confusion", "she's super sleepy")).toBe(true);
  });
  it("a tiny knock on Monday with her fine all week is not this headache's cause", () => {
    expect(yes("head_trauma", "She bumped her head on the slide on Monday but it was a tiny knock, she didn't even cry and she's been fine all week")).toBe(false);
  });
  it("a squint since 18 months, with glasses and patching, is no new palsy", () => {
    expect(flags({ age: 8, chief_complaint: "daughter headaches after school, has a squint" }, "She's had a squint since she was 18 months old, her left eye turns in, glasses since then and patching.")).not.toContain("neuro_deficit");
    expect(flags({ age: 8 }, "since Tuesday her left eye has started turning in")).toContain("neuro_deficit");
  });
});
