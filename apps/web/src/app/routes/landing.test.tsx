import { DISCLAIMER } from "@hg/shared/config";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { makeConfig } from "@/testing/factories";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import LandingRoute from "./landing";

const session = vi.hoisted(() => ({ current: { data: null as unknown, isPending: false } }));
vi.mock("@/lib/auth-client", () => ({
  AUTH_CALLBACKS: { verifyEmail: "/verify-email", googleSuccess: "/", googleNewUser: "/user-details", googleError: "/" },
  authClient: {
    useSession: () => ({ ...session.current, refetch: vi.fn() }),
    getSession: vi.fn(),
    signIn: { email: vi.fn(), anonymous: vi.fn(), social: vi.fn() },
    signUp: { email: vi.fn() },
    sendVerificationEmail: vi.fn(),
  },
}));

// Small screen: MUI's useMediaQuery reads matchMedia; "max-width" queries match.
function smallScreen(small: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({ matches: small && query.includes("max-width"), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.restoreAllMocks();
  session.current = { data: null, isPending: false };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL) => {
      if (String(url) === "/api/config") return jsonResponse(makeConfig());
      if (String(url) === "/api/user/u1") return jsonResponse({ userId: "u1", name: "Ada", email: "a@b.c", gender: "female", dob: "1990-01-01", group: null, isAnonymous: false });
      return jsonResponse({ detail: "none" }, 404);
    }),
  );
});

describe("landing screen", () => {
  it("shows the disclaimer, the card and the three steps (the Beta label is the top bar's, not repeated here)", () => {
    smallScreen(false);
    renderWithProviders(<LandingRoute />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Beta")).not.toBeInTheDocument();
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Log in" })).toBeInTheDocument();
    for (const step of ["Fill Intake Form (2-3 minutes)", "Chat with AI", "Share Report"]) {
      expect(screen.getByRole("heading", { name: step })).toBeVisible();
    }
    expect(screen.queryByRole("button", { name: "See how it works" })).not.toBeInTheDocument();
  });

  it("collapses 'How it works' on small screens", async () => {
    smallScreen(true);
    const { user } = renderWithProviders(<LandingRoute />);
    const toggle = screen.getByRole("button", { name: "See how it works" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide details" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: "Chat with AI" })).toBeInTheDocument();
  });

  it("opens in create-account mode for action=signup", () => {
    renderWithProviders(<LandingRoute />, { state: { action: "signup" } });
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
  });

  it("opens in create-account mode for ?action=signup from an email link", () => {
    renderWithProviders(<LandingRoute />, { url: "/?action=signup" });
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
  });

  it("shows the pending-first-message notice and keeps the message", () => {
    renderWithProviders(<LandingRoute />, { state: { message: "Pain behind my eye", conversationId: "c9" } });
    expect(screen.getByText(/will be shared with the assistant once sign-in finishes/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.pendingFirstMessage)).toBe("Pain behind my eye");
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authIntent)!)).toEqual({ conversationId: "c9" });
  });

  it("sends a signed-in existing user on to /chat", async () => {
    session.current = { data: { user: { id: "u1", isAnonymous: false, email: "a@b.c" } }, isPending: false };
    renderWithProviders(<LandingRoute />);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/chat"));
  });

  it("lets a guest stay to upgrade", async () => {
    session.current = { data: { user: { id: "g1", isAnonymous: true } }, isPending: false };
    renderWithProviders(<LandingRoute />);
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.getByRole("heading", { name: "Log in" })).toBeInTheDocument();
  });
});
