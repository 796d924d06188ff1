import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_GLOBAL, fetchWithHeadStart } from "./early-response";

const globals = window as unknown as Record<string, unknown>;

function headStart(path: string, response: Promise<Response>, at = Date.now()) {
  globals[EARLY_GLOBAL] = { [path]: { at, response } };
}

describe("fetchWithHeadStart", () => {
  afterEach(() => {
    delete globals[EARLY_GLOBAL];
    vi.restoreAllMocks();
  });

  it("answers a GET the head start already made, once", async () => {
    const network = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("network"));
    headStart("/api/auth/get-session", Promise.resolve(new Response("early")));
    expect(await (await fetchWithHeadStart(`${window.location.origin}/api/auth/get-session`)).text()).toBe("early");
    expect(await (await fetchWithHeadStart("/api/auth/get-session")).text()).toBe("network");
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("asks the network for other methods, other paths, stale answers and failed head starts", async () => {
    const network = vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(new Response("network")));
    headStart("/api/x", Promise.resolve(new Response("early")));
    expect(await (await fetchWithHeadStart("/api/x", { method: "POST" })).text()).toBe("network");
    expect(await (await fetchWithHeadStart("/api/y")).text()).toBe("network");
    headStart("/api/x", Promise.resolve(new Response("early")), Date.now() - 60_000);
    expect(await (await fetchWithHeadStart("/api/x")).text()).toBe("network");
    headStart("/api/x", Promise.reject(new TypeError("offline")));
    expect(await (await fetchWithHeadStart("/api/x")).text()).toBe("network");
    expect(network).toHaveBeenCalledTimes(4);
  });
});
