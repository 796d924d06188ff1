import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { ChatLayout } from "./chat-layout";
import { ConversationList } from "./conversation-list";

const LIST_URL = "/api/get-conversation/user/u1";
const RENAME_URL = "/api/conversation/user/u1/conversation/c1";

const fetchMock = vi.fn<typeof fetch>();
let conversations: Array<{ conversationId: string; title: string; createdTime: string; urgency: string; ended: boolean }>;
let renameAnswer: (title: string) => Response | Promise<Response>;

beforeEach(() => {
  conversations = [
    { conversationId: "c2", title: "Sudden severe headache", createdTime: "2025-03-02T10:00:00.000Z", urgency: "emergency", ended: false },
    { conversationId: "c1", title: "Morning headaches", createdTime: "2025-03-01T10:00:00.000Z", urgency: "routine", ended: true },
  ];
  renameAnswer = (title) => {
    conversations = conversations.map((c) => (c.conversationId === "c1" ? { ...c, title } : c));
    return jsonResponse({ conversationId: "c1", title });
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === LIST_URL) return jsonResponse({ conversations });
    if (path === RENAME_URL && init?.method === "PATCH") return renameAnswer((JSON.parse(String(init.body)) as { title: string }).title);
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

const renames = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));
const list = () => screen.getByRole("list", { name: "Your conversations" });

function renderList() {
  return renderWithProviders(<ConversationList userId="u1" />, { path: "/chat" });
}

async function openFromList(user: ReturnType<typeof renderList>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Rename conversation: Morning headaches" }));
  // The dialog loads with its first opening.
  return screen.findByRole("dialog", { name: "Rename conversation" });
}

describe("renaming a conversation", () => {
  it("opens from the list with the title prefilled, focused and selected", async () => {
    const { user } = renderList();
    const dialog = await openFromList(user);
    const field = within(dialog).getByRole("textbox", { name: "Title" });
    expect(field).toHaveValue("Morning headaches");
    await waitFor(() => expect(field).toHaveFocus());
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, "Morning headaches".length]);
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("saves on Enter, trimmed, and the list shows the new title before the server answers", async () => {
    let answer!: () => void;
    renameAnswer = (title) =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(jsonResponse({ conversationId: "c1", title }));
        conversations = conversations.map((c) => (c.conversationId === "c1" ? { ...c, title } : c));
      });
    const { user } = renderList();
    const dialog = await openFromList(user);
    // The selected title is replaced by what is typed.
    await user.keyboard("  Migraine in March {Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(list()).getByText("Migraine in March")).toBeInTheDocument();
    expect(within(list()).queryByText("Morning headaches")).not.toBeInTheDocument();
    expect(renames()).toEqual([{ title: "Migraine in March" }]);
    answer();
    expect(await screen.findByRole("button", { name: "Rename conversation: Migraine in March" })).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it("says what is wrong in the field and sends nothing for an empty or too long title", async () => {
    const { user } = renderList();
    const dialog = await openFromList(user);
    const field = within(dialog).getByRole("textbox", { name: "Title" });
    await user.clear(field);
    await user.type(field, "   ");
    expect(await within(dialog).findByText("Enter a title")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await user.clear(field);
    await user.click(field);
    await user.paste("x".repeat(121));
    expect(await within(dialog).findByText("Keep the title to 120 characters or fewer")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Rename conversation" })).toBeInTheDocument();
    expect(renames()).toEqual([]);
  });

  it("counts the characters left", async () => {
    const { user } = renderList();
    const dialog = await openFromList(user);
    expect(within(dialog).getByText("17/120")).toBeInTheDocument();
    await user.keyboard("Aura");
    expect(within(dialog).getByText("4/120")).toBeInTheDocument();
  });

  it("changes nothing on Cancel or Escape", async () => {
    const { user } = renderList();
    let dialog = await openFromList(user);
    await user.keyboard("Something else");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    dialog = await openFromList(user);
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Morning headaches");
    await user.keyboard("Other{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(list()).getByText("Morning headaches")).toBeInTheDocument();
    expect(renames()).toEqual([]);
  });

  it("sends nothing when the title is saved unchanged", async () => {
    const { user } = renderList();
    await openFromList(user);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(renames()).toEqual([]);
  });

  it("puts the old title back with an error notice when the server refuses", async () => {
    let refuse!: () => void;
    renameAnswer = () => new Promise<Response>((resolve) => (refuse = () => resolve(jsonResponse({ detail: "Conversation not found" }, 404))));
    const { user } = renderList();
    await openFromList(user);
    await user.keyboard("Doomed title{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(list()).getByText("Doomed title")).toBeInTheDocument();
    refuse();
    expect(await screen.findByText("The conversation was not renamed: Conversation not found")).toBeInTheDocument();
    expect(within(list()).getByText("Morning headaches")).toBeInTheDocument();
    expect(within(list()).queryByText("Doomed title")).not.toBeInTheDocument();
  });

  it("keeps long titles on one line, cut with an ellipsis", async () => {
    conversations[1] = { ...conversations[1]!, title: "A very long title ".repeat(6).trim() };
    renderList();
    const title = await within(await screen.findByRole("list", { name: "Your conversations" })).findByText(conversations[1].title);
    expect(title).toHaveClass("MuiTypography-noWrap");
  });

  describe("from the conversation header", () => {
    function renderLayout() {
      return renderWithProviders(
        <ChatLayout userId="u1" activeConversationId="c1">
          <p>messages</p>
        </ChatLayout>,
        { path: "/chat/:conversationId", url: "/chat/c1" },
      );
    }

    it("renames the open conversation: the heading and the list change at once", async () => {
      const { user } = renderLayout();
      expect(await screen.findByRole("heading", { level: 1, name: "Morning headaches" })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Rename conversation" }));
      const dialog = await screen.findByRole("dialog", { name: "Rename conversation" });
      expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Morning headaches");
      await user.keyboard("Cluster headache{Enter}");
      expect(await screen.findByRole("heading", { level: 1, name: "Cluster headache" })).toBeInTheDocument();
      expect(renames()).toEqual([{ title: "Cluster headache" }]);
      // The list (in the drawer on a small screen) reads the same cache.
      await user.click(screen.getByRole("button", { name: "Show conversations" }));
      expect(await screen.findByRole("button", { name: "Rename conversation: Cluster headache" })).toBeInTheDocument();
    });

    it("puts the heading back with an error notice when the rename fails", async () => {
      renameAnswer = () => jsonResponse({ detail: "This conversation belongs to someone else" }, 403);
      const { user } = renderLayout();
      await user.click(await screen.findByRole("button", { name: "Rename conversation" }));
      await user.keyboard("Nope{Enter}");
      expect(await screen.findByText("The conversation was not renamed: This conversation belongs to someone else")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(screen.getByRole("heading", { level: 1, name: "Morning headaches" })).toBeInTheDocument();
    });

    it("offers no Rename on a page with its own heading", async () => {
      renderWithProviders(
        <ChatLayout userId="u1" title="New chat">
          <p>home</p>
        </ChatLayout>,
        { path: "/chat" },
      );
      expect(await screen.findByRole("heading", { level: 1, name: "New chat" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Rename conversation" })).not.toBeInTheDocument();
    });
  });
});
