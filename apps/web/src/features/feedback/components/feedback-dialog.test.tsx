import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { useConversationFeedback } from "../api/get-conversation-feedback";
import { FeedbackDialog } from "./feedback-dialog";

const fetchMock = vi.fn<typeof fetch>();

function Harness({ initialHelpful = null }: { initialHelpful?: boolean | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>reopen</button>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} userId="u1" conversationId="c1" initialHelpful={initialHelpful} />
    </>
  );
}

/** What a screen showing the given rating would read, beside the dialog. */
function GivenProbe() {
  const given = useConversationFeedback("u1", "c1");
  if (given.isPending) return <p>rating: loading</p>;
  return <p>rating: {given.data === null ? "none" : given.data?.helpful ? "helpful" : "not helpful"}</p>;
}

function sentBody() {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("FeedbackDialog", () => {
  it("shows the texts of the spec and keeps Submit disabled until a rating is chosen", async () => {
    const { user } = renderWithProviders(<Harness />);
    const dialog = await screen.findByRole("dialog", { name: /Share Feedback/ });
    expect(dialog).toHaveTextContent("We Value Your Input");
    expect(screen.getByText("Was this chat helpful?")).toBeInTheDocument();
    expect(screen.getByText("Your feedback helps us improve the experience for everyone.")).toBeInTheDocument();
    expect(screen.getByLabelText("Additional comments")).toHaveAttribute(
      "placeholder",
      "Let us know what worked well or how we can improve",
    );
    expect(screen.queryByText("What could be better?")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Yes, it helped" }));
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("reveals the four reasons on 'Not quite' and sends them with the trimmed comment", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "f1" }));
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Not quite" }));
    expect(screen.getByText("What could be better?")).toBeInTheDocument();
    for (const reason of ["Response was inaccurate", "Too slow to respond", "Didn't understand the question", "Not detailed enough"]) {
      expect(screen.getByRole("checkbox", { name: reason })).toBeInTheDocument();
    }
    await user.click(screen.getByRole("checkbox", { name: "Too slow to respond" }));
    await user.click(screen.getByRole("checkbox", { name: "Not detailed enough" }));
    await user.type(screen.getByLabelText("Additional comments"), "  more detail please  ");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Feedback submitted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Share Feedback/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/user-feedback");
    expect(sentBody()).toEqual({
      userId: "u1",
      conversationId: "c1",
      helpful: false,
      message: "more detail please",
      details: { comments: "more detail please", feedback_boxes: ["Too slow to respond", "Not detailed enough"] },
    });
  });

  it("sends null details when the chat helped (the thumb preselects the answer)", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "f1" }));
    const { user } = renderWithProviders(<Harness initialHelpful />);
    expect(await screen.findByRole("button", { name: "Yes, it helped" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Feedback submitted successfully");
    expect(sentBody()).toMatchObject({ helpful: true, message: "", details: null });
  });

  it("shows a spinner and disables Cancel and Submit while sending", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<Harness initialHelpful />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect(screen.getByRole("progressbar", { name: "Sending feedback" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Submit/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: /Share Feedback/ })).toBeInTheDocument();
    answer(jsonResponse({ id: "f1" }));
    await screen.findByText("Feedback submitted successfully");
  });

  it("keeps the dialog open with an error notice when sending fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "Conversation not found" }, 404));
    const { user } = renderWithProviders(<Harness initialHelpful={false} />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Conversation not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: /Share Feedback/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("starts from a clean form after Cancel", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Not quite" }));
    await user.click(screen.getByRole("checkbox", { name: "Too slow to respond" }));
    await user.type(screen.getByLabelText("Additional comments"), "hmm");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "reopen" }));
    expect(await screen.findByLabelText("Additional comments")).toHaveValue("");
    expect(screen.queryByText("What could be better?")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });

  it("updates the rating shown as given as soon as it is sent, then reads it back", async () => {
    let stored: { helpful: boolean; createdAt: string } | null = null;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === "/api/user-feedback/user/u1/conversation/c1") return jsonResponse({ feedback: stored });
      if (String(url) === "/api/user-feedback" && init?.method === "POST") {
        stored = { helpful: false, createdAt: "2026-01-02T10:00:00.000Z" };
        return jsonResponse({ id: 7 });
      }
      return jsonResponse({ detail: "unexpected" }, 418);
    });
    const { user } = renderWithProviders(
      <>
        <GivenProbe />
        <Harness initialHelpful={false} />
      </>,
    );
    expect(await screen.findByText("rating: none")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect(await screen.findByText("rating: not helpful")).toBeInTheDocument();
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/user-feedback/user/u1/conversation/c1").length;
    await waitFor(() => expect(reads()).toBe(2));
    expect(screen.getByText("rating: not helpful")).toBeInTheDocument();
  });
});
