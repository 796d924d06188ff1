import type { ConversationHistory } from "@hg/shared/conversation";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { ConversationScreen } from "./conversation-screen";

const HISTORY_URL = "/api/get-conversation/user/u1/conversation/c1";

function makeHistory(overrides: Partial<ConversationHistory> = {}): ConversationHistory {
  return {
    conversationHistory: [
      { role: "user", content: "I have a headache" },
      { role: "assistant", content: "How long does it **usually** last?" },
    ],
    response_type: "question",
    urgency: "routine",
    suggestions: ["Under 4 hours", "4 to 72 hours"],
    ...overrides,
  };
}

let history: ConversationHistory;
let sendAnswers: Array<() => Response | Promise<Response>>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  history = makeHistory();
  sendAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === HISTORY_URL) return jsonResponse(history);
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
    .map(([, init]) => JSON.parse(String(init?.body)) as { user_input: string; client_message_id: string });
}

function renderScreen(props: { onRate?: (helpful: boolean) => void; onViewReport?: () => void } = {}) {
  return renderWithProviders(
    <ConversationScreen userId="u1" conversationId="c1" onRate={props.onRate ?? vi.fn()} onViewReport={props.onViewReport ?? vi.fn()} />,
    { path: "/chat/:conversationId", url: "/chat/c1" },
  );
}

function messageList() {
  return screen.getByRole("list", { name: "Messages" });
}

describe("ConversationScreen", () => {
  it("shows 'Loading messages...' and then the history, the bot's reply as markdown", async () => {
    renderScreen();
    expect(screen.getByText("Loading messages...")).toBeInTheDocument();
    expect(await screen.findByText("I have a headache")).toBeInTheDocument();
    expect(screen.getByText("usually").tagName).toBe("STRONG");
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === HISTORY_URL)).toHaveLength(1);
  });

  it("shows the load error in red in place of messages", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: "Conversation not found" }, 404));
    renderScreen();
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("Conversation not found");
    expect(screen.queryByRole("list", { name: "Messages" })).not.toBeInTheDocument();
  });

  it("shows the user's message at once, the Thinking bubble, then the reply in the live region", async () => {
    let answer!: (r: Response) => void;
    sendAnswers.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "About a day{Enter}");
    expect(within(messageList()).getByText("About a day")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Thinking");
    expect(screen.getAllByTestId("typing-dot")).toHaveLength(3);
    answer(jsonResponse({ response: "Where is the pain?", response_type: "question", urgency: "routine", suggestions: [] }));
    expect(await within(messageList()).findByText("Where is the pain?")).toBeInTheDocument();
    expect(screen.queryByText("Thinking")).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent("Assistant: Where is the pain?");
    expect(sends()[0]).toMatchObject({ user_input: "About a day" });
  });

  it("sends a quick reply when its chip is clicked", async () => {
    sendAnswers.push(() => jsonResponse({ response: "Thanks.", response_type: "info", urgency: "routine", suggestions: [] }));
    const { user } = renderScreen();
    const group = await screen.findByRole("group", { name: "Suggested replies" });
    await user.click(within(group).getByRole("button", { name: "4 to 72 hours" }));
    expect(await within(messageList()).findByText("Thanks.")).toBeInTheDocument();
    expect(sends()[0]).toMatchObject({ user_input: "4 to 72 hours" });
    expect(screen.queryByRole("group", { name: "Suggested replies" })).not.toBeInTheDocument();
  });

  it("on a failed send adds the apology, and a retry reuses the client message id and shows one user message", async () => {
    sendAnswers.push(() => jsonResponse({ detail: "Bad request" }, 400));
    sendAnswers.push(() => jsonResponse({ response: "Got it.", response_type: "question", urgency: "routine", suggestions: [] }));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Behind my eyes{Enter}");
    expect(await screen.findByText("Sorry, I couldn't process your request. Please try again.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await within(messageList()).findByText("Got it.")).toBeInTheDocument();
    expect(within(messageList()).getAllByText("Behind my eyes")).toHaveLength(1);
    expect(screen.queryByText("Sorry, I couldn't process your request. Please try again.")).not.toBeInTheDocument();
    const [first, second] = sends();
    expect(second?.client_message_id).toBe(first?.client_message_id);
  });

  it("puts the thumbs on the last bot message only, each opening the feedback dialog", async () => {
    history = makeHistory({
      conversationHistory: [
        { role: "user", content: "a" },
        { role: "assistant", content: "first reply" },
        { role: "user", content: "b" },
        { role: "assistant", content: "second reply" },
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

  it("keeps an emergency alert with what to do now at the top", async () => {
    history = makeHistory({ urgency: "emergency" });
    renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/emergency/i);
    expect(alert).toHaveTextContent(/emergency department/);
  });

  it("raises the emergency alert when a reply turns urgent mid-conversation", async () => {
    sendAnswers.push(() => jsonResponse({ response: "Please get help now.", response_type: "info", urgency: "emergency", suggestions: [] }));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "worst headache of my life, came on in seconds{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(/Call your local emergency number/);
  });

  it("offers 'View your report' once the interview has ended", async () => {
    history = makeHistory({ response_type: "end", suggestions: [] });
    const onViewReport = vi.fn();
    const { user } = renderScreen({ onViewReport });
    await user.click(await screen.findByRole("button", { name: "View your report" }));
    expect(onViewReport).toHaveBeenCalled();
  });

  it("does not offer the report while the interview goes on", async () => {
    renderScreen();
    await screen.findByText("I have a headache");
    await waitFor(() => expect(screen.queryByRole("button", { name: "View your report" })).not.toBeInTheDocument());
  });
});
