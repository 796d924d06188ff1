import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@hg/shared/errors";
import { screen } from "@testing-library/react";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { ForgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordValues } from "../utils/auth-schemas";
import { EmailField } from "./email-field";

function Harness({ onValueChange }: { onValueChange?: (email: string) => void }) {
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: "onTouched",
    defaultValues: { email: "" },
  });
  return (
    <FormProvider {...form}>
      <form aria-label="Harness">
        <EmailField onValueChange={onValueChange} />
        <button type="button">Elsewhere</button>
      </form>
    </FormProvider>
  );
}

describe("email field", () => {
  it("is a labelled email input that browsers and password managers fill", () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toHaveAttribute("name", "email");
    expect(input).not.toHaveAccessibleDescription();
  });

  it("says what is wrong under the field, as the input's description, once the person leaves it", async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByLabelText("Email");
    await user.click(input);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(MESSAGES.login.emailRequired);
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.type(input, "not-an-address");
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("Please enter a valid email address.");
  });

  it("passes each typed value on, so the auth card keeps the address between forms", async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Harness onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText("Email"), "ada@x.org");
    expect(onValueChange).toHaveBeenLastCalledWith("ada@x.org");
  });
});
