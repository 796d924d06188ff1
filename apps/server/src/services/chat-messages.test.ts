import { describe, expect, it } from "vitest";
import type { MessageRow } from "../store/conversation-store.ts";
import { toChatMessage, toEngineMessage } from "./chat-messages.ts";

const reply = (overrides: Partial<MessageRow>): MessageRow => ({
  id: 2, conversation_id: "c", user_id: "u", role: "assistant", content: "Which side?", client_message_id: null,
  response_type: "question", urgency: "routine", suggestions: '["One side"]', created_at: "2026-11-23T10:00:00.000Z", incomplete: 0,
  input_tokens: null, output_tokens: null, llm_model: null, public_id: "m2", reply_to: "m1", question_id: "side",
  slots: '["side"]', choices: '[{"id":"side:one","label":"One side"}]', multiple: 0, rules_version: "2026.1.0", answer: null,
  ...overrides,
});

describe("stored messages read back", () => {
  it("reads an unreadable or missing urgency as urgent, never routine", () => {
    expect(toChatMessage(reply({ urgency: "fine" })).urgency).toBe("urgent");
    expect(toChatMessage(reply({ urgency: null })).urgency).toBe("urgent");
  });

  it("keeps the question id, slots and choices of a reply, and drops a choices column that does not parse", () => {
    expect(toChatMessage(reply({}))).toMatchObject({ id: "m2", questionId: "side", slots: ["side"], choices: [{ id: "side:one", label: "One side" }], multiple: false });
    expect(toChatMessage(reply({ choices: "{not json", suggestions: "[]" })).choices).toBeUndefined();
  });

  it("gives the engine a question id for every reply stored with one, and none for rows from before ids existed", () => {
    expect(toEngineMessage(reply({}))).toMatchObject({ role: "assistant", questionId: "side" });
    expect(toEngineMessage(reply({ question_id: null }))).toMatchObject({ questionId: null });
    expect(toEngineMessage(reply({ rules_version: null, question_id: null }))).toEqual({ role: "assistant", content: "Which side?" });
  });

  it("reads a user message's tapped quick replies, and ignores a malformed one", () => {
    const sent = reply({ role: "user", public_id: "m1", answer: '{"questionId":"side","choiceIds":["side:one"]}' });
    expect(toEngineMessage(sent)).toEqual({ role: "user", content: "Which side?", answer: { questionId: "side", choiceIds: ["side:one"] } });
    expect(toEngineMessage({ ...sent, answer: '{"questionId":3}' })).toEqual({ role: "user", content: "Which side?" });
  });
});
