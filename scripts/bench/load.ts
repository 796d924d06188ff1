import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { APP_SERVER_ARGS, freePort, startAndTime, stop } from "./processes.ts";

// Issue 17: how long /api/health waits while heavy requests (PDFs, exports, long turns) run, and how much
// memory concurrent exports take. Bounded (about 30 s) and loopback only: it starts its own server.

/** Rate limits off: the bench measures capacity from one loopback address, which real limits would cut short. */
export const BENCH_LIMITS = {
  API_RATE_LIMIT_PER_ADDRESS: "1000000",
  API_RATE_LIMIT_PER_USER: "1000000",
  CONVERSATIONS_PER_HOUR: "1000000",
  HEAVY_REQUESTS_PER_MINUTE: "1000000",
  AUTH_RATE_LIMIT_MAX: "10000",
};
const LONG_ANSWER = "The pain is throbbing on the left side, worse with light and noise, sometimes with nausea. ".repeat(20);

interface Client {
  base: string;
  token: string;
  userId: string;
}

async function call(c: Client, method: string, url: string, body?: unknown): Promise<{ status: number; json: any; bytes: number }> {
  const res = await fetch(c.base + url, {
    method,
    headers: { authorization: `Bearer ${c.token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const buf = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  try {
    json = JSON.parse(buf.toString("utf8"));
  } catch {
    // a PDF or an export
  }
  return { status: res.status, json, bytes: buf.length };
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

/** Health latencies (ms) sampled every 25 ms until `done` resolves. */
async function probeHealth(base: string, done: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const t = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 25));
  }
  return latencies;
}

async function prepare(base: string): Promise<{ c: Client; longId: string; share: string }> {
  const res = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST" });
  const c = { base, token: res.headers.get("set-auth-token") ?? "", userId: ((await res.json()) as { user: { id: string } }).user.id };
  // 20 conversations of 12 turns for the exports, one of 80 long turns for the PDFs and long turns.
  for (let i = 0; i < 20; i++) {
    const id = (await call(c, "POST", "/api/new-conversation", { userId: c.userId, user_input: `Headaches story ${i}: ${LONG_ANSWER}` })).json.conversationId as string;
    for (let t = 0; t < 11; t++) await call(c, "POST", "/api/continue-conversation", { userId: c.userId, conversationId: id, user_input: LONG_ANSWER });
  }
  const longId = (await call(c, "POST", "/api/new-conversation", { userId: c.userId, user_input: LONG_ANSWER })).json.conversationId as string;
  for (let t = 0; t < 80; t++) {
    const turn = await call(c, "POST", "/api/continue-conversation", { userId: c.userId, conversationId: longId, user_input: LONG_ANSWER });
    if (turn.status !== 200) break; // a turn cap, when the server has one
  }
  const share = (await call(c, "POST", `/api/report-share/user/${c.userId}/conversation/${longId}`, {})).json.token as string;
  // Bulk for the export: 300 one-message conversations of 4,000 characters and 50 intake versions of
  // about 60 KB each (the most the server keeps: 50 versions, 64 KB each).
  const big = "x".repeat(3990);
  for (let i = 0; i < 300; i++) await call(c, "POST", "/api/new-conversation", { userId: c.userId, user_input: `${i} ${big}` });
  const notes = Object.fromEntries(Array.from({ length: 15 }, (_, k) => [`note_${k}`, big]));
  for (let v = 0; v < 50; v++) {
    const posted = await call(c, "POST", `/api/user/${c.userId}/intake`, { intake: { age: 40, sex: "female", headache_history: { severe_days: 2 }, chief_complaint: `version ${v}`, ...notes } });
    if (posted.status !== 200) throw new Error(`intake version ${v}: ${posted.status} ${JSON.stringify(posted.json)}`);
  }
  return { c, longId, share };
}

/** Rows for `npm run bench`: health latency idle and under heavy load, and memory under concurrent exports. */
export async function loadFigures(): Promise<[string, string][]> {
  const work = mkdtempSync(path.join(tmpdir(), "hg-load-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(APP_SERVER_ARGS, { PORT: String(port), DATA_DIR: work, LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "", ...BENCH_LIMITS }, `${base}/api/ready`);
  const pid = server.child.pid ?? 0;
  try {
    const { c, longId, share } = await prepare(base);
    const idle = await probeHealth(base, new Promise((r) => setTimeout(r, 2000)));

    const statuses = new Map<string, number>();
    const count = (kind: string, status: number) => statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
    const deadline = Date.now() + 8000;
    let peakRss = rssMb(pid);
    // BENCH_LOAD_KINDS=export,shared PDF,... runs only those loops (to find which one stalls the loop).
    const only = process.env.BENCH_LOAD_KINDS?.split(",");
    const loop = async (kind: string, run: () => Promise<{ status: number }>) => {
      if (only && !only.includes(kind)) return;
      while (Date.now() < deadline) {
        count(kind, (await run()).status);
        peakRss = Math.max(peakRss, rssMb(pid));
      }
    };
    const load = Promise.all([
      // Four anonymous viewers of one shared link, as in the audit.
      ...Array.from({ length: 4 }, () => loop("shared PDF", () => call({ ...c, token: "" }, "GET", `/api/share/${share}?format=pdf`))),
      // Long turns change the report, so the next PDF is laid out again (no cache hit).
      loop("long turn", () => call(c, "POST", "/api/continue-conversation", { userId: c.userId, conversationId: longId, user_input: LONG_ANSWER })),
      loop("own PDF", () => call(c, "GET", `/api/get-conversation-report/user/${c.userId}/conversation/${longId}?format=pdf`)),
      ...Array.from({ length: 3 }, () => loop("export", () => call(c, "GET", `/api/user/${c.userId}/export`))),
    ]);
    const loaded = await probeHealth(base, load);

    const rssBefore = rssMb(pid);
    let exportPeak = rssBefore;
    const sampler = setInterval(() => (exportPeak = Math.max(exportPeak, rssMb(pid))), 10);
    const exports = await Promise.all(Array.from({ length: 3 }, () => call(c, "GET", `/api/user/${c.userId}/export`)));
    clearInterval(sampler);

    const ms = (xs: number[]) => `p50 ${pct(xs, 0.5).toFixed(1)} / p99 ${pct(xs, 0.99).toFixed(1)} / max ${Math.max(...xs).toFixed(1)} ms (${xs.length} probes)`;
    return [
      ["GET /api/health latency, idle", ms(idle)],
      ["GET /api/health latency under 4 shared-PDF + 1 PDF + 1 long-turn + 3 export loops (8 s)", ms(loaded)],
      ["heavy requests completed under load (kind status: count)", [...statuses].map(([k, n]) => `${k}: ${n}`).join(", ")],
      ["server RSS under that load, peak MB", peakRss.toFixed(0)],
      [
        "3 concurrent exports: RSS before / peak MB, export size KB",
        `${rssBefore.toFixed(0)} / ${exportPeak.toFixed(0)} (statuses ${exports.map((e) => e.status).join(",")}, ${(exports[0]?.bytes ?? 0) / 1024 | 0} KB each)`,
      ],
    ];
  } finally {
    await stop(server.child);
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  for (const [k, v] of await loadFigures()) console.log(`  ${k}: ${v}`);
}
