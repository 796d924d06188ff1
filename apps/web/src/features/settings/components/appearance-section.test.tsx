import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useColorMode } from "@/lib/color-mode";
import { readThemePreference } from "@/lib/storage";
import { renderWithProviders } from "@/testing/test-utils";
import { AppearanceSection } from "./appearance-section";

function ModeProbe() {
  return <p data-testid="mode">{useColorMode().mode}</p>;
}

describe("appearance section", () => {
  it("offers light, dark and system under a heading, with system chosen at first", () => {
    renderWithProviders(<AppearanceSection />);
    expect(screen.getByRole("region", { name: "Appearance" })).toBeInTheDocument();
    const group = screen.getByRole("radiogroup", { name: "Theme" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Same as my device" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Light" })).not.toBeChecked();
  });

  it("applies a choice at once and remembers it", async () => {
    const { user } = renderWithProviders(
      <>
        <AppearanceSection />
        <ModeProbe />
      </>,
    );
    expect(screen.getByTestId("mode")).toHaveTextContent("light");
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(screen.getByTestId("mode")).toHaveTextContent("dark");
    expect(readThemePreference()).toBe("dark");
    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(screen.getByTestId("mode")).toHaveTextContent("light");
    expect(readThemePreference()).toBe("light");
  });
});
