import type { ConversationHistory } from "@hg/shared/conversation";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { chatKeys } from "../api/query-keys";
import { ConversationScreen } from "./conversation-screen";

// The streamed reply of issue 9: a model phrases the replies, so they arrive as server-sent events.

const HISTORY_URL = "/api/get-conversation/user/u1/conversation/c1";
const APOLOGY = "Sorry, I couldn't process your request. Please try again.";

const history: ConversationHistory = {
  conversationHistory: [
    { role: "user", content: "I have a headache" },
    { role: "assistant", content: "How long does it usually last?" },
  ],
  response_type: "question",
  urgency: "routine",
  suggestions: ["Under 4 hours", "4 to 72 hours"],
};

/** A `text/event-stream` response the test writes to event by event. */
function sseResponse() {
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

let llm: { provider: string; model: string } | null;
let sendAnswers: Array<() => Response | Promise<Response>>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  llm = { provider: "openai-compatible", model: "test-model" };
  sendAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === HISTORY_URL) return jsonResponse(history);
    if (String(url) === "/api/ready") return jsonResponse({ status: "ready", llm });
    if (String(url) === "/api/continue-conversation" && init?.method === "POST") {
      const next = sendAnswers.shift();
      if (next) return next();
    }
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

function sends() {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/continue-conversation")
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as { user_input: string; client_message_id: string },
      accept: new Headers(init?.headers).get("Accept") ?? "",
    }));
}

/** Renders the screen once the history and the server's model are known, and types a message. */
async function renderAndSend(text: string) {
  const utils = renderWithProviders(<ConversationScreen userId="u1" conversationId="c1" onRate={vi.fn()} onViewReport={vi.fn()} />, {
    path: "/chat/:conversationId",
    url: "/chat/c1",
  });
  await screen.findByText("I have a headache");
  await waitFor(() => expect(utils.queryClient.getQueryData(chatKeys.streamingSupport())).toBeDefined());
  await utils.user.type(screen.getByRole("textbox", { name: "Message" }), `${text}{Enter}`);
  return utils;
}

const messageList = () => screen.getByRole("list", { name: "Messages" });
const liveRegion = () => document.querySelector('[aria-live="polite"]');
const lastItem = () => within(messageList()).getAllByRole("listitem").at(-1);

describe("ConversationScreen with streamed replies", () => {
  it("asks for events, shows the text as it arrives, then the final turn's quick replies and one announcement", async () => {
    const stream = sseResponse();
    sendAnswers.push(() => stream.response);
    await renderAndSend("About a day");
    expect(sends()[0]?.accept).toContain("text/event-stream");
    expect(screen.getByRole("status")).toHaveTextContent("Thinking");

    stream.send("delta", { text: "Thank you." });
    expect(await within(messageList()).findByText("Thank you.")).toBeInTheDocument();
    expect(lastItem()).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Thinking")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Stop reply" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Suggested replies" })).not.toBeInTheDocument();
    // The live region waits for the finished reply: no piece-by-piece reading.
    expect(liveRegion()).toBeEmptyDOMElement();

    stream.send("delta", { text: " Where is the pain?" });
    expect(await within(messageList()).findByText("Thank you. Where is the pain?")).toBeInTheDocument();
    stream.send("final", { response: "Thank you. Where is the pain?", response_type: "question", urgency: "routine", suggestions: ["Forehead", "One side"], incomplete: false });
    stream.send("stored", { messageId: 7 });
    stream.end();

    const chips = await screen.findByRole("group", { name: "Suggested replies" });
    expect(within(chips).getByRole("button", { name: "Forehead" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop reply" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(lastItem()).not.toHaveAttribute("aria-busy");
    expect(liveRegion()).toHaveTextContent("Assistant: Thank you. Where is the pain?");
  });

  it("applies a replace event, and the final event's urgency raises the alert", async () => {
    const stream = sseResponse();
    sendAnswers.push(() => stream.response);
    await renderAndSend("It came on like a thunderclap");
    stream.send("delta", { text: "Model words." });
    expect(await within(messageList()).findByText("Model words.")).toBeInTheDocument();
    stream.send("replace", { text: "The engine's words." });
    expect(await within(messageList()).findByText("The engine's words.")).toBeInTheDocument();
    expect(within(messageList()).queryByText("Model words.")).not.toBeInTheDocument();
    stream.send("final", { response: "The engine's words.", response_type: "info", urgency: "emergency", suggestions: [], incomplete: false });
    stream.end();
    expect(await screen.findByRole("alert")).toHaveTextContent(/Call your local emergency number/);
  });

  it("stops on the Stop button: what arrived stays, marked as cut short, and the connection closes", async () => {
    const stream = sseResponse();
    sendAnswers.push(() => stream.response);
    const { user } = await renderAndSend("Behind my eyes");
    stream.send("delta", { text: "Thank you for telling me." });
    await within(messageList()).findByText("Thank you for telling me.");
    await user.click(screen.getByRole("button", { name: "Stop reply" }));

    expect(await screen.findByText("Stopped: this reply was cut short.")).toBeInTheDocument();
    expect(within(messageList()).getByText("Thank you for telling me.")).toBeInTheDocument();
    expect(within(messageList()).getAllByText("Behind my eyes")).toHaveLength(1);
    expect(stream.state.cancelled).toBe(true);
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop reply" })).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent("Reply stopped.");

    // The conversation goes on from there.
    const next = sseResponse();
    sendAnswers.push(() => next.response);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Both sides{Enter}");
    next.send("delta", { text: "Got it." });
    next.send("final", { response: "Got it.", response_type: "question", urgency: "routine", suggestions: [], incomplete: false });
    next.end();
    expect(await within(messageList()).findByText("Got it.")).toBeInTheDocument();
    expect(within(messageList()).getAllByRole("listitem")).toHaveLength(6);
  });

  it("a stop before any text is a failed send, and its retry (same id) shows the reply the server kept", async () => {
    const stream = sseResponse();
    sendAnswers.push(() => stream.response);
    const { user } = await renderAndSend("Behind my eyes");
    await user.click(screen.getByRole("button", { name: "Stop reply" }));
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();

    const replay = sseResponse();
    sendAnswers.push(() => replay.response);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    replay.send("delta", { text: "Thank you for" });
    replay.send("final", { response: "Thank you for", response_type: "question", urgency: "routine", suggestions: ["Yes", "No"], incomplete: true });
    replay.send("stored", { messageId: 9 });
    replay.end();
    expect(await screen.findByText("Stopped: this reply was cut short.")).toBeInTheDocument();
    expect(within(messageList()).getByText("Thank you for")).toBeInTheDocument();
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    const [first, second] = sends();
    expect(second?.body.client_message_id).toBe(first?.body.client_message_id);
  });

  it("turns an error event, or a stream that ends without its final event, into the apology with Retry", async () => {
    const broken = sseResponse();
    sendAnswers.push(() => broken.response);
    const { user } = await renderAndSend("Behind my eyes");
    broken.send("delta", { text: "Thank you." });
    broken.send("error", { detail: "Internal server error" });
    broken.end();
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();
    expect(within(messageList()).queryByText("Thank you.")).not.toBeInTheDocument();

    const cut = sseResponse();
    sendAnswers.push(() => cut.response);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    cut.send("delta", { text: "Half a" });
    cut.end();
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();
    expect(sends()).toHaveLength(2);
  });

  it("reads a plain JSON answer as before, even when events were asked for", async () => {
    sendAnswers.push(() => jsonResponse({ response: "Where is the pain?", response_type: "question", urgency: "routine", suggestions: ["Forehead"] }));
    await renderAndSend("About a day");
    expect(await within(messageList()).findByText("Where is the pain?")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Forehead" })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent("Assistant: Where is the pain?");
  });

  it("asks for plain JSON, with no Stop button, when no model phrases the replies", async () => {
    llm = null;
    let answer!: (r: Response) => void;
    sendAnswers.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderAndSend("About a day");
    expect(sends()[0]?.accept).toBe("application/json");
    expect(screen.getByRole("status")).toHaveTextContent("Thinking");
    expect(screen.queryByRole("button", { name: "Stop reply" })).not.toBeInTheDocument();
    answer(jsonResponse({ response: "Where is the pain?", response_type: "question", urgency: "routine", suggestions: [] }));
    expect(await within(messageList()).findByText("Where is the pain?")).toBeInTheDocument();
  });
});
