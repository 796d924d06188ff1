import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { hideNotification } from "@/components/feedback-ui/notifications";

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
