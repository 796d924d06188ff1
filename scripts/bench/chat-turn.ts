import { randomUUID } from "node:crypto";
import http from "node:http";

export interface Session {
  token: string;
  userId: string;
}

async function json(base: string, path: string, body: unknown, token?: string): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** A signed-in guest: its bearer token and user id. */
export async function guest(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST" });
  const body = (await res.json()) as { user: { id: string } };
  return { token: res.headers.get("set-auth-token") ?? "", userId: body.user.id };
}

const ANSWERS = ["No", "No, none of these", "No, neither", "About four hours", "Throbbing, on the left side", "Yes, light bothers me", "About 3 times a month"];

/**
 * Authenticated continue-conversation turns from `connections` keep-alive clients for `durationMs`:
 * requests/s and latency percentiles. Each client restarts its conversation every 24 turns so the
 * measured turns look like real interviews (the engine reads the whole conversation every turn).
 * Each message carries a client message id, as the web app's do. `sessions` reuses guests across
 * runs (better-auth allows 30 guest sign-ins a minute per address).
 */
export async function chatTurnLoad(base: string, { connections = 10, durationMs = 4000, sessions: given }: { connections?: number; durationMs?: number; sessions?: Session[] } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const sessions = given ?? (await Promise.all(Array.from({ length: connections }, () => guest(base))));
  const latencies: number[] = [];
  const deadline = Date.now() + durationMs;
  const url = new URL(`${base}/api/continue-conversation`);

  const post = (payload: string, token: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        { hostname: url.hostname, port: url.port, path: url.pathname, method: "POST", agent, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(payload) } },
        (res) => {
          res.resume();
          res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`continue-conversation answered ${res.statusCode}`))));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  const started = Date.now();
  await Promise.all(
    sessions.map(async (s) => {
      let turn = 0;
      let conversationId = "";
      while (Date.now() < deadline) {
        if (turn % 24 === 0) {
          conversationId = (await json(base, "/api/new-conversation", { userId: s.userId, user_input: "I get throbbing headaches on one side with nausea", client_message_id: randomUUID() }, s.token)).body.conversationId;
        }
        const payload = JSON.stringify({ userId: s.userId, conversationId, user_input: ANSWERS[turn % ANSWERS.length], client_message_id: randomUUID() });
        const t0 = performance.now();
        await post(payload, s.token);
        latencies.push(performance.now() - t0);
        turn += 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / ((Date.now() - started) / 1000), p50Ms: at(0.5), p99Ms: at(0.99), turns: latencies.length };
}

/**
 * The first chat turn a freshly started server answers, and the same kind of turn right after it:
 * the first one pays for V8 compiling the engine's regular expressions (decision 019).
 */
export async function firstTurnMs(base: string): Promise<{ firstMs: number; nextMs: number }> {
  const s = await guest(base);
  const timed = async (text: string) => {
    const t0 = performance.now();
    const res = await json(base, "/api/new-conversation", { userId: s.userId, user_input: text, client_message_id: randomUUID() }, s.token);
    if (res.status !== 200) throw new Error(`new-conversation answered ${res.status}`);
    return performance.now() - t0;
  };
  const firstMs = await timed("I get throbbing headaches on the left side with nausea, about four a month");
  const nextMs = await timed("Pressing pain round my forehead most afternoons since I started the new job");
  return { firstMs, nextMs };
}
