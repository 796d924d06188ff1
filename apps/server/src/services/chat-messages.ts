import { z } from "zod";
import {
  ChoiceSchema,
  QuickAnswerSchema,
  readResponseType,
  readUrgency,
  type ChatMessage,
  type Choice,
  type EngineMessage,
  type QuestionFields,
  type QuickAnswer,
} from "@hg/shared";
import type { HistoryRow } from "../store/conversation-store.ts";
import { textMemo } from "./text-memo.ts";

// The one mapping between stored message rows and the message model every layer speaks (API.md
// "Messages and turns"). JSON read back from the database is parsed like any input: a value that
// does not parse is dropped, and an unreadable urgency reads as "urgent", never "routine".

const StringListSchema = z.array(z.string());
const ChoiceListSchema = z.array(ChoiceSchema);

// Every turn maps the whole history again, and the same few choice lists, slots and answers recur in
// every conversation: each distinct text is parsed once per schema (text-memo.ts).
const readers = new WeakMap<z.ZodType, (text: string) => unknown>();

function parseJson<T>(text: string | null, schema: z.ZodType<T>): T | undefined {
  if (text === null) return undefined;
  let read = readers.get(schema);
  if (!read) readers.set(schema, (read = textMemo((t) => parseUncached(t, schema), 2000)));
  return read(text) as T | undefined;
}

function parseUncached<T>(text: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const isLegacyReply = (row: HistoryRow) => row.role === "assistant" && row.rules_version === null;

/** A stored reply's question: its id (null when it asked nothing), slots, quick replies and whether several may be chosen. */
export function questionOf(row: HistoryRow): QuestionFields {
  const choices = parseJson(row.choices, ChoiceListSchema) ?? legacyChoices(row);
  return { questionId: row.question_id, slots: parseJson(row.slots, StringListSchema) ?? [], choices, multiple: row.multiple === 1 };
}

// Rows stored before question ids had only labels: shown as chips whose id is their label's place.
function legacyChoices(row: HistoryRow): Choice[] {
  return (parseJson(row.suggestions, StringListSchema) ?? []).map((label, i) => ({ id: `legacy:${i}`, label }));
}

/** A stored row as the API's message. */
export function toChatMessage(row: HistoryRow): ChatMessage {
  const base: ChatMessage = { id: row.public_id, role: row.role, content: row.content, createdAt: row.created_at };
  if (row.role === "user") {
    const answer = parseJson(row.answer, QuickAnswerSchema);
    return answer ? { ...base, answer } : base;
  }
  const question = questionOf(row);
  return {
    ...base,
    ...(row.incomplete === 1 ? { incomplete: true } : {}),
    ...(question.questionId !== null ? { questionId: question.questionId } : {}),
    ...(question.slots.length > 0 ? { slots: question.slots } : {}),
    ...(question.choices.length > 0 ? { choices: question.choices, multiple: question.multiple } : {}),
    response_type: readResponseType(row.response_type),
    urgency: readUrgency(row.urgency),
  };
}

/**
 * A stored row as the engine reads it. A reply stored before question ids existed has no
 * `questionId` at all, which tells the engine to fall back to finding its question by text.
 */
export function toEngineMessage(row: HistoryRow): EngineMessage {
  if (row.role === "user") {
    const answer = parseJson(row.answer, QuickAnswerSchema);
    return answer ? { role: "user", content: row.content, answer } : { role: "user", content: row.content };
  }
  if (isLegacyReply(row)) return { role: "assistant", content: row.content };
  const question = questionOf(row);
  return { role: "assistant", content: row.content, questionId: question.questionId, slots: question.slots, choices: question.choices, multiple: question.multiple };
}

/** A quick answer as stored JSON; null when none. */
export const answerColumn = (answer: QuickAnswer | undefined): string | null => (answer ? JSON.stringify(answer) : null);
