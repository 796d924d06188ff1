import type { AssistantTurn, ConversationHistory } from "@hg/shared/conversation";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { makeHistory, makeMessage, makeTurn, sseResponse } from "../test-fixtures";
import { ConversationScreen } from "./conversation-screen";

// The streamed reply of issue 9: a model phrases the replies, so they arrive as server-sent events.

const HISTORY_URL = "/api/get-conversation/user/u1/conversation/c1";
const APOLOGY = "Sorry, I couldn't process your request. Please try again.";

type SentBody = { user_input: string; client_message_id: string };

let history: ConversationHistory;
let sendAnswers: Array<(init?: RequestInit) => Response | Promise<Response>>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  history = makeHistory();
  sendAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === HISTORY_URL) return jsonResponse(history);
    if (String(url) === "/api/continue-conversation" && init?.method === "POST") {
      const next = sendAnswers.shift();
      if (next) return next(init);
    }
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

function sends() {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/continue-conversation")
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)) as SentBody, accept: new Headers(init?.headers).get("Accept") ?? "" }));
}

/** The final event of the last send: the ids echo what was sent. */
const finalOf = (overrides: Partial<AssistantTurn>) => makeTurn({ userMessageId: sends().at(-1)?.body.client_message_id, ...overrides });

/** Renders the screen once the history is there, and types a message. */
async function renderAndSend(text: string, streaming = true) {
  const utils = renderWithProviders(<ConversationScreen userId="u1" conversationId="c1" streaming={streaming} onRate={vi.fn()} onViewReport={vi.fn()} />, {
    path: "/chat/:conversationId",
    url: "/chat/c1",
  });
  await screen.findByText("I have a headache");
  await utils.user.type(screen.getByRole("textbox", { name: "Message" }), `${text}{Enter}`);
  return utils;
}

const messageList = () => screen.getByRole("list", { name: "Messages" });
const liveRegion = () => document.querySelector('[aria-live="polite"]');
const items = () => within(messageList()).getAllByRole("listitem").filter((li) => li.parentElement === messageList());

describe("ConversationScreen with streamed replies", () => {
  it("asks for events, shows the text as it arrives, then the final turn's quick replies and one announcement", async () => {
    const stream = sseResponse();
    sendAnswers.push(() => stream.response);
    await renderAndSend("About a day");
    expect(sends()[0]?.accept).toContain("text/event-stream");
    expect(screen.getAllByTestId("typing-dot")).toHaveLength(3);

    stream.send("delta", { text: "Thank you." });
    expect(await within(messageList()).findByText("Thank you.")).toBeInTheDocument();
    expect(items().at(-1)).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByTestId("typing-dot")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Stop reply" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Suggested replies" })).not.toBeInTheDocument();
    // The live region waits for the finished reply: no piece-by-piece reading.
    expect(liveRegion()).toBeEmptyDOMElement();

    stream.send("delta", { text: " Where is the pain?" });
    expect(await within(messageList()).findByText("Thank you. Where is the pain?")).toBeInTheDocument();
    stream.send("final", finalOf({ response: "Thank you. Where is the pain?", questionId: "location", choices: [{ id: "location:forehead", label: "Forehead" }, { id: "location:one_side", label: "One side" }] }));
    stream.end();

    const chips = await screen.findByRole("group", { name: "Suggested replies" });
    expect(within(chips).getByRole("button", { name: "Forehead" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop reply" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(items().at(-1)).not.toHaveAttribute("aria-busy");
    expect(items()).toHaveLength(4);
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
    stream.send("final", finalOf({ response: "The engine's words.", response_type: "info", urgency: "emergency" }));
    stream.end();
    expect(await screen.findByRole("alert")).toHaveTextContent(/This could be a medical emergency/);
  });

  it("stops on the Stop button: what arrived stays, marked as cut short, and the history the server kept takes over", async () => {
    const stream = sseResponse();
    sendAnswers.push(() => stream.response);
    const { user } = await renderAndSend("Behind my eyes");
    stream.send("delta", { text: "Thank you for telling me." });
    await within(messageList()).findByText("Thank you for telling me.");
    // What the server stores when the connection closes: the shown text, marked incomplete.
    const sentId = sends()[0]!.body.client_message_id;
    history = {
      ...history,
      conversationHistory: [
        ...history.conversationHistory,
        makeMessage({ id: sentId, role: "user", content: "Behind my eyes" }),
        makeMessage({ id: "a9", role: "assistant", content: "Thank you for telling me.", incomplete: true }),
      ],
    };
    await user.click(screen.getByRole("button", { name: "Stop reply" }));

    expect(await screen.findByText("Stopped: this reply was cut short.")).toBeInTheDocument();
    expect(within(messageList()).getByText("Thank you for telling me.")).toBeInTheDocument();
    expect(within(messageList()).getAllByText("Behind my eyes")).toHaveLength(1);
    expect(stream.state.cancelled).toBe(true);
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop reply" })).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent("Reply stopped.");
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === HISTORY_URL)).toHaveLength(2));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(within(items()[3]!).getByText("Stopped: this reply was cut short.")).toBeInTheDocument();

    // The conversation goes on from there.
    const next = sseResponse();
    sendAnswers.push(() => next.response);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Both sides{Enter}");
    next.send("delta", { text: "Got it." });
    next.send("final", finalOf({ response: "Got it." }));
    next.end();
    expect(await within(messageList()).findByText("Got it.")).toBeInTheDocument();
    expect(items()).toHaveLength(6);
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
    replay.send("final", finalOf({ response: "Thank you for", incomplete: true }));
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

  it("reads a plain JSON answer the same way, even when events were asked for", async () => {
    sendAnswers.push(() => jsonResponse(finalOf({ choices: [{ id: "location:forehead", label: "Forehead" }], questionId: "location" })));
    await renderAndSend("About a day");
    expect(await within(messageList()).findByText("Where is the pain?")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Forehead" })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent("Assistant: Where is the pain?");
  });

  it("asks for plain JSON when the server does not stream; Stop then gives up waiting", async () => {
    // A server that never answers: only the abort ends the request, as with a real fetch.
    sendAnswers.push((init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))));
    const { user } = await renderAndSend("About a day", false);
    expect(sends()[0]?.accept).toBe("application/json");
    expect(screen.getAllByTestId("typing-dot")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Stop reply" }));
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();
    expect(screen.queryByTestId("typing-dot")).not.toBeInTheDocument();
  });
});
