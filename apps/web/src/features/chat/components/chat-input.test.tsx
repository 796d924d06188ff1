import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SpeechRecognitionLike } from "../hooks/use-speech-dictation";
import { ChatInput, VOICE_UNSUPPORTED } from "./chat-input";

function setup(props: Partial<Parameters<typeof ChatInput>[0]> = {}) {
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<ChatInput onSend={onSend} {...props} />);
  return { onSend, user, box: screen.getByRole("textbox", { name: "Message" }) };
}

afterEach(() => {
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

describe("ChatInput", () => {
  it("sends the trimmed text on Enter and clears the box", async () => {
    const { onSend, user, box } = setup();
    await user.type(box, "  my head hurts  {Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("my head hurts");
    expect(box).toHaveValue("");
  });

  it("adds a line on Shift+Enter instead of sending", async () => {
    const { onSend, user, box } = setup();
    await user.type(box, "first{Shift>}{Enter}{/Shift}second");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("first\nsecond");
  });

  it("sends with the send button", async () => {
    const { onSend, user, box } = setup();
    await user.type(box, "hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSend).toHaveBeenCalledWith("hello");
  });

  it("never sends empty or whitespace-only text", async () => {
    const { onSend, user, box } = setup();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await user.type(box, "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });

  it("keeps the text but does not send while sending is blocked", async () => {
    const { onSend, user, box } = setup({ sendDisabled: true });
    await user.type(box, "hello{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("hello");
  });

  it("disables the mic with an explanation when speech recognition is missing", () => {
    setup();
    expect(screen.getByRole("button", { name: VOICE_UNSUPPORTED })).toBeDisabled();
  });

  it("dictates in en-US, continuously, into the box", async () => {
    const instances: SpeechRecognitionLike[] = [];
    class FakeRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      onresult: SpeechRecognitionLike["onresult"] = null;
      onend: SpeechRecognitionLike["onend"] = null;
      onerror: SpeechRecognitionLike["onerror"] = null;
      start = vi.fn();
      stop = vi.fn(() => this.onend?.());
      constructor() {
        instances.push(this);
      }
    }
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    const { user, box } = setup();
    await user.type(box, "It started");
    await user.click(screen.getByRole("button", { name: "Start voice input" }));
    const recognition = instances[0];
    expect(recognition).toMatchObject({ lang: "en-US", continuous: true });
    recognition?.onresult?.({ results: [{ isFinal: true, 0: { transcript: "yesterday evening" } }] });
    expect(await screen.findByDisplayValue("It started yesterday evening")).toBe(box);
    await user.click(screen.getByRole("button", { name: "Stop voice input" }));
    expect(recognition?.stop).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Start voice input" })).toBeEnabled();
  });
});
