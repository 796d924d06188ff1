import type { AssistantTurn, ConversationHistory } from "@hg/shared/conversation";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { makeHistory, makeMessage, makeTurn, setOnline } from "../test-fixtures";
import { ConversationScreen } from "./conversation-screen";

const HISTORY_URL = "/api/get-conversation/user/u1/conversation/c1";
const APOLOGY = "Sorry, I couldn't process your request. Please try again.";

type SentBody = { user_input: string; client_message_id: string; answer?: unknown; replaceMessageId?: string };

let history: ConversationHistory;
let sendAnswers: Array<(body: SentBody) => Response | Promise<Response>>;
const fetchMock = vi.fn<typeof fetch>();

/** A JSON turn whose user message id echoes the client message id, as the server does. */
const turn = (overrides: Partial<AssistantTurn> = {}) => (body: SentBody) =>
  jsonResponse(makeTurn({ userMessageId: body.client_message_id, ...overrides }));

beforeEach(() => {
  history = makeHistory();
  sendAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === HISTORY_URL) return jsonResponse(history);
    if (String(url) === "/api/continue-conversation" && init?.method === "POST") {
      const next = sendAnswers.shift();
      if (next) return next(JSON.parse(String(init.body)) as SentBody);
    }
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => setOnline(true));

function sends(): SentBody[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/continue-conversation")
    .map(([, init]) => JSON.parse(String(init?.body)) as SentBody);
}

function renderScreen(props: { onRate?: (helpful: boolean) => void; onViewReport?: () => void } = {}) {
  return renderWithProviders(
    <ConversationScreen userId="u1" conversationId="c1" streaming={false} onRate={props.onRate ?? vi.fn()} onViewReport={props.onViewReport ?? vi.fn()} />,
    { path: "/chat/:conversationId", url: "/chat/c1" },
  );
}

const messageList = () => screen.getByRole("list", { name: "Messages" });
const messageItems = () => within(messageList()).getAllByRole("listitem").filter((li) => li.parentElement === messageList());

describe("ConversationScreen", () => {
  it("shows 'Loading messages...' and then the history with times, the assistant's reply as markdown", async () => {
    renderScreen();
    expect(screen.getByText("Loading messages...")).toBeInTheDocument();
    expect(await screen.findByText("I have a headache")).toBeInTheDocument();
    expect((await screen.findByText("usually")).tagName).toBe("STRONG");
    expect(messageItems()[0]?.querySelector("time")).toHaveAttribute("dateTime", "2026-11-23T14:05:00.000Z");
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === HISTORY_URL)).toHaveLength(1);
  });

  it("shows the load error in red in place of messages", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: "Conversation not found" }, 404));
    renderScreen();
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("Conversation not found");
    expect(screen.queryByRole("list", { name: "Messages" })).not.toBeInTheDocument();
  });

  it("shows the person's message at once, the Thinking bubble, then the reply in the live region", async () => {
    let answer!: (r: Response) => void;
    sendAnswers.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "About a day{Enter}");
    expect(within(messageList()).getByText("About a day")).toBeInTheDocument();
    expect(screen.getByText("Sending...")).toBeInTheDocument();
    expect(screen.getAllByTestId("typing-dot")).toHaveLength(3);
    answer(jsonResponse(makeTurn({ userMessageId: sends()[0]?.client_message_id, response: "Where is the pain?" })));
    expect(await within(messageList()).findByText("Where is the pain?")).toBeInTheDocument();
    expect(screen.queryByText("Thinking")).not.toBeInTheDocument();
    expect(within(messageList()).getAllByText("About a day")).toHaveLength(1);
    expect(messageItems()).toHaveLength(4);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent("Assistant: Where is the pain?");
    expect(sends()[0]).toMatchObject({ user_input: "About a day", client_message_id: expect.any(String) });
    expect(sends()[0]?.answer).toBeUndefined();
  });

  it("sends a tapped quick reply with its answer bound to the question", async () => {
    sendAnswers.push(turn({ response: "Thanks." }));
    const { user } = renderScreen();
    const group = await screen.findByRole("group", { name: "Suggested replies" });
    await user.click(within(group).getByRole("button", { name: "4 to 72 hours" }));
    expect(await within(messageList()).findByText("Thanks.")).toBeInTheDocument();
    expect(sends()[0]).toMatchObject({ user_input: "4 to 72 hours", answer: { questionId: "duration", choiceIds: ["duration:4_72h"] } });
    expect(screen.queryByRole("group", { name: "Suggested replies" })).not.toBeInTheDocument();
  });

  it("lets a checklist question's chips be toggled and sends them together with Done", async () => {
    const choices = [
      { id: "trigger:stress", label: "Stress" },
      { id: "trigger:sleep", label: "Too little sleep" },
      { id: "trigger:alcohol", label: "Alcohol" },
    ];
    history = makeHistory({
      conversationHistory: [
        makeMessage({ id: "m1", role: "user", content: "I have a headache" }),
        makeMessage({ id: "m2", role: "assistant", content: "What sets it off?", questionId: "triggers", choices, multiple: true }),
      ],
      choices,
      multiple: true,
      questionId: "triggers",
    });
    sendAnswers.push(turn({ response: "Noted." }));
    const { user } = renderScreen();
    const group = await screen.findByRole("group", { name: "Suggested replies" });
    const done = within(group).getByRole("button", { name: "Done" });
    expect(done).toBeDisabled();
    await user.click(within(group).getByRole("button", { name: "Stress" }));
    await user.click(within(group).getByRole("button", { name: "Alcohol" }));
    await user.click(within(group).getByRole("button", { name: "Too little sleep" }));
    await user.click(within(group).getByRole("button", { name: "Too little sleep" }));
    expect(within(group).getByRole("button", { name: "Stress" })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "Too little sleep" })).toHaveAttribute("aria-pressed", "false");
    expect(sends()).toHaveLength(0);
    await user.click(done);
    expect(await within(messageList()).findByText("Noted.")).toBeInTheDocument();
    expect(sends()).toEqual([
      expect.objectContaining({ user_input: "Stress, Alcohol", answer: { questionId: "triggers", choiceIds: ["trigger:stress", "trigger:alcohol"] } }),
    ]);
  });

  it("on a failed send adds the apology, and a retry reuses the client message id and shows one user message", async () => {
    sendAnswers.push(() => jsonResponse({ detail: "Bad request" }, 400));
    sendAnswers.push(turn({ response: "Got it." }));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Behind my eyes{Enter}");
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await within(messageList()).findByText("Got it.")).toBeInTheDocument();
    expect(within(messageList()).getAllByText("Behind my eyes")).toHaveLength(1);
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    const [first, second] = sends();
    expect(second?.client_message_id).toBe(first?.client_message_id);
  });

  it("puts the thumbs on the last assistant message only, each opening the feedback dialog", async () => {
    history = makeHistory({
      conversationHistory: [
        makeMessage({ id: "m1", role: "user", content: "a" }),
        makeMessage({ id: "m2", role: "assistant", content: "first reply" }),
        makeMessage({ id: "m3", role: "user", content: "b" }),
        makeMessage({ id: "m4", role: "assistant", content: "second reply" }),
      ],
    });
    const onRate = vi.fn();
    const { user } = renderScreen({ onRate });
    await screen.findByText("second reply");
    expect(screen.getAllByRole("button", { name: "This chat was helpful" })).toHaveLength(1);
    const last = screen.getByText("second reply").closest("li");
    expect(last && within(last).getByRole("button", { name: "This chat was not helpful" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "This chat was not helpful" }));
    expect(onRate).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole("button", { name: "This chat was helpful" }));
    expect(onRate).toHaveBeenCalledWith(true);
  });

  it("after an emergency keeps the alert with the reply's words and a tap-to-call link, and offers no quick replies", async () => {
    history = makeHistory({ urgency: "emergency" });
    renderScreen();
    const alert = await screen.findByRole("alert");
    // The browser's region (jsdom: en-US) decides the numbers, in the words and the call link alike.
    expect(alert).toHaveTextContent("Please call emergency services (911) or go to the nearest emergency department now.");
    const call = within(alert).getAllByRole("link", { name: /^Call \d+$/ });
    expect(call[0]?.getAttribute("href")).toMatch(/^tel:\d+$/);
    await screen.findByText("I have a headache");
    expect(screen.queryByRole("group", { name: "Suggested replies" })).not.toBeInTheDocument();
  });

  it("raises the emergency alert when a reply turns urgent mid-conversation", async () => {
    sendAnswers.push(turn({ response: "Please get help now.", response_type: "info", urgency: "emergency" }));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "worst headache of my life, came on in seconds{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(/This could be a medical emergency/);
  });

  it("marks a reply the server stored as cut short, from the history itself", async () => {
    history = makeHistory({
      conversationHistory: [
        makeMessage({ id: "m1", role: "user", content: "I have a headache" }),
        makeMessage({ id: "m2", role: "assistant", content: "Thank you for", incomplete: true }),
      ],
    });
    renderScreen();
    expect(await screen.findByText("Stopped: this reply was cut short.")).toBeInTheDocument();
  });

  it("offers 'View your report' once the interview has ended", async () => {
    history = makeHistory({ response_type: "end", suggestions: [], choices: [] });
    const onViewReport = vi.fn();
    const { user } = renderScreen({ onViewReport });
    await user.click(await screen.findByRole("button", { name: "View your report" }));
    expect(onViewReport).toHaveBeenCalled();
  });

  it("does not offer the report callout while the interview goes on", async () => {
    renderScreen();
    await screen.findByText("I have a headache");
    await waitFor(() => expect(screen.queryByRole("button", { name: "View your report" })).not.toBeInTheDocument());
  });

  it("copies a message to the clipboard", async () => {
    const { user } = renderScreen();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await screen.findByText("I have a headache");
    await user.click(within(messageItems()[0]!).getByRole("button", { name: "Copy message" }));
    expect(writeText).toHaveBeenCalledWith("I have a headache");
    expect(await screen.findByText("Message copied")).toBeInTheDocument();
  });
});

describe("ConversationScreen offline", () => {
  it("holds a message while offline, never shows Thinking, and sends it with the same id when the connection is back", async () => {
    sendAnswers.push(turn({ response: "Where is the pain?" }));
    const { user } = renderScreen();
    const box = await screen.findByRole("textbox", { name: "Message" });
    act(() => setOnline(false));
    expect(screen.getByText("You are offline. Messages will be sent when the connection is back.")).toBeInTheDocument();
    await user.type(box, "About a day{Enter}");
    expect(await screen.findByText("Waiting for a connection")).toBeInTheDocument();
    expect(screen.queryByTestId("typing-dot")).not.toBeInTheDocument();
    expect(sends()).toHaveLength(0);

    act(() => setOnline(true));
    expect(await within(messageList()).findByText("Where is the pain?")).toBeInTheDocument();
    expect(sends()).toHaveLength(1);
    expect(within(messageList()).getAllByText("About a day")).toHaveLength(1);
  });

  it("lets the person cancel a message waiting for the connection, giving its text back", async () => {
    const { user } = renderScreen();
    const box = await screen.findByRole("textbox", { name: "Message" });
    act(() => setOnline(false));
    await user.type(box, "About a day{Enter}");
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(within(messageList()).queryByText("About a day")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("About a day");
    act(() => setOnline(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(sends()).toHaveLength(0);
  });
});

describe("ConversationScreen changing the last answer", () => {
  it("replaces the last message and its reply with the new send and the recomputed reply", async () => {
    history = makeHistory({
      conversationHistory: [
        ...makeHistory().conversationHistory,
        makeMessage({ id: "m3", role: "user", content: "Under 4 hours", answer: { questionId: "duration", choiceIds: ["duration:under_4h"] } }),
        makeMessage({ id: "m4", role: "assistant", content: "Is it on one side?" }),
      ],
    });
    sendAnswers.push(turn({ response: "Does light bother you?" }));
    const { user } = renderScreen();
    await screen.findByText("Is it on one side?");
    expect(screen.getAllByRole("button", { name: "Change your last message" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Change your last message" }));

    // The message and its reply step aside; the question's quick replies come back.
    expect(within(messageList()).queryByText("Is it on one side?")).not.toBeInTheDocument();
    expect(screen.getByText(/Changing your last message/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Under 4 hours");
    const group = screen.getByRole("group", { name: "Suggested replies" });
    await user.click(within(group).getByRole("button", { name: "4 to 72 hours" }));

    expect(await within(messageList()).findByText("Does light bother you?")).toBeInTheDocument();
    expect(within(messageList()).queryByText("Under 4 hours")).not.toBeInTheDocument();
    expect(within(messageList()).queryByText("Is it on one side?")).not.toBeInTheDocument();
    expect(sends()[0]).toMatchObject({ user_input: "4 to 72 hours", replaceMessageId: "m3", answer: { questionId: "duration", choiceIds: ["duration:4_72h"] } });
    expect(sends()[0]?.client_message_id).not.toBe("m3");
  });

  it("cancelling the change brings the message and its reply back", async () => {
    const { user } = renderScreen();
    await screen.findByText("I have a headache");
    await user.click(screen.getByRole("button", { name: "Change your last message" }));
    expect(within(messageList()).queryByText("I have a headache")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(within(messageList()).getByText("I have a headache")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  it("reloads the conversation when the server says the message is no longer the last one", async () => {
    sendAnswers.push(() => jsonResponse({ detail: "Only the last message can be replaced" }, 409));
    const { user } = renderScreen();
    await screen.findByText("I have a headache");
    await user.click(screen.getByRole("button", { name: "Change your last message" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), " since Monday{Enter}");
    expect(await screen.findByText(/Only your last message can be changed/)).toBeInTheDocument();
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === HISTORY_URL)).toHaveLength(2));
  });
});
