import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyOnFirstOpen } from "./lazy-on-first-open";

type Props = { open: boolean; label: string };

describe("lazyOnFirstOpen", () => {
  it("loads nothing until first opened, then keeps the content mounted when closed", async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ open, label }: Props) => <p>{`${label} ${open ? "open" : "closed"}`}</p> }));
    const Dialog = lazyOnFirstOpen<Props>(load, (props) => props.open);
    const { rerender } = render(<Dialog open={false} label="Rename" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Rename/)).not.toBeInTheDocument();
    rerender(<Dialog open label="Rename" />);
    expect(await screen.findByText("Rename open")).toBeInTheDocument();
    rerender(<Dialog open={false} label="Rename" />);
    expect(screen.getByText("Rename closed")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
