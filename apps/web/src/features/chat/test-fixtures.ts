import type { AssistantTurn, ChatMessage, ConversationHistory } from "@hg/shared/conversation";

// Builders for the chat's component tests: the server's shapes of API.md "Messages and turns".

export function makeMessage(overrides: Partial<ChatMessage> & Pick<ChatMessage, "id" | "role" | "content">): ChatMessage {
  return { createdAt: "2026-11-23T14:05:00.000Z", ...overrides };
}

/** A two-message history whose last assistant message asks how long the headache lasts. */
export function makeHistory(overrides: Partial<ConversationHistory> = {}): ConversationHistory {
  const choices = [
    { id: "duration:under_4h", label: "Under 4 hours" },
    { id: "duration:4_72h", label: "4 to 72 hours" },
  ];
  return {
    conversationHistory: [
      makeMessage({ id: "m1", role: "user", content: "I have a headache" }),
      makeMessage({
        id: "m2",
        role: "assistant",
        content: "How long does it **usually** last?",
        questionId: "duration",
        slots: ["duration"],
        choices,
        multiple: false,
        response_type: "question",
        urgency: "routine",
      }),
    ],
    response_type: "question",
    urgency: "routine",
    suggestions: choices.map((c) => c.label),
    questionId: "duration",
    slots: ["duration"],
    choices,
    multiple: false,
    ...overrides,
  };
}

let nextId = 100;

/** An assistant turn as new/continue answer it; `userMessageId` should echo the sent client_message_id. */
export function makeTurn(overrides: Partial<AssistantTurn> = {}): AssistantTurn {
  nextId += 1;
  return {
    response: "Where is the pain?",
    response_type: "question",
    urgency: "routine",
    suggestions: [],
    questionId: null,
    slots: [],
    choices: [],
    multiple: false,
    messageId: `a${nextId}`,
    userMessageId: `u${nextId}`,
    incomplete: false,
    ...overrides,
  };
}

/** A `text/event-stream` response the test writes to event by event. */
export function sseResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {
    response: new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8" } }),
    state,
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller.close();
    },
  };
}

/** Makes `navigator.onLine` say `online` and fires the matching window event. */
export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}
