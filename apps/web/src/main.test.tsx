import { describe, expect, it, vi } from "vitest";

vi.mock("./app", () => ({ App: () => null }));

describe("startup", () => {
  it("throws a clear error when the root container is missing", async () => {
    document.body.innerHTML = "";
    await expect(import("./main")).rejects.toThrow("Root container missing. Did you forget to add a root element.");
  });
});
