import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MarkdownMessage } from "./markdown-message";

describe("MarkdownMessage", () => {
  it("renders headings, lists, quotes, code and rules", () => {
    const { container } = render(
      <MarkdownMessage content={"## Next steps\n\n- rest\n- water\n\n> note\n\n`code`\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |"} />,
    );
    expect(screen.getByRole("heading", { name: "Next steps" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelector("blockquote")).toHaveTextContent("note");
    expect(container.querySelector("code")).toHaveTextContent("code");
    expect(container.querySelector("hr")).not.toBeNull();
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("drops raw HTML, so an onerror handler never reaches the page", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { container } = render(<MarkdownMessage content={"Before <img src=x onerror=alert(1)> after"} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container).toHaveTextContent("Before after");
    expect(alert).not.toHaveBeenCalled();
  });

  it("drops a raw script block", () => {
    const { container } = render(<MarkdownMessage content={"<script>alert(1)</script>\n\nText"} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container).toHaveTextContent("Text");
  });

  it("gives a javascript: link an empty address", () => {
    render(<MarkdownMessage content={"[click me](javascript:alert(1))"} />);
    const link = screen.getByText("click me").closest("a");
    expect(link).not.toBeNull();
    expect(link?.getAttribute("href")).toBe("");
  });

  it("empties an encoded javascript: address and a data: image", () => {
    const { container } = render(<MarkdownMessage content={"[x](javascript&#58;alert(1)) ![pic](data:image/svg+xml,<svg>)"} />);
    expect(screen.getByText("x").closest("a")?.getAttribute("href")).toBe("");
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("pic");
  });

  it("keeps https, mailto and relative links; external ones open safely in a new tab", () => {
    render(<MarkdownMessage content={"[site](https://example.org) [mail](mailto:a@b.c) [here](/chat)"} />);
    const site = screen.getByRole("link", { name: "site" });
    expect(site).toHaveAttribute("href", "https://example.org");
    expect(site).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:a@b.c");
    expect(screen.getByRole("link", { name: "here" })).toHaveAttribute("href", "/chat");
  });
});
