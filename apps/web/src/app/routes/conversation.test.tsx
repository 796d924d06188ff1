import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import ConversationRoute from "./conversation";

const session = vi.hoisted(() => ({ current: { data: null as unknown, isPending: false } }));
vi.mock("@/lib/auth-client", () => ({ authClient: { useSession: () => ({ ...session.current, refetch: vi.fn() }) } }));

const fetchMock = vi.fn<typeof fetch>();
let reportAnswer: Response;

beforeEach(() => {
  session.current = { data: { user: { id: "u1" } }, isPending: false };
  reportAnswer = jsonResponse({ detail: "No report yet" }, 404);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === "/api/get-conversation/user/u1")
      return jsonResponse({
        conversations: [{ conversationId: "c1", title: "Morning headaches", createdTime: "2025-03-01T10:00:00.000Z", urgency: "routine", ended: true }],
      });
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
    if (path === "/api/user-feedback") return jsonResponse({ id: "f1" });
    if (path === "/api/get-conversation-report/user/u1/conversation/c1") return reportAnswer;
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

function renderRoute() {
  return renderWithProviders(<ConversationRoute />, { path: "/chat/:conversationId", url: "/chat/c1" });
}

describe("conversation route", () => {
  it("sends a visitor without a user to /", async () => {
    session.current = { data: null, isPending: false };
    renderRoute();
    const location = await screen.findByTestId("location");
    expect(location).toHaveTextContent(/^\/$/);
    expect(JSON.parse(location.dataset.state ?? "null")).toMatchObject({ conversationId: "c1" });
  });

  it("shows the conversation's title and its messages", async () => {
    renderRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Morning headaches" })).toBeInTheDocument();
    expect(await screen.findByText("Thanks, that is all I need.")).toBeInTheDocument();
  });

  it("opens the feedback dialog from a thumb and confirms the submission", async () => {
    const { user } = renderRoute();
    await user.click(await screen.findByRole("button", { name: "This chat was not helpful" }));
    const dialog = await screen.findByRole("dialog", { name: /Share Feedback/ });
    expect(within(dialog).getByRole("button", { name: "Not quite" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("checkbox", { name: "Response was inaccurate" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Feedback submitted successfully")).toBeInTheDocument();
  });

  it("has a Report action in the header that opens the report page", async () => {
    renderRoute();
    const header = await screen.findByRole("region", { name: "Morning headaches" });
    expect(within(header).getByRole("link", { name: "Report" })).toHaveAttribute("href", "/chat/c1/report");
  });

  it("opens the report page from 'View your report'", async () => {
    const { user } = renderRoute();
    await user.click(await screen.findByRole("button", { name: "View your report" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/chat\/c1\/report$/);
  });
});
