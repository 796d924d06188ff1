import { describe, expect, it } from "vitest";
import { buildReport, DISCLAIMER, EMERGENCY_LINE, MAX_QUESTIONS, nextTurn } from "../index.ts";
import type { ChatMessage, TurnResult } from "../types.ts";
import { QUESTIONS } from "./questions.ts";
import { parseChoice } from "./vocabulary.ts";

const user = (content: string): ChatMessage => ({ role: "user", content });
const said = (t: TurnResult, content = t.reply): ChatMessage => ({ role: "assistant", content, questionId: t.questionId, slots: t.slots, choices: t.choices, multiple: t.multiple });

describe("nextTurn", () => {
  it("puts the disclaimer in the first reply and reflects the person's words", () => {
    const t = nextTurn({ age: 30, sex: "female" }, [user("throbbing pain on the left side with feeling sick")]);
    expect(t.reply).toContain(DISCLAIMER);
    expect(t.reply).toMatch(/throbbing pain/);
    expect(t.response_type).toBe("question");
  });

  it("offers only public slot:value codes (or none) as choice ids, and a single-slot question is named by its slot", () => {
    for (const q of QUESTIONS) {
      for (const c of q.choices) expect(c.id === "none" || parseChoice(c.id) !== null, `${q.id} ${c.id}`).toBe(true);
      // Follow-ups on an answered slot (medicine days by class) carry their own ids, so no id is ever asked twice.
      if (q.slots.length === 1 && !q.multiple) expect(q.id === q.slots[0] || q.phase === "confirm" || q.open !== undefined, q.id).toBe(true);
    }
  });

  it("binds a bare 'no' to a paraphrased question by its id, counts it, and does not ask it again", () => {
    const intake = { age: 40, sex: "male" };
    const msgs: ChatMessage[] = [user("I get headaches")];
    let t = nextTurn(intake, msgs);
    while (t.questionId !== "red_flags_now") {
      msgs.push(said(t), user("I don't know"));
      t = nextTurn(intake, msgs);
      expect(msgs.length).toBeLessThan(40);
    }
    const before = t.assessment.questions_asked;
    msgs.push(said(t, "Let me put that another way: anything alarming alongside the pain, like a sudden start, a fit or a temperature?"), user("no"));
    const next = nextTurn(intake, msgs);
    expect(next.assessment.questions_asked).toBe(before + 1);
    expect(next.assessment.red_flag_screen.find((s) => s.code === "seizure")?.answer).toBe("no");
    expect(next.questionId).not.toBe("red_flags_now");
    expect(next.slots).not.toContain("seizure");
  });

  it("names the emergency number of the person's region when it is known", () => {
    const msgs = [user("worst headache of my life, came on in a second")];
    expect(nextTurn(null, msgs, { emergencyNumbers: ["000"] }).reply.startsWith("Please call emergency services (000) or go to")).toBe(true);
    expect(nextTurn(null, msgs).reply.startsWith(EMERGENCY_LINE)).toBe(true);
  });

  it("starts an emergency reply with what to do now, then answers what is asked without looping", () => {
    const msgs: ChatMessage[] = [user("worst headache of my life, came on in a second")];
    const first = nextTurn(null, msgs);
    expect(first.reply.startsWith(EMERGENCY_LINE)).toBe(true);
    expect(first.response_type).toBe("info");
    // At most one thing the emergency team will want, after the advice, while the person waits.
    expect(first.reply.indexOf("While you wait for help")).toBeGreaterThan(first.reply.indexOf(EMERGENCY_LINE));
    msgs.push(said(first), user("it's easing off now, do I still have to go?"));
    const second = nextTurn(null, msgs);
    expect(second.reply.startsWith(EMERGENCY_LINE)).toBe(true);
    expect(second.reply).toMatch(/still go/);
    expect(second.reply).not.toBe(first.reply);
    msgs.push(said(second), user("can I take something for it?"));
    const third = nextTurn(null, msgs);
    expect(third.reply).toMatch(/paracetamol/);
    const ids = [first, second, third].map((t) => t.questionId).filter((id) => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("addresses the patient when a parent types, and records the patient's age", () => {
    const t = nextTurn(null, [user("I'm asking for my daughter, she's 15 and keeps getting bad headaches")]);
    expect(t.assessment.age).toBe(15);
    expect(t.assessment.sex).toBe("female");
    expect(t.reply).toMatch(/\b(?:she|her)\b/);
    expect(t.reply).not.toMatch(/\bdo you\b|\bhave you\b|\bare you\b/i);
  });

  it("ends by at most 15 questions when nothing is known, and never names a diagnosis as fact", () => {
    const msgs: ChatMessage[] = [user("headaches")];
    let t = nextTurn(null, msgs);
    for (let i = 0; i < 30 && t.response_type === "question"; i++) {
      msgs.push(said(t), user("not sure"));
      t = nextTurn(null, msgs);
    }
    expect(t.response_type).toBe("end");
    expect(t.assessment.questions_asked).toBeLessThanOrEqual(MAX_QUESTIONS);
    expect(t.reply).not.toMatch(/you have (migraine|cluster)/i);
  });

  it("ends once the core history is covered and the pattern is decided, saying what it fits", () => {
    const intake = { age: 30, sex: "female" };
    const msgs: ChatMessage[] = [user("throbbing headaches on the left side with nausea and light and noise sensitivity, lasting about a day, twice a month since I was a teenager, walking makes it worse, no aura, ibuprofen 2 days a month")];
    let t = nextTurn(intake, msgs);
    for (let i = 0; i < 15 && t.response_type === "question"; i++) {
      const none = t.choices.find((c) => c.id === "none" || c.id.endsWith(":no") || c.id === "course:usual");
      msgs.push(said(t), none === undefined ? user("not sure") : { role: "user", content: none.label, answer: { questionId: t.questionId ?? "", choiceIds: [none.id] } });
      t = nextTurn(intake, msgs);
    }
    expect(t.response_type).toBe("end");
    expect(t.reply).toContain("fit the pattern doctors call migraine without aura");
    expect(t.assessment.interview.complete).toBe(true);
  });
});

describe("buildReport", () => {
  it("says where the interview stands, and an unfinished one does not claim the screen was done", () => {
    const r = buildReport({ conversationId: "c1", intake: { age: 70, sex: "male" }, messages: [user("I get headaches")], generatedAt: "2025-01-01T00:00:00Z" });
    expect(r.interview.complete).toBe(false);
    expect(r.interview.open_slots.length).toBeGreaterThan(0);
    expect(r.summary).not.toMatch(/No red flags needing urgent review were reported\./);
    expect(r.red_flag_screen).toHaveLength(19);
  });

  it("quotes the words behind each red flag", () => {
    const r = buildReport({ conversationId: "c1", intake: { age: 70, sex: "male" }, messages: [user("my jaw hurts when I chew and my scalp is tender")], generatedAt: "2025-01-01T00:00:00Z" });
    expect(r.urgency).toBe("urgent");
    expect(r.red_flags[0]?.code).toBe("jaw_claudication_gca");
    expect(r.red_flags[0]?.evidence[0]).toContain("jaw hurts");
    expect(r.disclaimer).toContain("not medical advice");
  });
});
