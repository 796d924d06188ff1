import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthTextField } from "./auth-text-field";

const base = { name: "field", value: "", onChange: vi.fn(), autoComplete: "off" } as const;

describe("auth text field", () => {
  it("labels its input, and marks a required one", () => {
    render(<AuthTextField {...base} label="Name" required />);
    const input = screen.getByRole("textbox", { name: /^Name/ });
    expect(input).toBeRequired();
    expect(screen.getByText("Name", { selector: "label" })).toHaveAttribute("for", input.id);
  });

  it("describes the input by its error, then by the extra text it is given", () => {
    render(
      <>
        <AuthTextField {...base} label="Password" id="pw" error="Too short." describedBy="pw-policy" />
        <p id="pw-policy">At least 8 characters.</p>
      </>,
    );
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "pw-helper-text pw-policy");
    expect(input).toHaveAccessibleDescription("Too short. At least 8 characters.");
  });

  it("shows the helper text while there is no error", () => {
    render(<AuthTextField {...base} label="Code" helperText="Six digits." />);
    expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("Six digits.");
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "false");
  });
});
