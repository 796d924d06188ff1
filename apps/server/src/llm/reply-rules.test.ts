import { describe, expect, it } from "vitest";
import { nextTurn } from "@hg/clinic";
import { checkReply, checkSentence, questionOverlap } from "./reply-rules.ts";
import { planReply } from "./reply-plan.ts";

const routine = planReply(nextTurn(null, [{ role: "user", content: "I get throbbing headaches on one side with nausea" }]), 0);
// The engine's own first question, whatever it is today.
const QUESTION = routine.question ?? "";

describe("checkSentence", () => {
  it.each([
    ["Take 400 mg of ibuprofen.", "dose"],
    ["You could try two tablets of paracetamol.", "dose"],
    ["Take it every 4-6 hours.", "dose"],
    ["Try some ibuprofen when it starts.", "dose"],
    ["This is definitely a migraine.", "diagnosis"],
    ["You have cluster headache.", "diagnosis"],
    ["It sounds like you've got a brain tumour.", "diagnosis"],
    ["I'm sure it is tension-type headache, nothing else.", "diagnosis"],
    ["Don't worry about it.", "urgency"],
    ["It's nothing serious.", "urgency"],
    ["There is no need to see a doctor.", "urgency"],
    ["It is fine.", "urgency"],
    ["Please call 911 now.", "urgency"],
    ["As my instructions say, I cannot.", "instructions"],
  ])("flags %j as %s", (sentence, rule) => {
    expect(checkSentence(sentence, "routine")).toBe(rule);
  });

  it.each([
    "Thank you for telling me, that helps.",
    "That sounds really hard to live with.",
    "Your answers fit the pattern doctors call migraine, and only a doctor can confirm it.",
    "On how many days a month do you take painkillers or migraine medicines?",
    QUESTION,
  ])("accepts %j", (sentence) => {
    expect(checkSentence(sentence, "routine")).toBeNull();
  });

  it("lets an urgent reply mention emergency services but not a routine one", () => {
    expect(checkSentence("If it suddenly gets much worse, call emergency services.", "urgent")).toBeNull();
    expect(checkSentence("If it suddenly gets much worse, call emergency services.", "routine")).toBe("urgency");
  });
});

describe("checkReply", () => {
  it("accepts a reply that ends by asking the engine's question in other words", () => {
    expect(QUESTION).not.toBe("");
    const reworded = `Could I check one thing: ${QUESTION.charAt(0).toLowerCase()}${QUESTION.slice(1)}`;
    expect(checkReply(`Thanks, that helps. ${reworded}`, routine)).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["Thanks for sharing that with me.", "off_script"],
    ["How are you feeling today?", "off_script"],
    [`${QUESTION} Is it worse at night? Do you sleep well?`, "off_script"],
    [`${"Thanks. ".repeat(100)}${QUESTION}`, "length"],
    [`This is definitely a migraine. ${QUESTION}`, "diagnosis"],
  ])("refuses %j (%s)", (reply, rule) => {
    expect(checkReply(reply, routine)).toBe(rule);
  });

  it("measures how much of the engine's question a reply asks", () => {
    expect(questionOverlap(QUESTION, QUESTION)).toBe(1);
    expect(questionOverlap(QUESTION, "How often do you get them?")).toBeLessThan(0.5);
  });
});
