import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MarkdownMessage } from "./markdown-message";

describe("MarkdownMessage", () => {
  it("renders headings, lists, quotes, code and rules", async () => {
    const { container } = render(
      <MarkdownMessage content={"## Next steps\n\n- rest\n- water\n\n> note\n\n`code`\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |"} />,
    );
    expect(await screen.findByRole("heading", { name: "Next steps" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelector("blockquote")).toHaveTextContent("note");
    expect(container.querySelector("code")).toHaveTextContent("code");
    expect(container.querySelector("hr")).not.toBeNull();
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("drops raw HTML, so an onerror handler never reaches the page", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { container } = render(<MarkdownMessage content={"Before <img src=x onerror=alert(1)> after"} />);
    await waitFor(() => expect(container).toHaveTextContent("Before after"));
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("drops a raw script block", async () => {
    const { container } = render(<MarkdownMessage content={"<script>alert(1)</script>\n\nText"} />);
    await waitFor(() => expect(container.textContent?.trim()).toBe("Text"));
    expect(container.querySelector("script")).toBeNull();
  });

  it("gives a javascript: link an empty address", async () => {
    render(<MarkdownMessage content={"[click me](javascript:alert(1))"} />);
    const link = (await screen.findByText("click me")).closest("a");
    expect(link).not.toBeNull();
    expect(link?.getAttribute("href")).toBe("");
  });

  it("empties an encoded javascript: address and a data: image", async () => {
    const { container } = render(<MarkdownMessage content={"[x](javascript&#58;alert(1)) ![pic](data:image/svg+xml,<svg>)"} />);
    expect((await screen.findByText("x")).closest("a")?.getAttribute("href")).toBe("");
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("pic");
  });

  it("keeps https, mailto and relative links; external ones open safely in a new tab", async () => {
    render(<MarkdownMessage content={"[site](https://example.org) [mail](mailto:a@b.c) [here](/chat)"} />);
    const site = await screen.findByRole("link", { name: "site" });
    expect(site).toHaveAttribute("href", "https://example.org");
    expect(site).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:a@b.c");
    expect(screen.getByRole("link", { name: "here" })).toHaveAttribute("href", "/chat");
  });

  it("draws a plain reply as the markdown parser would, without waiting for it", async () => {
    const { default: MarkdownBody } = await import("./markdown-body");
    const tags = (html: string) => html.replace(/>\s+</g, "><").trim();
    const plain = [
      "Thanks for telling me. How old are you?",
      "First line\nsame paragraph.\n\nSecond paragraph, with a comma; and 2 numbers: 10/10!",
      "Leading and trailing blank lines\n\n\n\nare trimmed\n",
    ];
    for (const content of plain) {
      const drawn = render(<MarkdownMessage content={content} />);
      // Drawn in the same commit: no fallback, no parser.
      const html = drawn.container.firstElementChild?.innerHTML ?? "";
      drawn.unmount();
      const parsed = render(<MarkdownBody content={content} />);
      expect(tags(html)).toBe(tags(parsed.container.innerHTML));
      parsed.unmount();
    }
  });
});
