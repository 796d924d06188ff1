import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { SessionEndedDialog } from "./session-ended-dialog";

vi.mock("@/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({ data: { user: { id: "u1", email: "a@b.c" } }, isPending: false, refetch: vi.fn(async () => undefined) }),
    getSession: vi.fn(),
  },
}));

const getSession = vi.mocked(authClient.getSession);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ detail: "Sign in first" }, 401)));
});

describe("session ended dialog", () => {
  it("says the session has ended when a call answers 401 and the session is really gone", async () => {
    getSession.mockResolvedValue({ data: null, error: null } as never);
    renderWithProviders(<SessionEndedDialog />, { path: "/chat" });
    await expect(api.get("/user/u1")).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByRole("dialog", { name: "Your session has ended" })).toHaveTextContent("Your session has ended, please sign in again");
    expect(screen.getByRole("button", { name: "Sign in again" })).toBeInTheDocument();
  });

  it("stays quiet when the session check still finds the session (a 401 from one route is not trusted alone)", async () => {
    getSession.mockResolvedValue({ data: { user: { id: "u1" } }, error: null } as never);
    renderWithProviders(<SessionEndedDialog />, { path: "/chat" });
    await expect(api.get("/user/u1")).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(getSession).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
