import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import NotFoundRoute from "./not-found";

describe("not-found screen", () => {
  it("names the missing path and links home", () => {
    renderWithProviders(<NotFoundRoute />, { path: "/nowhere" });
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/nowhere")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
