import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProtectedRoute } from "./protected-route";

const session = vi.hoisted(() => ({ current: { data: null as unknown, isPending: true, error: null as unknown, refetch: async () => undefined } }));
vi.mock("@/lib/auth-client", () => ({ authClient: { useSession: () => session.current } }));

function Home() {
  const location = useLocation();
  return <p>home {JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <Home /> },
      { element: <ProtectedRoute />, children: [{ path: "/settings", element: <p>settings page</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("protected wrapper", () => {
  beforeEach(() => {
    session.current = { data: null, isPending: true, error: null, refetch: async () => undefined };
  });

  it("shows 'Loading...' while authentication loads", () => {
    renderAt("/settings");
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to / with action=login", () => {
    session.current = { ...session.current, data: null, isPending: false };
    renderAt("/settings");
    expect(screen.getByText(/home/)).toHaveTextContent('home {"action":"login","from":"/settings"}');
  });

  it("shows the page to a signed-in person", () => {
    session.current = { ...session.current, data: { user: { id: "u1" } }, isPending: false };
    renderAt("/settings");
    expect(screen.getByText("settings page")).toBeInTheDocument();
  });

  it("says what happened and retries when the session check fails with a 429, instead of showing the sign-in card", () => {
    session.current = { ...session.current, data: null, isPending: false, error: { status: 429 } };
    renderAt("/settings");
    expect(screen.getByRole("alert")).toHaveTextContent(/couldn't check your sign-in/i);
    expect(screen.getByRole("alert")).toHaveTextContent(/too many requests/i);
    expect(screen.getByRole("button", { name: "Try again now" })).toBeInTheDocument();
    expect(screen.queryByText(/home/)).not.toBeInTheDocument();
  });

  it("treats a 401 of the session check as signed out", () => {
    session.current = { ...session.current, data: null, isPending: false, error: { status: 401 } };
    renderAt("/settings");
    expect(screen.getByText(/home/)).toBeInTheDocument();
  });
});
