import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import type { ChatMessage, RedFlagCode } from "../types.ts";
import { questionById, QUESTIONS } from "./questions.ts";

// Answers are bound to the question asked by its id, whatever the wording of the reply (a
// model may rephrase it). A leading yes/no only answers when the rest adds nothing.

const user = (content: string): ChatMessage => ({ role: "user", content });
const asked = (id: string, content = "Could you tell me about this?"): ChatMessage => ({ role: "assistant", content, questionId: id, slots: questionById(id)?.slots ?? [] });
const after = (id: string, reply: string, intake: unknown = { age: 30, sex: "female" }) => assess(intake, [user("I get headaches"), asked(id), user(reply)]);
const flags = (a: ReturnType<typeof assess>): RedFlagCode[] => a.red_flags.map((f) => f.code);
const screen = (a: ReturnType<typeof assess>, code: string) => a.red_flag_screen.find((s) => s.code === code)?.answer;

describe("typed answers read in the context of the question", () => {
  it("does not read 'yes, I feel sick...' as yes to a fever", () => {
    const a = after("fever_systemic", "yes, I feel sick and throw up sometimes");
    expect(flags(a)).not.toContain("fever_systemic");
    expect(a.facts.find((f) => f.key === "vomiting")?.polarity).toBe("affirmed");
  });

  it("reads a bare yes or no to a direct question, and shows an explicit no as no", () => {
    for (const reply of ["yes", "Yes.", "yeah I think so"]) expect(flags(after("fever_systemic", reply)), reply).toContain("fever_systemic");
    for (const reply of ["no", "nope, not really", "no, nothing like that"]) {
      const a = after("fever_systemic", reply);
      expect(flags(a), reply).toEqual([]);
      expect(screen(a, "fever_systemic"), reply).toBe("no");
    }
  });

  it("does not read 'yes, I'm scared it could be a tumour' as a cancer history", () => {
    expect(flags(after("cancer_history", "yes, I'm scared it could be a tumour"))).not.toContain("cancer_history");
  });

  it("reads a bare no to a checklist as no to every item it asked", () => {
    const a = after("red_flags_now", "no");
    for (const code of ["thunderclap_onset", "fever_systemic", "meningism", "seizure", "post_trauma"]) expect(screen(a, code), code).toBe("no");
  });

  it("reads minutes given to the onset question as time to peak, never as the attack's length", () => {
    const a = after("time_to_peak", "fast, maybe 5-10 minutes and it's at full blast", { age: 38, sex: "male" });
    expect(a.facts.find((f) => f.key === "attack_hours")).toBeUndefined();
    expect(a.facts.find((f) => f.key === "thunderclap")?.polarity).toBe("denied");
    expect(flags(a)).not.toContain("thunderclap_onset");
  });

  it("reads a slow build with a denied sudden start as slow, not as under a minute", () => {
    const a = after("time_to_peak", "It started as a dull ache when I woke up and built up over the morning, it didn't come on out of nowhere");
    expect(a.facts.find((f) => f.key === "thunderclap")?.polarity).not.toBe("affirmed");
    expect(flags(a)).not.toContain("thunderclap_onset");
  });

  it("declines the slot on 'I don't know', and does not ask it again", () => {
    const a = after("aura", "I don't know");
    expect(a.interview.open_slots).not.toContain("aura");
  });
});

describe("chips bound by their slot:value codes", () => {
  const tapped = (id: string, choiceIds: string[]) => assess({ age: 30, sex: "female" }, [user("I get headaches"), asked(id), { role: "user", content: "(tapped)", answer: { questionId: id, choiceIds } }]);

  it("'none' closes a checklist: no for every slot it asked", () => {
    const a = tapped("red_flags_background", ["none"]);
    for (const code of ["valsalva_precipitated", "positional", "papilledema_visual", "cancer_history", "immunosuppression"]) expect(screen(a, code), code).toBe("no");
  });

  it("a red-flag chip raises its flag; the other items of the checklist are no", () => {
    const a = tapped("red_flags_now", ["meningism:yes"]);
    expect(flags(a)).toContain("meningism");
    expect(a.urgency).toBe("emergency");
    expect(screen(a, "seizure")).toBe("no");
  });

  it("a chip sets the slot value directly", () => {
    const a = tapped("side", ["side:one"]);
    expect(a.facts.find((f) => f.key === "unilateral")?.polarity).toBe("affirmed");
    const d = tapped("duration", ["duration:4_72_hr"]);
    expect(d.facts.find((f) => f.key === "attack_hours")?.value).toBe(4);
  });

  it("a bare yes to a red-flag checklist leaves its items unconfirmed and keeps the advice at urgent", () => {
    const a = after("red_flags_now", "yes");
    expect(screen(a, "thunderclap_onset")).toBe("unconfirmed");
    expect(a.urgency).toBe("urgent");
  });
});

const BENIGN = ["I feel sick and throw up sometimes", "it's on the left side mostly", "it throbs and I have to lie down in the dark", "light and noise both bother me", "work has been really stressful lately", "they last about a day", "about 3 times a month", "I take ibuprofen maybe 4 days a month", "my neck and shoulders get tight from the desk", "I've had them since I was a teenager", "it's a dull band around my head"];
const PREFIXES = ["yes, ", "yes ", "Yeah ", "yep, ", "Yes I think ", "no, ", "Nope, "];

describe("property: a leading yes/no never turns benign content into a red flag", () => {
  it("holds after every question in the bank", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUESTIONS), fc.constantFrom(...PREFIXES), fc.constantFrom(...BENIGN), fc.constantFrom({ age: 30, sex: "female" }, { age: 62, sex: "male" }), (q, prefix, sentence, intake) => {
        const base = flags(assess(intake, [user("I get headaches"), asked(q.id), user(sentence)]));
        const withPrefix = flags(assess(intake, [user("I get headaches"), asked(q.id), user(`${prefix}${sentence}`)]));
        expect(withPrefix.filter((c) => !base.includes(c))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
