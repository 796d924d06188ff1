import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/testing/test-utils";
import { ApiError, createApiClient } from "./api-client";

// A fetch mock that answers each call from a script (a Response, or an Error to throw).
function scriptedFetch(...steps: (Response | Error)[]) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const step = steps.shift();
    if (!step) throw new Error("no more scripted answers");
    if (step instanceof Error) throw step;
    return step;
  });
}

// Lets the client's pending timers and promises run up to `ms` later.
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("api client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends same-origin /api requests with the session cookie and JSON body", async () => {
    const fetch = scriptedFetch(jsonResponse({ ok: true }));
    const api = createApiClient({ fetch, baseUrl: "/api" });
    await expect(api.post("/user/upsert", { name: "Ada" })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/user/upsert");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ name: "Ada" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("attaches the bearer token when one is set", async () => {
    const fetch = scriptedFetch(jsonResponse({}));
    const api = createApiClient({ fetch, getToken: () => "tok.sig" });
    await api.get("/config");
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe("Bearer tok.sig");
  });

  it("turns a non-2xx answer into ApiError with status, detail and field errors", async () => {
    const fetch = scriptedFetch(jsonResponse({ detail: "name is required", errors: [{ path: "name", message: "name is required" }] }, 400));
    const api = createApiClient({ fetch });
    const error = await api.post("/user/upsert", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: "name is required", errors: [{ path: "name", message: "name is required" }] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports a 401 as the end of the session, and never a 429, 5xx or network error", async () => {
    const onUnauthorized = vi.fn();
    const fetch = scriptedFetch(jsonResponse({ detail: "slow down" }, 429), jsonResponse({ detail: "Sign in first" }, 401));
    const api = createApiClient({ fetch, onUnauthorized, retryDelaysMs: [] });
    await expect(api.get("/user/u1")).rejects.toMatchObject({ status: 429 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api.post("/continue-conversation", {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith("/continue-conversation");
  });

  it("does not retry a 4xx answer, even of an idempotent request", async () => {
    const fetch = scriptedFetch(jsonResponse({ detail: "not found" }, 404));
    const api = createApiClient({ fetch });
    await expect(api.get("/user/u1")).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("retries a network error after 1, 2 and 3 seconds, then gives up", async () => {
    const fetch = scriptedFetch(new TypeError("Failed to fetch"), new TypeError("x"), new TypeError("x"), new TypeError("x"));
    const api = createApiClient({ fetch });
    const result = api.post("/new-conversation", {}).catch((e: unknown) => e);
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await advance(3000);
    expect(fetch).toHaveBeenCalledTimes(4);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it("retries a 5xx answer, also for POST, and returns the later success", async () => {
    const fetch = scriptedFetch(jsonResponse({ detail: "boom" }, 503), jsonResponse({ conversationId: "c1" }));
    const api = createApiClient({ fetch });
    const result = api.post("/new-conversation", {});
    await advance(1000);
    await expect(result).resolves.toEqual({ conversationId: "c1" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("fails with the last 5xx after three retries", async () => {
    const fetch = scriptedFetch(...Array.from({ length: 4 }, () => jsonResponse({ detail: "down" }, 500)));
    const api = createApiClient({ fetch });
    const result = api.get("/health").catch((e: unknown) => e);
    await advance(6000);
    expect(await result).toMatchObject({ status: 500, detail: "down" });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  // Aborts the request when the client's timer fires, like a real fetch does.
  function hangingFetch() {
    return vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
  }

  it("times out after 300 s and retries an idempotent request", async () => {
    const fetch = hangingFetch();
    const api = createApiClient({ fetch });
    const result = api.get("/user/u1/intake").catch((e: unknown) => e);
    await advance(299_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(1);
    await advance(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await advance(300_000 + 2000 + 300_000 + 3000 + 300_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await result).toMatchObject({ status: 0 });
  });

  it("does not retry a timed-out POST (it may have reached the server)", async () => {
    const fetch = hangingFetch();
    const api = createApiClient({ fetch });
    const result = api.post("/user-feedback", {}).catch((e: unknown) => e);
    await advance(300_000);
    expect(await result).toBeInstanceOf(ApiError);
    await advance(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("passes a caller's abort through without retrying", async () => {
    const fetch = hangingFetch();
    const api = createApiClient({ fetch });
    const controller = new AbortController();
    const result = api.get("/config", { signal: controller.signal }).catch((e: unknown) => e);
    await advance(10);
    controller.abort(new DOMException("cancelled", "AbortError"));
    const error = await result;
    expect(error).not.toBeInstanceOf(ApiError);
    await advance(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
