import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { FormChipGroup } from "./form-chip-group";
import { FormNumberField } from "./form-number-field";
import { FormSliderField } from "./form-slider-field";

type Values = { days: number | null; sex: string; symptoms: string[]; pain: number | null };

function Harness({ onValues }: { onValues: (v: Values) => void }) {
  const { control, watch } = useForm<Values>({ defaultValues: { days: null, sex: "", symptoms: [], pain: null } });
  onValues(watch());
  return (
    <form>
      <FormNumberField control={control} name="days" label="Severe" min={0} max={31} />
      <FormChipGroup control={control} name="sex" label="Sex" options={[{ value: "female", label: "Female" }, { value: "male", label: "Male" }]} required />
      <FormChipGroup control={control} name="symptoms" label="Symptoms" options={[{ value: "nausea", label: "Nausea" }]} multiple allowOther />
      <FormSliderField control={control} name="pain" label="Usual pain" min={0} max={4} />
    </form>
  );
}

function setup() {
  const onValues = vi.fn<(v: Values) => void>();
  render(<Harness onValues={onValues} />);
  return { user: userEvent.setup(), last: () => onValues.mock.calls.at(-1)![0] };
}

describe("form wrappers", () => {
  it("a number field steps within its bounds and empty means unanswered", async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole("button", { name: "Increase Severe" }));
    expect(screen.getByRole("textbox", { name: "Severe" })).toHaveValue("1");
    await user.click(screen.getByRole("button", { name: "Decrease Severe" }));
    await user.click(screen.getByRole("button", { name: "Decrease Severe" }));
    expect(last().days).toBe(0);
    await user.clear(screen.getByRole("textbox", { name: "Severe" }));
    expect(last().days).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Severe" }), "32");
    expect(last().days).toBe(32); // typed values are left for the form rules to judge
  });

  it("a single-choice chip group toggles with the keyboard and reports aria-pressed", async () => {
    const { user, last } = setup();
    const female = screen.getByRole("button", { name: "Female" });
    female.focus();
    await user.keyboard("{Enter}");
    expect(female).toHaveAttribute("aria-pressed", "true");
    expect(last().sex).toBe("female");
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(female).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(last().sex).toBe("");
    expect(screen.getByRole("group", { name: "Sex *" })).toBeInTheDocument();
  });

  it("a multiple-choice group adds an answer that is not listed", async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole("button", { name: "Nausea" }));
    await user.type(screen.getByRole("textbox", { name: "Other: Symptoms" }), "ringing ears{Enter}");
    expect(last().symptoms).toEqual(["nausea", "ringing ears"]);
    expect(screen.getByRole("button", { name: "ringing ears" })).toHaveAttribute("aria-pressed", "true");
  });

  it("a slider starts unset and can be cleared", async () => {
    const { user, last } = setup();
    const slider = screen.getByRole("slider");
    expect(slider).toHaveAttribute("aria-valuetext", "Not set");
    slider.focus();
    await user.keyboard("{ArrowRight}");
    expect(last().pain).toBe(1);
    await user.click(screen.getByRole("button", { name: "Clear Usual pain" }));
    expect(last().pain).toBeNull();
  });
});
