import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { ConversationList } from "./conversation-list";

const fetchMock = vi.fn<typeof fetch>();
let conversations: Array<Record<string, unknown>>;

beforeEach(() => {
  conversations = [
    { conversationId: "c2", title: "Sudden severe headache", createdTime: "2025-03-02T10:00:00.000Z", urgency: "emergency", ended: false },
    { conversationId: "c1", title: "Morning headaches", createdTime: "2025-03-01T10:00:00.000Z", urgency: "routine", ended: true },
  ];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === "/api/get-conversation/user/u1") return jsonResponse({ conversations });
    if (path === "/api/delete-conversation/user/u1/conversation/c2" && init?.method === "DELETE") {
      conversations = conversations.filter((c) => c.conversationId !== "c2");
      return jsonResponse({ deleted: 1 });
    }
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

describe("ConversationList", () => {
  it("lists conversations newest first with title, date and urgency marker", async () => {
    renderWithProviders(<ConversationList userId="u1" activeConversationId="c1" />, { path: "/chat/:id", url: "/chat/c1" });
    const list = await screen.findByRole("list", { name: "Your conversations" });
    const links = within(list).getAllByRole("link");
    const rows = links.filter((l) => !l.getAttribute("href")?.endsWith("/report"));
    expect(rows.map((l) => l.getAttribute("href"))).toEqual(["/chat/c2", "/chat/c1"]);
    expect(rows[0]).toHaveTextContent("Sudden severe headache");
    expect(rows[0]).toHaveTextContent("Emergency");
    expect(rows[0]).toHaveTextContent(/2025/);
    expect(rows[1]).toHaveAttribute("aria-current", "page");
  });

  it("deletes a conversation after confirmation and leaves it when it was open", async () => {
    const { user } = renderWithProviders(<ConversationList userId="u1" activeConversationId="c2" />, { path: "/chat/:id", url: "/chat/c2" });
    await user.click(await screen.findByRole("button", { name: "Delete conversation: Sudden severe headache" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this conversation?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/chat");
    expect(fetchMock).toHaveBeenCalledWith("/api/delete-conversation/user/u1/conversation/c2", expect.objectContaining({ method: "DELETE" }));
  });

  it("keeps the conversation when the person cancels", async () => {
    const { user } = renderWithProviders(<ConversationList userId="u1" />, { path: "/chat" });
    await user.click(await screen.findByRole("button", { name: "Delete conversation: Morning headaches" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Morning headaches")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("offers each conversation's report, whatever its state", async () => {
    renderWithProviders(<ConversationList userId="u1" />, { path: "/chat" });
    expect(await screen.findByRole("link", { name: "Report: Sudden severe headache" })).toHaveAttribute("href", "/chat/c2/report");
    expect(screen.getByRole("link", { name: "Report: Morning headaches" })).toHaveAttribute("href", "/chat/c1/report");
  });

  it("says 'Today' with the time for a conversation of today", async () => {
    conversations[0] = { ...conversations[0], createdTime: new Date().toISOString() };
    renderWithProviders(<ConversationList userId="u1" />, { path: "/chat" });
    const list = await screen.findByRole("list", { name: "Your conversations" });
    expect(within(list).getByText(/^Today \d/)).toBeInTheDocument();
  });

  it("filters the list by the words typed in the search", async () => {
    const { user } = renderWithProviders(<ConversationList userId="u1" />, { path: "/chat" });
    const search = await screen.findByRole("searchbox", { name: "Search conversations" });
    await user.type(search, "MORNING");
    const list = screen.getByRole("list", { name: "Your conversations" });
    expect(within(list).queryByText("Sudden severe headache")).not.toBeInTheDocument();
    expect(within(list).getByText("Morning headaches")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "migraine");
    expect(screen.getByText("No conversations match “migraine”.")).toBeInTheDocument();
  });
});
