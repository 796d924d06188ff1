import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/testing/test-utils";
import { App } from "./index";
import { preloadRoute } from "./router";

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ detail: "none" }, 404)));
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("app", () => {
  it("draws the shell, then the page of the URL it opens on (lazy page, lazy server-state cache)", async () => {
    window.history.replaceState(null, "", "/nowhere");
    preloadRoute(window.location.pathname);
    render(<App />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Headache Guide" })).toHaveAttribute("href", "/");
    expect(within(banner).getByText("Beta")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Page not found" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("/nowhere")).toBeInTheDocument();
  });
});
