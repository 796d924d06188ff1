import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import ConversationRoute from "./conversation";

// Issue 15: feedback already given shows as given, and can be changed from the same thumbs.
const session = vi.hoisted(() => ({ current: { data: { user: { id: "u1" } } as unknown, isPending: false } }));
vi.mock("@/lib/auth-client", () => ({ authClient: { useSession: () => ({ ...session.current, refetch: vi.fn() }) } }));

const GIVEN_URL = "/api/user-feedback/user/u1/conversation/c1";
const fetchMock = vi.fn<typeof fetch>();
let stored: { helpful: boolean; createdAt: string } | null;

beforeEach(() => {
  stored = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === "/api/get-conversation/user/u1")
      return jsonResponse({ conversations: [{ conversationId: "c1", title: "Morning headaches", createdTime: "2025-03-01T10:00:00.000Z", urgency: "routine", ended: true }] });
    if (path === "/api/get-conversation/user/u1/conversation/c1")
      return jsonResponse({
        conversationHistory: [
          { id: "m1", role: "user", content: "Morning headaches", createdAt: "2025-03-01T10:00:00.000Z" },
          { id: "m2", role: "assistant", content: "Thanks, that is all I need.", createdAt: "2025-03-01T10:00:01.000Z" },
        ],
        response_type: "end",
        urgency: "routine",
        suggestions: [],
        questionId: null,
        slots: [],
        choices: [],
        multiple: false,
      });
    if (path === GIVEN_URL) return jsonResponse({ feedback: stored });
    if (path === "/api/user-feedback" && init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as { helpful: boolean };
      stored = { helpful: body.helpful, createdAt: "2026-01-02T10:00:00.000Z" };
      return jsonResponse({ id: 1 });
    }
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

const renderRoute = () => renderWithProviders(<ConversationRoute />, { path: "/chat/:conversationId", url: "/chat/c1" });
const thumbs = () => within(screen.getByRole("group", { name: "Rate this chat" }));

describe("conversation route: feedback already given", () => {
  it("shows the rating given earlier as pressed, with thanks", async () => {
    stored = { helpful: true, createdAt: "2026-01-01T10:00:00.000Z" };
    renderRoute();
    expect(await screen.findByText("Thanks — you rated this chat helpful")).toBeInTheDocument();
    expect(thumbs().getByRole("button", { name: "This chat was helpful" })).toHaveAttribute("aria-pressed", "true");
    expect(thumbs().getByRole("button", { name: "This chat was not helpful" })).toHaveAttribute("aria-pressed", "false");
  });

  it("changes a given rating through the dialog, and the thumbs follow without a reload", async () => {
    stored = { helpful: true, createdAt: "2026-01-01T10:00:00.000Z" };
    const { user } = renderRoute();
    await screen.findByText("Thanks — you rated this chat helpful");
    await user.click(thumbs().getByRole("button", { name: "This chat was not helpful" }));
    const dialog = await screen.findByRole("dialog", { name: /Share Feedback/ });
    expect(within(dialog).getByRole("button", { name: "Not quite" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Feedback submitted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Thanks — you rated this chat not helpful")).toBeInTheDocument();
    expect(thumbs().getByRole("button", { name: "This chat was not helpful" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a first rating as given once it is sent", async () => {
    const { user } = renderRoute();
    await screen.findByText("Thanks, that is all I need.");
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === GIVEN_URL)).toBe(true));
    expect(screen.queryByText(/^Thanks — you rated/)).not.toBeInTheDocument();
    await user.click(thumbs().getByRole("button", { name: "This chat was helpful" }));
    await user.click(within(await screen.findByRole("dialog", { name: /Share Feedback/ })).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Thanks — you rated this chat helpful")).toBeInTheDocument();
  });

  it("leaves the thumbs unpressed when the rating cannot be read", async () => {
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => (String(url) === GIVEN_URL ? jsonResponse({ detail: "Conversation not found" }, 404) : answer!(url, init)));
    renderRoute();
    await screen.findByText("Thanks, that is all I need.");
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === GIVEN_URL)).toBe(true));
    expect(thumbs().getByRole("button", { name: "This chat was helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(thumbs().getByRole("button", { name: "This chat was not helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByText(/^Thanks — you rated/)).not.toBeInTheDocument();
  });
});
