import { describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS, writeNewSignupFlag, writePendingFirstMessage } from "@/lib/storage";
import { makeProfile } from "@/testing/factories";
import { resolvePostSignInPath, type PostSignInDeps } from "./post-sign-in";

function deps(overrides: Partial<PostSignInDeps> = {}): PostSignInDeps {
  return {
    findUser: vi.fn(async () => makeProfile()),
    hasIntake: vi.fn(async () => false),
    createFirstConversation: vi.fn(async () => "c-new"),
    syncGroup: vi.fn(async () => {}),
    ...overrides,
  };
}

describe("redirect order after sign-in", () => {
  it("sends a new sign-up to /user-details", async () => {
    writeNewSignupFlag();
    expect(await resolvePostSignInPath({ userId: "u1", intent: {} }, deps())).toBe("/user-details");
  });

  it("sends a user without a profile (Google new user) to /user-details", async () => {
    expect(await resolvePostSignInPath({ userId: "u1", intent: {} }, deps({ findUser: async () => null }))).toBe("/user-details");
  });

  it("creates a conversation from a pending first message", async () => {
    writePendingFirstMessage("My head hurts every morning");
    const d = deps();
    expect(await resolvePostSignInPath({ userId: "u1", intent: { conversationId: "c0" } }, d)).toBe("/chat/c-new");
    expect(d.createFirstConversation).toHaveBeenCalledWith("u1", "My head hurts every morning");
    expect(localStorage.getItem(STORAGE_KEYS.pendingFirstMessage)).toBeNull();
  });

  it("opens a pending conversation", async () => {
    expect(await resolvePostSignInPath({ userId: "u1", intent: { conversationId: "c7" } }, deps())).toBe("/chat/c7");
  });

  it("sends an existing user to /chat", async () => {
    expect(await resolvePostSignInPath({ userId: "u1", intent: {} }, deps())).toBe("/chat");
  });

  it("syncs the stored group with the server's", async () => {
    const d = deps({ findUser: async () => makeProfile({ group: "shs" }) });
    await resolvePostSignInPath({ userId: "u1", intent: {} }, d);
    expect(d.syncGroup).toHaveBeenCalledWith("u1", "shs");
  });

  it("after the details step, goes to /chat when an intake exists, else /intake", async () => {
    expect(await resolvePostSignInPath({ userId: "u1", intent: {}, afterDetails: true }, deps({ hasIntake: async () => true }))).toBe("/chat");
    expect(await resolvePostSignInPath({ userId: "u1", intent: {}, afterDetails: true }, deps())).toBe("/intake");
  });

  it("falls back to the intake check when the profile fetch fails", async () => {
    const d = deps({ findUser: async () => Promise.reject(new Error("down")) });
    expect(await resolvePostSignInPath({ userId: "u1", intent: {} }, d)).toBe("/intake");
  });
});
