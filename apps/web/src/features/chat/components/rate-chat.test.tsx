import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { RateChat } from "./rate-chat";

const thumbs = () => within(screen.getByRole("group", { name: "Rate this chat" }));

describe("RateChat", () => {
  it("shows two unpressed outlined thumbs and no thanks before any rating", () => {
    renderWithProviders(<RateChat rating={null} onRate={vi.fn()} />);
    expect(thumbs().getByRole("button", { name: "This chat was helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(thumbs().getByRole("button", { name: "This chat was not helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("ThumbUpOutlinedIcon")).toBeInTheDocument();
    expect(screen.getByTestId("ThumbDownOutlinedIcon")).toBeInTheDocument();
    expect(screen.queryByText(/^Thanks/)).not.toBeInTheDocument();
  });

  it("shows 'helpful' as given: pressed, filled, with thanks", () => {
    renderWithProviders(<RateChat rating onRate={vi.fn()} />);
    const up = thumbs().getByRole("button", { name: "This chat was helpful" });
    expect(up).toHaveAttribute("aria-pressed", "true");
    expect(within(up).getByTestId("ThumbUpIcon")).toBeInTheDocument();
    expect(thumbs().getByRole("button", { name: "This chat was not helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Thanks — you rated this chat helpful")).toBeInTheDocument();
  });

  it("shows 'not helpful' as given the same way", () => {
    renderWithProviders(<RateChat rating={false} onRate={vi.fn()} />);
    const down = thumbs().getByRole("button", { name: "This chat was not helpful" });
    expect(down).toHaveAttribute("aria-pressed", "true");
    expect(within(down).getByTestId("ThumbDownIcon")).toBeInTheDocument();
    expect(screen.getByText("Thanks — you rated this chat not helpful")).toBeInTheDocument();
  });

  it("opens the dialog again from either thumb, to change a given rating", async () => {
    const onRate = vi.fn();
    const { user } = renderWithProviders(<RateChat rating onRate={onRate} />);
    await user.click(thumbs().getByRole("button", { name: "This chat was helpful" }));
    await user.click(thumbs().getByRole("button", { name: "This chat was not helpful" }));
    expect(onRate.mock.calls).toEqual([[true], [false]]);
  });
});
