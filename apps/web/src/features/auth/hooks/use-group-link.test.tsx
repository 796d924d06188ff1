import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { makeConfig } from "@/testing/factories";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { useGroupLink } from "./use-group-link";

function Entry() {
  useGroupLink();
  return <p>entry page</p>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(makeConfig({ cohortGroups: ["shs", "alpha"] }))));
});

describe("?group= link", () => {
  it("stores an allow-listed group (any case) and sends the person to / with action=signup", async () => {
    renderWithProviders(<Entry />, { path: "/intake", url: "/intake?group=SHS" });
    const probe = await screen.findByTestId("location");
    expect(probe).toHaveTextContent(/^\/$/);
    expect(JSON.parse(probe.dataset.state!)).toEqual({ action: "signup" });
    expect(localStorage.getItem(STORAGE_KEYS.group)).toBe("shs");
  });

  it("only warns about any other value", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithProviders(<Entry />, { path: "/", url: "/?group=hackers" });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("hackers")));
    expect(localStorage.getItem(STORAGE_KEYS.group)).toBeNull();
    expect(screen.getByText("entry page")).toBeInTheDocument();
    warn.mockRestore();
  });

  it("does nothing without the parameter", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<Entry />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
