import { describe, expect, it } from "vitest";
import { nextTurn } from "../index.ts";
import type { ChatMessage, TurnResult } from "../types.ts";

const user = (content: string): ChatMessage => ({ role: "user", content });
const said = (t: TurnResult): ChatMessage => ({ role: "assistant", content: t.reply, questionId: t.questionId, slots: t.slots, choices: t.choices, multiple: t.multiple });
const tap = (t: TurnResult, ids: string[]): ChatMessage => ({ role: "user", content: ids.join(", "), answer: { questionId: t.questionId ?? "", choiceIds: ids } });

/** Answers every question with `pick` (chip ids) until `until` is asked or the interview ends. */
function runTo(intake: unknown, opening: string, until: string, pick: (t: TurnResult) => string[] | string): { msgs: ChatMessage[]; t: TurnResult } {
  const msgs: ChatMessage[] = [user(opening)];
  let t = nextTurn(intake, msgs);
  for (let i = 0; i < 20 && t.questionId !== null && t.questionId !== until; i++) {
    const a = pick(t);
    msgs.push(said(t), typeof a === "string" ? user(a) : tap(t, a));
    t = nextTurn(intake, msgs);
  }
  return { msgs, t };
}

const noneOr = (t: TurnResult, id: string): string[] | string => (t.choices.some((c) => c.id === id) ? [id] : t.choices.some((c) => c.id === "none") ? ["none"] : "not sure");

describe("interview follow-ups", () => {
  it("recognises a parent typing even when the message carries the parent's own worry", () => {
    const t = nextTurn(null, [user("I'm asking for my daughter, she's 15 and keeps getting bad headaches. I've read that headache with vomiting can be a tumour and I'm worried.")]);
    expect(t.assessment.age).toBe(15);
    expect(t.reply).not.toMatch(/\bhave you\b|\bare you\b|\bdo you\b/i);
  });

  it("asks whose headache it is when the opening tells of a he or she", () => {
    const t = nextTurn(null, [user("she keeps getting headaches after school")]);
    expect(t.questionId).toBe("typist");
    expect(t.choices.map((c) => c.id)).toContain("typist:parent");
  });

  it("screens the course and pregnancy in the checklist, without asking the sex", () => {
    const { t } = runTo({ age: 30 }, "I get headaches", "red_flags_background", (x) => noneOr(x, "none"));
    const ids = t.choices.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(["course:new", "course:changed", "course:progressive", "pregnancy_postpartum:yes"]));
  });

  it("gives the follow-up of a bare 'yes' to a checklist its own question id", () => {
    const { msgs, t } = runTo({ age: 40, sex: "male" }, "I get headaches", "red_flags_now", () => "not sure");
    msgs.push(said(t), user("yes"));
    const next = nextTurn({ age: 40, sex: "male" }, msgs);
    expect(next.questionId).toBe("red_flags_now_which");
  });

  it("asks which medicines when many days are taken without a name, and for how long when near a limit", () => {
    const intake = { age: 44, sex: "female" };
    const { msgs, t } = runTo(intake, "headaches most days", "acute_med_classes", (x) => (x.questionId === "acute_med_days" ? ["acute_med_days:any:15_31"] : x.questionId === "headache_days" ? ["headache_days:15_31"] : noneOr(x, "none")));
    expect(t.questionId).toBe("acute_med_classes");
    expect(t.choices.map((c) => c.id)).toContain("acute_med_days:triptan:15_31");
    msgs.push(said(t), tap(t, ["acute_med_days:triptan:15_31"]));
    const next = nextTurn(intake, msgs);
    expect(next.assessment.red_flags.map((f) => f.code)).toContain("medication_overuse");
    expect(next.assessment.metrics.acute_medication_days_per_month.unspecified).toBeUndefined();
    expect(next.questionId).toBe("med_overuse_months");
  });

  it("asks each class's days when two classes are named", () => {
    const { t } = runTo({ age: 44, sex: "female" }, "I take co-codamol and sumatriptan for my migraines", "acute_med_days_triptan", (x) => noneOr(x, "none"));
    expect(t.questionId).toBe("acute_med_days_triptan");
    expect(t.choices.map((c) => c.id)).toContain("acute_med_days:triptan:10_14");
  });

  it("reaches derived flags through chips: new onset over 50 from age and a new headache", () => {
    const { t } = runTo(null, "I've got a headache", "__end__", (x) => (x.questionId === "age" ? "63" : x.questionId === "red_flags_background" ? ["course:new"] : noneOr(x, "none")));
    expect(t.assessment.red_flags.map((f) => f.code)).toContain("new_onset_over_50");
  });

  it("asks a new headache whether it is getting worse, and 'none of these' keeps it new", () => {
    const opening = "I'm 58 and I never get headaches, this one is new, started six weeks ago";
    const { msgs, t } = runTo(null, opening, "red_flags_background", (x) => noneOr(x, "none"));
    const course = t.choices.filter((c) => c.id.startsWith("course:")).map((c) => c.id);
    expect(course).toEqual(["course:progressive"]);
    msgs.push(said(t), tap(t, ["none"]));
    const after = nextTurn(null, msgs);
    const codes = after.assessment.red_flags.map((f) => f.code);
    expect(codes).toContain("new_onset_over_50");
    expect(after.assessment.red_flag_screen.find((s) => s.code === "progressive")?.answer).toBe("no");
    msgs.pop();
    msgs.push(tap(t, ["course:progressive"]));
    expect(nextTurn(null, msgs).assessment.red_flags.map((f) => f.code)).toEqual(expect.arrayContaining(["new_onset_over_50", "progressive"]));
  });

  it("reads a red eye ticked by someone with recurring one-sided attacks as an autonomic feature, not a flag", () => {
    const opening = "my cluster headaches are back, right eye, 2am every night for three weeks, same as every autumn";
    const { msgs, t } = runTo(null, opening, "red_flags_background", (x) => noneOr(x, "none"));
    msgs.push(said(t), tap(t, ["painful_eye_autonomic:yes"]));
    const after = nextTurn(null, msgs);
    expect(after.assessment.red_flags.map((f) => f.code)).not.toContain("painful_eye_autonomic");
    // A first, one-off painful red eye is still a flag.
    const first = runTo(null, "headache since this morning and my eye hurts", "red_flags_background", (x) => noneOr(x, "none"));
    first.msgs.push(said(first.t), tap(first.t, ["painful_eye_autonomic:yes"]));
    expect(nextTurn(null, first.msgs).assessment.red_flags.map((f) => f.code)).toContain("painful_eye_autonomic");
  });

  it("does not settle on episodic migraine while chronic migraine is still open", () => {
    const opening = "my migraines have taken over, throbbing one side with sick feeling, headache most days now";
    const answers: Record<string, string[]> = { duration: ["duration:4_72_hr"], severity: ["severity:severe"], onset_when: ["onset_when:years"], side: ["side:one"], character: ["character:throbbing"] };
    const { msgs, t } = runTo(null, opening, "__end__", (x) => (x.questionId === "age" ? "44" : answers[x.questionId ?? ""] ?? noneOr(x, "none")));
    expect(msgs.some((m) => m.role === "assistant" && m.questionId === "onset_when")).toBe(true);
    expect(t.assessment.leading_pattern).toBe("1.3");
  });

  it("asks for a number when the only headache count was vague ('most afternoons')", () => {
    const { msgs } = runTo(null, "I get a dull band around my head most afternoons at work", "headache_days", (x) => (x.questionId === "age" ? "29" : noneOr(x, "none")));
    expect(msgs.length).toBeLessThan(30);
    const t = nextTurn(null, msgs);
    expect(t.questionId).toBe("headache_days");
  });

  it("offers MIDAS once the history is taken for frequent headaches, asks its five items if wanted, and scores it", () => {
    const opening = "I get throbbing migraines on one side about 10 days a month, with feeling sick and light hurting, for years";
    const answers: Record<string, string[]> = { duration: ["duration:4_72_hr"], severity: ["severity:severe"], side: ["side:one"], character: ["character:throbbing"], acute_med_days: ["acute_med_days:any:1_4"] };
    const pick = (x: TurnResult) => (x.questionId === "age" ? "35" : answers[x.questionId ?? ""] ?? noneOr(x, "none"));
    const msgs: ChatMessage[] = [user(opening)];
    let t = nextTurn(null, msgs);
    for (let i = 0; i < 20 && t.response_type !== "end"; i++) {
      msgs.push(said(t), typeof pick(t) === "string" ? user(pick(t) as string) : tap(t, pick(t) as string[]));
      t = nextTurn(null, msgs);
    }
    expect(t.response_type).toBe("end");
    expect(t.questionId).toBe("midas_offer");
    expect(t.assessment.interview.complete).toBe(true);
    const declined = [...msgs, said(t), tap(t, ["midas_offer:no"])];
    const close = nextTurn(null, declined);
    expect(close.response_type).toBe("end");
    expect(close.questionId).toBeNull();
    expect(close.reply).not.toContain("that's all my questions");

    msgs.push(said(t), tap(t, ["midas_offer:yes"]));
    const days = ["midas_work_missed:1_2", "midas_work_reduced:3_5", "midas_home_missed:0", "midas_home_reduced:3_5", "midas_social_missed:1_2"];
    for (const id of days) {
      t = nextTurn(null, msgs);
      expect(t.response_type).toBe("question");
      expect(t.questionId).toBe(id.split(":")[0]);
      msgs.push(said(t), tap(t, [id]));
    }
    const done = nextTurn(null, msgs);
    expect(done.response_type).toBe("end");
    expect(done.assessment.metrics.midas).toEqual({ score: 11, grade: "III" });
    expect(done.reply).toContain("MIDAS score of 11 (grade III");
  });

  it("reads a typed day count as a MIDAS answer", () => {
    const msgs: ChatMessage[] = [user("migraines 10 days a month")];
    const q = { role: "assistant" as const, content: "1 of 5...", questionId: "midas_work_missed", slots: ["midas_work_missed"], choices: [], multiple: false };
    msgs.push(q, user("about 4"));
    expect(nextTurn(null, msgs).assessment.facts.find((f) => f.key === "midas_work_missed")?.value).toBe(4);
  });

  it("still asks whether 'always the same' headaches have changed lately", () => {
    const { t } = runTo(null, "I've had migraines since I was 14, always the same, one side and sick", "red_flags_background", (x) => (x.questionId === "age" ? "61" : noneOr(x, "none")));
    expect(t.choices.map((c) => c.id)).toEqual(expect.arrayContaining(["course:changed", "course:progressive"]));
    expect(t.choices.map((c) => c.id)).not.toContain("course:new");
  });
});
