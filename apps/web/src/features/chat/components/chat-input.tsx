import Mic from "@mui/icons-material/Mic";
import MicOff from "@mui/icons-material/MicOff";
import Send from "@mui/icons-material/Send";
import Stop from "@mui/icons-material/Stop";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { USER_INPUT_MAX } from "@hg/shared/conversation";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useSpeechDictation } from "../hooks/use-speech-dictation";

export const VOICE_UNSUPPORTED = "Voice input is not supported in this browser";

export type ChatInputProps = {
  onSend: (text: string) => void;
  placeholder?: string;
  /** Sending is blocked (a reply is on its way); typing stays possible. */
  sendDisabled?: boolean;
  /** Put the cursor in the box on mount (only with a fine pointer: on phones it would cover the page with the keyboard). */
  focusOnMount?: boolean;
  /** Called with the input area's height whenever it changes (the list keeps its bottom in view). */
  onHeightChange?: (heightPx: number) => void;
  /** Accessible name of the text box. */
  label?: string;
  /** Text to start with (a kept first message). */
  initialValue?: string;
  /** Given while a streamed reply arrives: a Stop button takes the send button's place. */
  onStop?: () => void;
};

/**
 * Spec section 2 "Chat input": text box 1.5 to 4 rows, Enter sends and Shift+Enter adds a
 * line, a send button, and a dictation mic (en-US, continuous) that is disabled with an
 * explanation where the browser has no speech recognition. Empty or whitespace-only text is never sent.
 * While a reply streams in, a Stop button stands where the send button was.
 */
export function ChatInput({
  onSend,
  placeholder = "Type your message",
  sendDisabled = false,
  focusOnMount = false,
  onHeightChange,
  label = "Message",
  initialValue = "",
  onStop,
}: ChatInputProps) {
  const [value, setValue] = useState(initialValue);
  const beforeDictation = useRef("");
  const dictation = useSpeechDictation((heard) => {
    const base = beforeDictation.current;
    setValue(base && heard ? `${base} ${heard}` : base || heard);
  });
  const box = useRef<HTMLFormElement>(null);
  const [autoFocus] = useState(
    () => focusOnMount && typeof window.matchMedia === "function" && window.matchMedia("(pointer: fine)").matches,
  );

  useEffect(() => {
    const element = box.current;
    if (!element || !onHeightChange || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) onHeightChange(entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onHeightChange]);

  const text = value.trim();
  const canSend = text.length > 0 && !sendDisabled;

  function submit() {
    if (!canSend) return;
    dictation.stop();
    onSend(text);
    setValue("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // isComposing: Enter that confirms an IME composition (Japanese, Chinese...) is not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function toggleDictation() {
    if (dictation.listening) {
      dictation.stop();
      return;
    }
    beforeDictation.current = value.trim();
    dictation.start();
  }

  const micLabel = !dictation.supported ? VOICE_UNSUPPORTED : dictation.listening ? "Stop voice input" : "Start voice input";

  return (
    <Paper
      ref={box}
      component="form"
      variant="outlined"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: "flex", alignItems: "flex-end", gap: 0.5, p: 1, pl: 2, borderRadius: 3 }}
    >
      <TextField
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        multiline
        minRows={1.5}
        maxRows={4}
        fullWidth
        variant="standard"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the chat screens exist to type into; focus goes where the person will type
        autoFocus={autoFocus}
        slotProps={{
          input: { disableUnderline: true },
          htmlInput: { "aria-label": label, maxLength: USER_INPUT_MAX, enterKeyHint: "send" },
        }}
        sx={{ py: 0.5, "& textarea": { lineHeight: 1.5 } }}
      />
      <Box sx={{ display: "flex", gap: 0.5, flexShrink: 0 }}>
        <Tooltip title={micLabel}>
          {/* A disabled button fires no events; the span keeps the explanation reachable by pointer. */}
          <span>
            <IconButton
              aria-label={micLabel}
              onClick={toggleDictation}
              disabled={!dictation.supported}
              color={dictation.listening ? "error" : "default"}
            >
              {dictation.supported ? <Mic /> : <MicOff />}
            </IconButton>
          </span>
        </Tooltip>
        {onStop ? (
          <Tooltip title="Stop reply">
            <IconButton aria-label="Stop reply" color="primary" onClick={onStop}>
              <Stop />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title="Send message">
            <span>
              <IconButton type="submit" aria-label="Send message" color="primary" disabled={!canSend}>
                <Send />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
}
