import { describe, expect, it } from "vitest";
import { EARLY_GLOBAL } from "../src/lib/early-response.ts";
import { EARLY_DATA_SCRIPT, renderEarlyData } from "./early-data.ts";

// Runs the head-start script as the browser would, with a fake fetch that records each request.
async function run(pathname: string, session: unknown = { user: { id: "u 1" } }, status = 200) {
  const asked: string[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string) => {
    asked.push(url);
    const body = url.endsWith("get-session") ? session : { messages: [] };
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  new Function("window", "location", "fetch", EARLY_DATA_SCRIPT)(window, { pathname }, fetch);
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  return { asked, early: window[EARLY_GLOBAL] as Record<string, { at: number; response: Promise<Response> }> | undefined };
}

describe("early-data script", () => {
  it("asks for the session and the settings, then the conversation list, the history and the rating, on a conversation page", async () => {
    const { asked, early } = await run("/chat/c-42");
    expect(asked).toEqual([
      "/api/auth/get-session",
      "/api/config",
      "/api/get-conversation/user/u%201",
      "/api/get-conversation/user/u%201/conversation/c-42",
      "/api/user-feedback/user/u%201/conversation/c-42",
    ]);
    expect(Object.keys(early ?? {})).toEqual(asked);
  });

  it("asks for the session, the settings and the conversation list on the new-chat page", async () => {
    expect((await run("/chat")).asked).toEqual(["/api/auth/get-session", "/api/config", "/api/get-conversation/user/u%201"]);
  });

  it("asks for the session (and the settings where read) on other protected pages, and nothing on public ones", async () => {
    expect((await run("/intake")).asked).toEqual(["/api/auth/get-session"]);
    expect((await run("/settings")).asked).toEqual(["/api/auth/get-session", "/api/config"]);
    expect((await run("/chat-history")).asked).toEqual([]);
    expect((await run("/")).asked).toEqual([]);
    expect((await run("/r/token")).asked).toEqual([]);
    expect((await run("/auth")).asked).toEqual([]);
  });

  it("asks for no history without a signed-in user", async () => {
    expect((await run("/chat/c-42", null)).asked).toEqual(["/api/auth/get-session", "/api/config"]);
    expect((await run("/chat/c-42", { user: { id: "u" } }, 401)).asked).toEqual(["/api/auth/get-session", "/api/config"]);
  });

  it("goes into <head>, before the bundle", () => {
    const html = renderEarlyData('<html><head><script type="module" src="/x.js"></script></head><body></body></html>');
    expect(html.indexOf(EARLY_DATA_SCRIPT)).toBeGreaterThan(html.indexOf("/x.js"));
    expect(html).toContain(`<script>${EARLY_DATA_SCRIPT}</script></head>`);
  });
});
