import { MESSAGES } from "@hg/shared/errors";
import { describe, expect, it, vi } from "vitest";
import { readStoredGroup, writeStoredGroup } from "@/lib/storage";
import { jsonResponse } from "@/testing/test-utils";
import { syncStoredGroup } from "./sync-group";

describe("group sync after sign-in", () => {
  it("posts a stored group that differs from the server's, then clears it", async () => {
    const fetch = vi.fn(async () => jsonResponse({ group: "shs" }));
    vi.stubGlobal("fetch", fetch);
    writeStoredGroup("shs");
    await syncStoredGroup("u1", null);
    expect(fetch).toHaveBeenCalledWith("/api/user/u1/group/shs", expect.objectContaining({ method: "POST" }));
    expect(readStoredGroup()).toBeNull();
  });

  it("clears a stored group the server already has without calling it", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    writeStoredGroup("shs");
    await syncStoredGroup("u1", "SHS");
    expect(fetch).not.toHaveBeenCalled();
    expect(readStoredGroup()).toBeNull();
  });

  it("reports a refusal with 'Failed to update user group'", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ detail: "group must be one of shs" }, 400)));
    const notifications = await import("@/components/feedback-ui/notifications");
    const notify = vi.spyOn(notifications, "notify");
    writeStoredGroup("old");
    await syncStoredGroup("u1", null);
    expect(notify).toHaveBeenCalledWith(`${MESSAGES.groupUpdateFailed}: group must be one of shs`, "error");
  });
});
