import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isProtectedPath, paths } from "@/config/paths";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import DiaryRoute from "./diary";

vi.mock("@/lib/auth-client", () => ({
  authClient: { useSession: () => ({ data: { user: { id: "u1", email: "ada@example.com", isAnonymous: false } }, isPending: false, refetch: vi.fn() }) },
}));

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL) => {
      const u = String(url);
      if (u === "/api/user/u1/diary/midas") return jsonResponse({ midas: [] });
      if (u.startsWith("/api/user/u1/diary?")) {
        const q = new URL(u, "http://localhost").searchParams;
        const empty = (days: number) => ({ from: q.get("from"), to: q.get("to"), days, loggedDays: 0, headacheDays: 0, headacheFreeDays: 0, migraineLikeDays: 0, medicineDays: { simple: 0, triptan: 0, ergot: 0, opioid: 0, combination: 0, other: 0, any: 0 }, overuse: [], headacheDaysPerMonth: 0 });
        return jsonResponse({ entries: [], figures: { last30: empty(30), last90: empty(90) } });
      }
      return jsonResponse({ detail: "not found" }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("/diary", () => {
  it("is a protected page with one h1 and a headed region per part", async () => {
    expect(paths.diary.getHref()).toBe("/diary");
    expect(isProtectedPath("/diary")).toBe(true);
    renderWithProviders(<DiaryRoute />, { path: "/diary" });
    expect(screen.getByRole("heading", { level: 1, name: "Headache diary" })).toBeInTheDocument();
    for (const name of ["Log", "Calendar", "Trends", "MIDAS"]) expect(screen.getByRole("region", { name })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Headache now" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Last 90 days" })).toHaveTextContent("0 of 90");
  });
});
