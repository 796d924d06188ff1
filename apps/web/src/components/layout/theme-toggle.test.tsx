import { useTheme } from "@mui/material/styles";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ColorModeProvider } from "@/app/color-mode-provider";
import { nextThemePreference } from "@/lib/color-mode";
import { STORAGE_KEYS } from "@/lib/storage";
import { ThemeToggle } from "./theme-toggle";

function ModeProbe() {
  return <output aria-label="mode">{useTheme().palette.mode}</output>;
}

function renderToggle() {
  return render(
    <ColorModeProvider>
      <ThemeToggle />
      <ModeProbe />
    </ColorModeProvider>,
  );
}

// A matchMedia whose dark preference the test can flip, notifying listeners like a browser.
function fakeOs(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes("dark") && state.dark;
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      state.dark = next;
      for (const l of listeners) l();
    },
  };
}

describe("theme", () => {
  afterEach(() => vi.restoreAllMocks());

  it("toggles to the opposite of what is shown", () => {
    expect(nextThemePreference("light")).toBe("dark");
    expect(nextThemePreference("dark")).toBe("light");
  });

  it("changes the theme on the first click in system-light mode", async () => {
    fakeOs(false);
    const user = userEvent.setup();
    renderToggle();
    expect(screen.getByLabelText("mode")).toHaveTextContent("light");
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(screen.getByLabelText("mode")).toHaveTextContent("dark");
  });

  it("persists the choice under the one config key and restores it", async () => {
    const user = userEvent.setup();
    const { unmount } = renderToggle();
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(screen.getByLabelText("mode")).toHaveTextContent("light");
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(screen.getByLabelText("mode")).toHaveTextContent("dark");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config)!)).toEqual({ theme: "dark" });
    unmount();
    renderToggle();
    expect(screen.getByLabelText("mode")).toHaveTextContent("dark");
  });

  it("follows the operating system live in system mode", () => {
    const os = fakeOs(false);
    renderToggle();
    expect(screen.getByLabelText("mode")).toHaveTextContent("light");
    act(() => os.set(true));
    expect(screen.getByLabelText("mode")).toHaveTextContent("dark");
  });

  it("ignores the operating system once light or dark is chosen", () => {
    localStorage.setItem(STORAGE_KEYS.config, JSON.stringify({ theme: "light" }));
    const os = fakeOs(true);
    renderToggle();
    expect(screen.getByLabelText("mode")).toHaveTextContent("light");
    act(() => os.set(false));
    act(() => os.set(true));
    expect(screen.getByLabelText("mode")).toHaveTextContent("light");
  });
});
