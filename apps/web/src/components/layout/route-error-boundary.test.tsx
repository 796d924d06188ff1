import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./route-error-boundary";

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

describe("route error boundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the error page instead of a page that throws, and the page again after the next navigation", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Boom message="broken" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong!" })).toBeInTheDocument();
    expect(screen.getByText(/please try again/i)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText("next page")).toBeInTheDocument();
  });

  it("asks for a reload when a page's chunk is gone after a deploy", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/a">
        <Boom message="Failed to fetch dynamically imported module: /assets/chat-abc.js" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText(/a newer version of the app is available/i)).toBeInTheDocument();
  });
});
