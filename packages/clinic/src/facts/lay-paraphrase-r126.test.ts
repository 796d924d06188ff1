import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { questionById } from "../interview/questions.ts";
import type { ChatMessage } from "../types.ts";
import { facts, flags, NOW, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 126 of fresh cases (issue 13): voice dictation, teenagers' slang, and
// older people writing at length about long lives.

const user = (content: string): ChatMessage => ({ role: "user", content });
const asked = (id: string): ChatMessage => ({ role: "assistant", content: "Could you tell me about this?", questionId: id, slots: questionById(id)?.slots ?? [] });

describe("a sudden headache set against the usual slow ones", () => {
  const sudden = "This afternoon without any warning at all the most violent pain came on at the back of my head. It was at its very worst in an instant, as if a gun had gone off inside my skull.";
  it("an answer about how the usual attacks build is no answer about this one", () => {
    const a = assess({ age: 69, sex: "female" }, [user("I have had migraine since I was fourteen."), user(sudden), asked("time_to_peak"), user("My usual migraines creep up over an hour or two, always on the left. There were no zigzags today and it is the whole of my head.")], { now: NOW });
    expect(a.red_flags.map((f) => f.code)).toContain("thunderclap_onset");
    expect(a.urgency).toBe("emergency");
  });
  it("an answer about this one's build still counts", () => {
    const a = assess({ age: 40, sex: "female" }, [user("bad headache today"), asked("time_to_peak"), user("it built up slowly over a couple of hours this morning")], { now: NOW });
    expect(a.red_flags.map((f) => f.code)).not.toContain("thunderclap_onset");
  });
  it("'unlike anything I have had in fifty-five years' is never like this", () => {
    expect(yes("never_like_this", "it is unlike anything I have had in fifty-five years")).toBe(true);
    expect(yes("never_like_this", "unlike anything i've ever felt")).toBe(true);
  });
});

describe("giant cell arteritis told by an older person's day", () => {
  it("'my jaw tires and aches after a few mouthfuls of toast' is jaw claudication", () => {
    expect(yes("jaw_claudication", "At breakfast my jaw tires and aches after a few mouthfuls of toast and I must pause")).toBe(true);
  });
  it("'the skin there is so tender that my reading glasses are unbearable' is scalp tenderness", () => {
    expect(yes("scalp_tenderness", "The skin there is so tender that my reading glasses are unbearable")).toBe(true);
  });
  it("a blur put down to managing without glasses is no blur, and answers the form's", () => {
    expect(yes("blurred_vision", "my reading has gone blurry, because I have been trying to manage without the glasses")).toBe(false);
    const a = story({ age: 79, sex: "female", headache_history: { assoc_symptoms: ["reading blurry"] } }, "aching in both temples for a fortnight, never had headaches, I am 79", "my jaw aches after a few mouthfuls of toast", "my reading has gone blurry, because I have been trying to manage without the glasses. With them the print is perfectly clear.");
    expect(a.red_flags.map((f) => f.code)).toContain("jaw_claudication_gca");
    expect(a.red_flags.map((f) => f.code)).not.toContain("papilledema_visual");
    expect(a.urgency).toBe("urgent");
  });
});

describe("exertion told through a walk, and a chest pain long past", () => {
  it("'when I take the dog up Chapel Hill of a morning I get a throbbing' is brought on by exertion", () => {
    expect(yes("exertion_trigger", "when I take the dog up Chapel Hill of a morning I get a throbbing in the front of my head")).toBe(true);
    expect(yes("exertion_trigger", "going up the stairs to my flat i get a pounding headache")).toBe(true);
  });
  it("a chest pain in 2019 is past, and a denied one now leaves an exertional headache urgent", () => {
    const f = facts("I had some tests on my heart in 2019 after a chest pain");
    expect(f.some((x) => x.key === "chest_pain" && x.polarity === "affirmed")).toBe(false);
    const a = story({ age: 72, sex: "male" }, "never had headaches in my life", "when I take the dog up the hill I get a throbbing in my head, it goes off if I stand still", "I have no pain in my chest with it", "I had tests on my heart in 2019 after a chest pain");
    expect(a.urgency).toBe("urgent");
    expect(a.red_flags.map((f) => f.code)).toContain("valsalva_precipitated");
  });
});

describe("old events dated by a season, and blows by where they landed", () => {
  it("'in the summer of 1961 ... out cold for half a minute' is a past loss of consciousness", () => {
    expect(yes("loss_of_consciousness", "In the summer of 1961 I was struck on the left temple by a cricket ball and was out cold for perhaps half a minute.")).toBe(false);
    expect(yes("past_loss_of_consciousness", "In the summer of 1961 I was struck on the left temple by a cricket ball and was out cold for perhaps half a minute.")).toBe(true);
  });
  it("'struck the left side of my head on the boot lid', 'struck on the left temple by a ball' are blows to the head", () => {
    expect(yes("head_trauma", "yesterday I struck the left side of my head on the boot lid")).toBe(true);
    expect(yes("head_trauma", "yesterday I was struck on the left temple by a cricket ball")).toBe(true);
    expect(yes("head_trauma", "the pain struck the left side of my head")).toBe(false);
  });
});

describe("who 'he' is, and whose the nights are", () => {
  it("after 'he did not know our grandson Tyler', the next 'he' is still the patient", () => {
    const a = story({ age: 85, sex: "male" }, "I am writing for my husband Gordon who is 85. He has a splitting headache and a temperature of 38.9.", "This morning he is muddled. He did not know our grandson Tyler on the FaceTime. He also could not put his chin down to look at his porridge, he says his neck is like a board.");
    expect(a.red_flags.map((f) => f.code)).toContain("meningism");
  });
  it("'up with him most nights', 'sees me every day' are no headache days", () => {
    expect(value("headache_days", "I have been up with him most nights and sleeping in the chair beside the bed.")).toBeUndefined();
    expect(value("headache_days", "My sister who lives next door and sees me every day says it is exactly as it always is.")).toBeUndefined();
    expect(value("headache_days", "it wakes me most nights")).toBe(25);
  });
});

describe("a finding others worry about, told as long-standing", () => {
  it("a crooked face a child saw, then a Bell's palsy of 1985 'lower ever since', is settled", () => {
    const a = story({ age: 77, sex: "female" }, "I have had migraine since I was twenty, once a month, one side, throbbing, sick, I lie down twelve hours.", "During the headache the little one said Grandma your face is crooked.", "I had Bell's palsy in 1985 and the right side of my mouth has been lower ever since.");
    expect(a.candidates?.map((c) => c.code) ?? []).not.toContain("neuro_deficit");
    expect(a.urgency).toBe("routine");
  });
  it("a face 'lower since yesterday' stays a weakness", () => {
    expect(yes("weakness", "the right side of my mouth has been lower since yesterday")).toBe(true);
  });
  it("'my arms and legs are strong' denies weakness, even beside 'as it always was'", () => {
    const f = facts("My arms and legs are strong, my speech is as it always was");
    expect(f.find((x) => x.key === "weakness")?.polarity).toBe("denied");
    expect(yes("weakness", "my legs are fine but my left arm is weak")).toBe(true);
  });
});

describe("lengths and builds that are not the attack's", () => {
  it("'the room whirls round for about twenty seconds' is a dizzy turn's length", () => {
    expect(value("attack_hours", "When I roll onto my right side in bed the room whirls round for about twenty seconds and then settles.")).toBeUndefined();
  });
  it("'slowly got worse over 2 3 hours' is a build, not a progressive course", () => {
    expect(yes("progressive", "started small after lunch then slowly got worse over 2 3 hours, now its bad")).toBe(false);
    expect(yes("progressive", "its been slowly getting worse every week")).toBe(true);
  });
});

describe("a teenager's words", () => {
  it("'passed out at like 6am ... woke up at 2' is sleep, and 'by passed out i mean fell asleep' puts it right", () => {
    expect(yes("loss_of_consciousness", "ngl i passed out at like 6am after grinding valorant all night, woke up at 2 with my head pounding")).toBe(false);
    expect(facts("by passed out i mean fell asleep lol, not like fainted").find((x) => x.key === "loss_of_consciousness")?.polarity).toBe("denied");
    expect(yes("loss_of_consciousness", "i passed out at work and woke up on the floor")).toBe(true);
  });
  it("'all 4 of us got banging heads' is headaches, not a clash of heads", () => {
    expect(yes("head_trauma", "all 4 of us got banging heads tho")).toBe(false);
    expect(yes("head_trauma", "we clashed heads going for the ball")).toBe(true);
  });
  it("'and jack says im not making sense' is not denied by a 'couldn't' before it", () => {
    expect(yes("confusion", "i couldnt sleep and jack says im not making sense")).toBe(true);
  });
  it("'my gp said no combined pill with auras' denies the pill, not the auras", () => {
    const f = facts("im on the mini pill bc my gp said no combined pill with auras");
    expect(f.find((x) => x.key === "aura")?.polarity).toBe("affirmed");
    expect(f.find((x) => x.key === "combined_contraception")?.polarity).toBe("denied");
  });
  it("'feel spewy' is nausea", () => {
    expect(yes("nausea", "pounding at the front both sides, feel spewy")).toBe(true);
  });
  it("a carbon monoxide story with the patient not making sense is an emergency with altered consciousness", () => {
    expect(flags(null, "head is POUNDING and ive been sick twice", "the petrol generator was in the garage and we shut the door", "i feel proper dizzy too and jack says im not making sense")).toContain("altered_consciousness");
  });
});
