import { screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readPendingFirstMessage, writePendingFirstMessage } from "@/lib/storage";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { makeTurn, setOnline, sseResponse } from "../test-fixtures";
import { EXAMPLE_PROMPTS } from "../utils/example-prompts";
import { ChatHome } from "./chat-home";

const fetchMock = vi.fn<typeof fetch>();
const reply = { ...makeTurn({ response: "How long?" }), conversationId: "c9", title: "Headache" };

function newConversationBodies() {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/new-conversation")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

afterEach(() => setOnline(true));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(reply));
  vi.stubGlobal("fetch", fetchMock);
});

describe("ChatHome", () => {
  it("uses a random example prompt as the placeholder", () => {
    renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    const box = screen.getByRole("textbox", { name: "Your first message" });
    expect(EXAMPLE_PROMPTS).toContain(box.getAttribute("placeholder"));
  });

  it("shows the thinking overlay while the first reply is prepared, then opens the conversation", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    await user.type(screen.getByRole("textbox", { name: "Your first message" }), "Pain behind my eye{Enter}");
    expect(await screen.findByRole("dialog", { name: "Preparing your first reply" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Step 1 of 3");
    answer(jsonResponse(reply));
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat/c9");
    expect(newConversationBodies()[0]).toMatchObject({ userId: "u1", user_input: "Pain behind my eye" });
    expect(newConversationBodies()[0]?.client_message_id).toEqual(expect.any(String));
  });

  it("starts the chat from the intake's chief complaint by itself", async () => {
    renderWithProviders(<ChatHome userId="u1" />, {
      path: "/chat",
      state: { fromIntake: true, shouldStartChat: true, chiefComplaint: "Daily headaches for a month" },
    });
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat/c9");
    expect(newConversationBodies()).toHaveLength(1);
    expect(newConversationBodies()[0]).toMatchObject({ user_input: "Daily headaches for a month" });
  });

  it("starts the chat from a first message kept during sign-in, and forgets it", async () => {
    writePendingFirstMessage("Kept while signing in");
    renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat/c9");
    expect(newConversationBodies()[0]).toMatchObject({ user_input: "Kept while signing in" });
    expect(readPendingFirstMessage()).toBeNull();
  });

  it("keeps a message typed without a session and sends the person to sign in", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "Not signed in" }, 401));
    const { user } = renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    await user.type(screen.getByRole("textbox", { name: "Your first message" }), "My head hurts{Enter}");
    const location = await screen.findByTestId("location");
    expect(location).toHaveTextContent(/^\/$/);
    expect(JSON.parse(location.dataset.state ?? "null")).toEqual({ action: "login", message: "My head hurts" });
    expect(readPendingFirstMessage()).toBe("My head hurts");
  });

  it("keeps the text and shows an error notice when the start fails, and a resend reuses the message id", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: "Please fill in the intake first" }, 400));
    const { user } = renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    await user.type(screen.getByRole("textbox", { name: "Your first message" }), "Throbbing pain{Enter}");
    expect(await screen.findByText("Please fill in the intake first")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Preparing your first reply" })).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: "Your first message" })).toHaveValue("Throbbing pain");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat/c9");
    const [first, second] = newConversationBodies();
    expect(second?.client_message_id).toBe(first?.client_message_id);
  });

  it("lets the person cancel the preparing overlay, keeping the text in the box", async () => {
    fetchMock.mockImplementation(
      (_url, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const { user } = renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    await user.type(screen.getByRole("textbox", { name: "Your first message" }), "Pain behind my eye{Enter}");
    const overlay = await screen.findByRole("dialog", { name: "Preparing your first reply" });
    await user.click(within(overlay).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Preparing your first reply" })).not.toBeInTheDocument());
    expect(await screen.findByRole("textbox", { name: "Your first message" })).toHaveValue("Pain behind my eye");
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("offline, says so in the overlay and starts the chat when the connection is back", async () => {
    const { user } = renderWithProviders(<ChatHome userId="u1" />, { path: "/chat" });
    act(() => setOnline(false));
    await user.type(screen.getByRole("textbox", { name: "Your first message" }), "Pain behind my eye{Enter}");
    expect(await screen.findByText("You are offline. Your message will be sent when the connection is back.")).toBeInTheDocument();
    expect(newConversationBodies()).toHaveLength(0);
    act(() => setOnline(true));
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat/c9");
    expect(newConversationBodies()).toHaveLength(1);
  });

  it("streams the first reply into the overlay when the server streams", async () => {
    const stream = sseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { user } = renderWithProviders(<ChatHome userId="u1" streaming />, { path: "/chat" });
    await user.type(screen.getByRole("textbox", { name: "Your first message" }), "Pain behind my eye{Enter}");
    const accept = new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Accept");
    expect(accept).toContain("text/event-stream");
    stream.send("delta", { text: "Thank you for telling me." });
    expect(await screen.findByText("Thank you for telling me.")).toBeInTheDocument();
    stream.send("final", { ...reply, userMessageId: newConversationBodies()[0]?.client_message_id });
    stream.end();
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat/c9");
  });
});
