import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UrgencyAlert } from "./urgency-alert";

afterEach(() => vi.unstubAllGlobals());

describe("UrgencyAlert", () => {
  it("names the browser's region's number in its words and its call link alike", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-AU"], language: "en-AU" });
    render(<UrgencyAlert urgency="emergency" />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("This could be a medical emergency");
    expect(alert).toHaveTextContent("Please call emergency services (000) or go to the nearest emergency department now.");
    expect(within(alert).getByRole("link", { name: "Call 000" })).toHaveAttribute("href", "tel:000");
  });

  it("offers the common numbers when the region is unknown, and says nothing for routine", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: [], language: "" });
    const { rerender } = render(<UrgencyAlert urgency="emergency" />);
    expect(within(screen.getByRole("alert")).getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual(["tel:911", "tel:999", "tel:112"]);
    rerender(<UrgencyAlert urgency="routine" />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
