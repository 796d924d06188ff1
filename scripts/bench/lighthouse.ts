import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and 4x CPU
// slowdown) on the landing page and on a conversation page, in Debian's Chromium. A bench figure,
// never a test: the numbers move with the machine.

export interface PageScore {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => p && existsSync(p));

async function guestConversation(base: string): Promise<{ cookie: string; path: string }> {
  const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST" });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const token = signIn.headers.get("set-auth-token") ?? "";
  const { user } = (await signIn.json()) as { user: { id: string } };
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const first = await fetch(`${base}/api/new-conversation`, { method: "POST", headers, body: JSON.stringify({ userId: user.id, user_input: "I get throbbing headaches on one side with nausea" }) });
  const { conversationId } = (await first.json()) as { conversationId: string };
  for (const text of ["No", "About four hours", "Light bothers me"])
    await fetch(`${base}/api/continue-conversation`, { method: "POST", headers, body: JSON.stringify({ userId: user.id, conversationId, user_input: text }) });
  return { cookie, path: `/chat/${conversationId}` };
}

/** Lighthouse performance figures for `/` and a guest's conversation page of the app at `base`; null when no browser is installed. */
export async function lighthouseFigures(base: string): Promise<PageScore[] | null> {
  if (!CHROMIUM) return null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const conversation = await guestConversation(base);
    const pages: Array<{ page: string; url: string; headers?: Record<string, string> }> = [
      { page: "/", url: `${base}/` },
      { page: "/chat/:id", url: base + conversation.path, headers: { cookie: conversation.cookie } },
    ];
    const out: PageScore[] = [];
    for (const p of pages) {
      const result = await lighthouse(p.url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", ...(p.headers ? { extraHeaders: p.headers } : {}) });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      out.push({
        page: p.page,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: num("largest-contentful-paint"),
        tbtMs: num("total-blocking-time"),
        cls: num("cumulative-layout-shift"),
        fcpMs: num("first-contentful-paint"),
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/** One bench row per page. */
export function lighthouseRows(scores: PageScore[] | null): [string, string][] {
  if (scores === null) return [["Lighthouse (mobile preset)", "skipped: no Chromium found"]];
  return scores.map((s) => [
    `Lighthouse mobile ${s.page}: score, LCP / FCP / TBT ms, CLS`,
    `${s.score}, ${s.lcpMs.toFixed(0)} / ${s.fcpMs.toFixed(0)} / ${s.tbtMs.toFixed(0)} ms, ${s.cls.toFixed(3)}`,
  ]);
}
