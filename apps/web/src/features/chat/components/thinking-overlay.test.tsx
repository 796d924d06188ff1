import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THINKING_STEP_MS, ThinkingOverlay } from "./thinking-overlay";

function states() {
  return screen.getAllByRole("listitem").map((item) => within(item).getByText(/^(In progress|Completed|Waiting)$/).textContent);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("ThinkingOverlay", () => {
  it("walks through the three steps, 3600 ms each, and holds the last", () => {
    render(<ThinkingOverlay open onCancel={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Preparing your first reply" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Step 1 of 3");
    expect(states()).toEqual(["In progress", "Waiting", "Waiting"]);
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(THINKING_STEP_MS - 1));
    expect(states()).toEqual(["In progress", "Waiting", "Waiting"]);
    act(() => vi.advanceTimersByTime(1));
    expect(states()).toEqual(["Completed", "In progress", "Waiting"]);
    expect(screen.getByRole("status")).toHaveTextContent("Step 2 of 3: Spotting symptom patterns");

    act(() => vi.advanceTimersByTime(THINKING_STEP_MS));
    expect(states()).toEqual(["Completed", "Completed", "In progress"]);
    act(() => vi.advanceTimersByTime(THINKING_STEP_MS * 5));
    expect(states()).toEqual(["Completed", "Completed", "In progress"]);
  });

  it("renders nothing when closed", () => {
    render(<ThinkingOverlay open={false} onCancel={() => {}} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
