import { describe, expect, it } from "vitest";
import { GOOGLE_AUTH_CONTEXT_TTL_MS, readGoogleAuthContext, writeGoogleAuthContext } from "./auth-intent";
import { STORAGE_KEYS } from "./storage";

describe("auth intent", () => {
  it("expires the Google auth context after 5 minutes", () => {
    writeGoogleAuthContext({ conversationId: "c1" }, 1_000);
    expect(readGoogleAuthContext(1_000 + GOOGLE_AUTH_CONTEXT_TTL_MS)).toEqual({ conversationId: "c1" });
    expect(readGoogleAuthContext(1_001 + GOOGLE_AUTH_CONTEXT_TTL_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthContext)).toBeNull();
  });

  it("removes a Google auth context whose timestamp is not a number", () => {
    localStorage.setItem(STORAGE_KEYS.googleAuthContext, JSON.stringify({ timestamp: "yesterday" }));
    expect(readGoogleAuthContext()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthContext)).toBeNull();
  });
});
