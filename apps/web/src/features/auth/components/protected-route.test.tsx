import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProtectedRoute } from "./protected-route";

const session = vi.hoisted(() => ({ current: { data: null as unknown, isPending: true } }));
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
    session.current = { data: null, isPending: true };
  });

  it("shows 'Loading...' while authentication loads", () => {
    renderAt("/settings");
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to / with action=login", () => {
    session.current = { data: null, isPending: false };
    renderAt("/settings");
    expect(screen.getByText(/home/)).toHaveTextContent('home {"action":"login","from":"/settings"}');
  });

  it("shows the page to a signed-in person", () => {
    session.current = { data: { user: { id: "u1" } }, isPending: false };
    renderAt("/settings");
    expect(screen.getByText("settings page")).toBeInTheDocument();
  });
});
