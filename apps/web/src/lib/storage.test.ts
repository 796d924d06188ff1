import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSignedOutTraces, readItem, readThemePreference, STORAGE_KEYS, writeItem, writeThemePreference } from "./storage";

describe("storage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sign-out removes every trace of spec section 4 but keeps the theme", () => {
    writeThemePreference("dark");
    for (const key of Object.values(STORAGE_KEYS)) {
      if (key !== STORAGE_KEYS.config && key !== STORAGE_KEYS.authIntent) localStorage.setItem(key, "x");
    }
    sessionStorage.setItem("anything", "y");
    sessionStorage.setItem(STORAGE_KEYS.authIntent, "{}");

    clearSignedOutTraces();

    for (const key of [
      STORAGE_KEYS.authUser,
      "headache_intake_form",
      "headache_intake_ui_state",
      STORAGE_KEYS.user,
      STORAGE_KEYS.conversations,
      STORAGE_KEYS.messages,
      STORAGE_KEYS.group,
      STORAGE_KEYS.newSignup,
      STORAGE_KEYS.googleAuthContext,
      STORAGE_KEYS.pendingFirstMessage,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(sessionStorage.length).toBe(0);
    expect(readThemePreference()).toBe("dark");
  });

  it("keeps the theme under the one config key", () => {
    expect(readThemePreference()).toBe("system");
    writeThemePreference("light");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config)!)).toEqual({ theme: "light" });
  });

  it("treats an unknown stored theme as system", () => {
    localStorage.setItem(STORAGE_KEYS.config, JSON.stringify({ theme: "purple" }));
    expect(readThemePreference()).toBe("system");
  });

  it("treats an unreadable config as system, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const raw of ["{not json", '"dark"', "[]", "null"]) {
      localStorage.setItem(STORAGE_KEYS.config, raw);
      expect(readThemePreference(), raw).toBe("system");
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("only warns when storage fails", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => writeItem("k", "v")).not.toThrow();
    expect(readItem("k")).toBeNull();
    expect(() => writeThemePreference("dark")).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
