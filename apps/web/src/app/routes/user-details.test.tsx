import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS, writeNewSignupFlag, writeStoredGroup } from "@/lib/storage";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import UserDetailsRoute from "./user-details";

vi.mock("@/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({ data: { user: { id: "u1", email: "ada@example.com", isAnonymous: false } }, isPending: false, refetch: vi.fn() }),
  },
}));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    if (u === "/api/user/upsert") {
      const body = JSON.parse(String(init?.body));
      return jsonResponse({ user: { ...body, isAnonymous: false, group: body.group ?? null } });
    }
    return jsonResponse({ detail: "not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

describe("/user-details", () => {
  it("asks for name, gender and date of birth, each labelled and required", async () => {
    const { user } = renderWithProviders(<UserDetailsRoute />, { path: "/user-details" });
    await user.click(await screen.findByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    expect(screen.getByText("Please choose one option.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your date of birth.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/user/upsert", expect.anything());
  });

  it("saves with POST /api/user/upsert (with a stored group), then follows the redirect order", async () => {
    writeNewSignupFlag();
    writeStoredGroup("shs");
    const { user } = renderWithProviders(<UserDetailsRoute />, { path: "/user-details" });
    await user.type(await screen.findByLabelText(/Name/), "Ada Lovelace");
    await user.click(screen.getByRole("radio", { name: "Prefer not to say" }));
    await user.type(screen.getByLabelText(/Date of birth/), "1990-04-02");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    // No intake yet (404), so the person goes on to /intake.
    expect(await screen.findByTestId("location")).toHaveTextContent("/intake");
    const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/user/upsert");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      userId: "u1",
      name: "Ada Lovelace",
      email: "ada@example.com",
      gender: "prefer_not_to_say",
      dob: "1990-04-02",
      group: "shs",
    });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.newSignup)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.group)).toBeNull();
  });
});
