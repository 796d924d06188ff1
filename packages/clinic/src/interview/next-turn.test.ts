import { describe, expect, it } from "vitest";
import { assess, buildReport, DISCLAIMER, EMERGENCY_LINE, nextTurn } from "../index.ts";
import type { ChatMessage } from "../types.ts";

const user = (content: string): ChatMessage => ({ role: "user", content });

describe("nextTurn", () => {
  it("puts the disclaimer in the first reply and asks a screening question with 2-6 quick replies", () => {
    const t = nextTurn({ age: 30, sex: "female" }, [user("I get headaches")]);
    expect(t.reply).toContain(DISCLAIMER);
    expect(t.response_type).toBe("question");
    expect(t.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(t.suggestions.length).toBeLessThanOrEqual(6);
  });

  it("starts an emergency reply with what to do now", () => {
    const t = nextTurn(null, [user("worst headache of my life, came on in a second")]);
    expect(t.urgency).toBe("emergency");
    expect(t.reply.startsWith(EMERGENCY_LINE)).toBe(true);
  });

  it("reads a bare yes as the answer to the question just asked", () => {
    const msgs: ChatMessage[] = [user("I have a headache")];
    while (true) {
      const t = nextTurn({ age: 40, sex: "male" }, msgs);
      msgs.push({ role: "assistant", content: t.reply });
      if (t.reply.includes("fever")) break;
      msgs.push(user("no"));
      expect(msgs.length).toBeLessThan(30);
    }
    msgs.push(user("yes"));
    expect(assess({ age: 40, sex: "male" }, msgs).red_flags.map((f) => f.code)).toContain("fever_systemic");
  });

  it("ends after at most 12 questions, and never names a diagnosis as fact", () => {
    const msgs: ChatMessage[] = [user("headaches")];
    let last = nextTurn(null, msgs);
    for (let i = 0; i < 30 && last.response_type === "question"; i++) {
      msgs.push({ role: "assistant", content: last.reply }, user("not sure"));
      last = nextTurn(null, msgs);
    }
    expect(last.response_type).toBe("end");
    expect(msgs.filter((m) => m.role === "assistant").length).toBeLessThanOrEqual(12);
    expect(last.reply).not.toMatch(/you have (migraine|cluster)/i);
  });

  it("ends once screening is done and the pattern is clear, saying what it fits", () => {
    const msgs: ChatMessage[] = [user("throbbing headaches on the left side with nausea and light sensitivity, lasting about a day, twice a month since I was a teenager, walking makes it worse")];
    let t = nextTurn({ age: 30, sex: "female" }, msgs);
    for (let i = 0; i < 15 && t.response_type === "question"; i++) {
      msgs.push({ role: "assistant", content: t.reply }, user(t.suggestions[0] === "Yes, within seconds" ? "No, it built up over minutes or hours" : (t.suggestions.find((s) => /^no/i.test(s)) ?? "no")));
      t = nextTurn({ age: 30, sex: "female" }, msgs);
    }
    expect(t.response_type).toBe("end");
    expect(t.reply).toContain("fit the pattern doctors call migraine without aura");
  });
});

describe("buildReport", () => {
  it("follows the report model and quotes the words behind each red flag", () => {
    const r = buildReport({ conversationId: "c1", intake: { age: 70, sex: "male" }, messages: [user("my jaw hurts when I chew and my scalp is tender")], generatedAt: "2025-01-01T00:00:00Z" });
    expect(r.conversationId).toBe("c1");
    expect(r.urgency).toBe("urgent");
    expect(r.red_flags[0]?.code).toBe("jaw_claudication_gca");
    expect(r.red_flags[0]?.evidence[0]).toContain("jaw hurts");
    expect(r.red_flag_screen).toHaveLength(19);
    expect(r.questions_for_doctor.length).toBeGreaterThan(0);
    expect(r.transcript).toHaveLength(1);
    expect(r.disclaimer).toContain("not medical advice");
  });

  it("fits the questions for the doctor to the urgency", () => {
    const report = (intake: unknown, text: string) => buildReport({ conversationId: "c", intake, messages: [user(text)], generatedAt: "2025-01-01T00:00:00Z" });
    const emergency = report({ age: 34, sex: "male" }, "I was lifting weights and suddenly got the worst headache of my life");
    expect(emergency.urgency).toBe("emergency");
    expect(emergency.questions_for_doctor.join(" ")).not.toMatch(/migraine|prevent|diary/i);
    expect(emergency.questions_for_doctor.join(" ")).toMatch(/tests/i);
    const routine = report({ age: 30, sex: "female" }, "throbbing headaches on the left with nausea and light sensitivity, about a day long, 6 times a month since I was 18, moving makes them worse");
    expect(routine.urgency).toBe("routine");
    const qs = routine.questions_for_doctor.join(" ");
    expect(qs).toMatch(/migraine/);
    expect(qs).toMatch(/preventive/);
    expect(qs).toMatch(/how many days a month/);
    expect(routine.questions_for_doctor.length).toBeLessThanOrEqual(5);
  });
});
