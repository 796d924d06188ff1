import { useCallback, useEffect, useRef, useState } from "react";

// The Web Speech API is not in TypeScript's DOM library everywhere; these are the parts used.
type SpeechRecognitionResultLike = { readonly isFinal: boolean; readonly 0?: { readonly transcript: string } };
type SpeechRecognitionEventLike = { readonly results: ArrayLike<SpeechRecognitionResultLike> };
export type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
};
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition constructor (standard or WebKit-prefixed), if any. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Spec section 2 "Chat input": dictation in en-US, continuous. `onTranscript` gets the whole
 * text heard since `start` (final and interim parts), so the caller can show it live.
 */
export function useSpeechDictation(onTranscript: (heard: string) => void) {
  const [supported] = useState(() => getSpeechRecognition() !== null);
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const callback = useRef(onTranscript);
  useEffect(() => {
    callback.current = onTranscript;
  }, [onTranscript]);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition || recognition.current) return;
    const r = new Recognition();
    r.lang = "en-US";
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      let heard = "";
      for (let i = 0; i < event.results.length; i++) heard += event.results[i]?.[0]?.transcript ?? "";
      callback.current(heard.trim());
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    r.onerror = () => {
      // "not-allowed", "no-speech" and the like end the session; onend follows and resets state.
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
    }
  }, []);

  // Leaving the screen must not leave the microphone open.
  useEffect(() => () => recognition.current?.stop(), []);

  return { supported, listening, start, stop };
}
