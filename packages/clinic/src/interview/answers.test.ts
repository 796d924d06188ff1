import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import type { ChatMessage, RedFlagCode } from "../types.ts";
import { QUESTIONS } from "./questions.ts";
import { SCREEN_QUESTIONS } from "./questions-screen.ts";

// A person's message often does not answer the question just asked (the server posts each
// message whatever we asked). A leading yes/no only answers when the rest adds nothing.

const user = (content: string): ChatMessage => ({ role: "user", content });
const bot = (content: string): ChatMessage => ({ role: "assistant", content });
const screen = (id: string) => {
  const q = SCREEN_QUESTIONS.find((s) => s.id === id);
  if (q === undefined) throw new Error(id);
  return q;
};
const after = (id: string, reply: string, intake: unknown = { age: 30, sex: "female" }) =>
  assess(intake, [user("I get headaches"), bot(`Thanks. ${screen(id).text}`), user(reply)]);
const flags = (a: ReturnType<typeof assess>): RedFlagCode[] => a.red_flags.map((f) => f.code);

describe("leading yes/no with content of its own", () => {
  it("does not read 'yes, I feel sick...' as yes to fever or stiff neck", () => {
    const a = after("fever_neck", "yes, I feel sick and throw up sometimes");
    expect(flags(a)).not.toContain("fever_systemic");
    expect(flags(a)).not.toContain("meningism");
    expect(a.urgency).toBe("routine");
    expect(a.facts.find((f) => f.key === "vomiting")?.polarity).toBe("affirmed");
  });

  it("does not read 'yes it's on the left side mostly' as a neurological deficit", () => {
    const a = after("neuro", "yes it's on the left side mostly");
    expect(flags(a)).not.toContain("neuro_deficit");
    expect(a.urgency).toBe("routine");
  });

  it("does not read 'yes, I'm scared it could be a tumour' as a cancer history", () => {
    expect(flags(after("background", "yes, I'm scared it could be a tumour"))).toEqual([]);
  });

  it("still counts what the message says explicitly, and only that", () => {
    const a = after("fever_neck", "yes I have a fever");
    expect(flags(a)).toContain("fever_systemic");
    expect(flags(a)).not.toContain("meningism");
    expect(flags(after("neuro", "yes, my right arm went weak and it still is"))).toContain("neuro_deficit");
  });

  it("reads bare and filler-only replies as answers", () => {
    for (const reply of ["yes", "Yes.", "yeah I think so", "yes definitely", "yes, last night"]) {
      expect(flags(after("fever_neck", reply)), reply).toEqual(expect.arrayContaining(["fever_systemic", "meningism"]));
    }
    for (const reply of ["no", "No.", "nope, not really", "no, not at all", "no, nothing like that", "no I don't think so"]) {
      const a = after("fever_neck", reply);
      expect(flags(a), reply).toEqual([]);
      expect(a.facts.find((f) => f.key === "fever")?.polarity, reply).toBe("denied");
      expect(a.red_flag_screen.find((s) => s.code === "meningism")?.answer, reply).toBe("no");
    }
  });

  it("reads an on-topic elaboration as the answer ('yes, it came on in seconds')", () => {
    expect(flags(after("onset", "yes, it came on in seconds"))).toContain("thunderclap_onset");
    expect(flags(after("onset", "yes within seconds"))).toContain("thunderclap_onset");
  });

  it("does not take a leading 'no' with other content as a denial", () => {
    const a = after("trauma", "no, it's more of a throbbing on the right side");
    expect(a.facts.find((f) => f.key === "head_trauma")).toBeUndefined();
    expect(a.facts.find((f) => f.key === "pulsating")?.polarity).toBe("affirmed");
  });

  it("does not match a quick reply inside a longer word ('No' in 'nothing...')", () => {
    const a = after("trauma", "nothing new, my usual migraine");
    expect(a.facts.find((f) => f.key === "head_trauma" && f.source.kind === "answer")).toBeUndefined();
  });
});

// Benign content sentences a person might send whatever was asked.
const BENIGN = [
  "I feel sick and throw up sometimes",
  "it's on the left side mostly",
  "it throbs and I have to lie down in the dark",
  "light and noise both bother me",
  "work has been really stressful lately",
  "I drink a lot of coffee",
  "they last about a day",
  "about 3 times a month",
  "usually around my period",
  "my mum gets migraines too",
  "I take ibuprofen maybe 4 days a month",
  "walking up the stairs makes it worse",
  "my neck and shoulders get tight from the desk",
  "I've had them since I was a teenager",
  "it's a dull band around my head",
];
const PREFIXES = ["yes, ", "yes ", "Yeah ", "yep, ", "Yes I think ", "yes definitely, ", "no, ", "Nope, "];

describe("property: a leading yes/no never turns benign content into a red flag", () => {
  it("holds after every question in the bank, for men and women", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUESTIONS), fc.constantFrom(...PREFIXES), fc.constantFrom(...BENIGN), fc.constantFrom({ age: 30, sex: "female" }, { age: 62, sex: "male" }), (q, prefix, sentence, intake) => {
        // The same content without the yes/no gives the baseline; the prefix must add no flag.
        const base = flags(assess(intake, [user("I get headaches"), bot(q.text), user(sentence)]));
        const withPrefix = flags(assess(intake, [user("I get headaches"), bot(`Got it. ${q.text}`), user(`${prefix}${sentence}`)]));
        expect(withPrefix.filter((c) => !base.includes(c))).toEqual([]);
        expect(base.filter((c) => c !== "medication_overuse")).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
