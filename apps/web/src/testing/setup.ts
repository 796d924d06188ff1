import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { hideNotification } from "@/components/feedback-ui/notifications";

// The first render of a file (MUI, emotion, a dialog's portal) can take over Testing Library's default
// second on a busy 2-core CI machine running files side by side: a find* waits up to 5 s before it
// fails (measured: a dialog's first findByRole timed out once at 1.3 s in a loaded CI run).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; tests that need a dark OS replace it (see color-mode tests).
if (typeof window.matchMedia !== "function") {
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  hideNotification(); // the snackbar store is module state: one test's message must not leak
  window.localStorage.clear();
  window.sessionStorage.clear();
});
