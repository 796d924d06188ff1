import { mkdirSync, mkdtempSync, rmSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { requestsPerSecond } from "./bench/http-load.ts";
import { APP_SERVER_ARGS, freePort, startAndTime, stop } from "./bench/processes.ts";
import { buildBaselinePage, initialJsGzipBytes } from "./bench/bundle-size.ts";
import { chatTurnLoad, firstTurnMs } from "./bench/chat-turn.ts";
import { BENCH_LIMITS, loadFigures } from "./bench/load.ts";
import { turnFigures } from "./bench/turn.ts";
import { lighthouseFigures, lighthouseRows } from "./bench/lighthouse.ts";

// `npm run bench`: every figure is a ratio against a baseline measured in this same run (machines are noisy).
const ROOT = fileURLToPath(new URL("..", import.meta.url));
// Inside the repo (git-ignored) so the baseline page resolves the same node_modules as the app.
mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
const work = mkdtempSync(path.join(ROOT, ".bench", "run-"));
const rows: [string, string][] = [];

async function serverFigures(): Promise<void> {
  const appPort = await freePort();
  const basePort = await freePort();
  const app = await startAndTime(
    APP_SERVER_ARGS,
    { PORT: String(appPort), DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "", ...BENCH_LIMITS },
    `http://127.0.0.1:${appPort}/api/ready`,
  );
  const base = await startAndTime(["scripts/bench/hello-fastify.ts"], { PORT: String(basePort) }, `http://127.0.0.1:${basePort}/api/health`);
  // Second start of the app: the first one also created the database; both are reported.
  await stop(app.child);
  const warm = await startAndTime(
    APP_SERVER_ARGS,
    { PORT: String(appPort), DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "", ...BENCH_LIMITS },
    `http://127.0.0.1:${appPort}/api/ready`,
  );
  try {
    const first = await firstTurnMs(`http://127.0.0.1:${appPort}`);
    // Alternate runs so drift on the machine hits both sides alike.
    const appRps: number[] = [];
    const baseRps: number[] = [];
    for (let i = 0; i < 2; i++) {
      baseRps.push(await requestsPerSecond(`http://127.0.0.1:${basePort}/api/health`));
      appRps.push(await requestsPerSecond(`http://127.0.0.1:${appPort}/api/health`));
    }
    const a = Math.max(...appRps);
    const b = Math.max(...baseRps);
    rows.push(["GET /api/health req/s (app / bare Fastify)", `${a.toFixed(0)} / ${b.toFixed(0)} = ${(a / b).toFixed(2)}`]);
    // The floor: bare Fastify + the same SQLite driver doing the same database work per turn
    // (scripts/bench/turn-baseline.ts); app and floor alternate, best of three each (scripts/bench/turn.ts).
    const turn = await turnFigures(3);
    rows.push([
      "continue-conversation, 10 connections: app vs same-database-work floor, req/s and p50 / p99 ms (best of 3 alternating runs)",
      `${turn.app.rps.toFixed(0)} vs ${turn.floor.rps.toFixed(0)} req/s = ${(turn.app.rps / turn.floor.rps).toFixed(2)} (rounds ${turn.roundRatios.map((r) => r.toFixed(2)).join(", ")}); app ${turn.app.p50Ms.toFixed(1)} / ${turn.app.p99Ms.toFixed(1)} ms, floor ${turn.floor.p50Ms.toFixed(1)} / ${turn.floor.p99Ms.toFixed(1)} ms`,
    ]);
    const single = await chatTurnLoad(`http://127.0.0.1:${appPort}`, { connections: 1, durationMs: 2000 });
    rows.push(["continue-conversation, one connection: p50 / p99 ms per turn (HTTP + auth + engine + store)", `${single.p50Ms.toFixed(2)} / ${single.p99Ms.toFixed(2)} ms over ${single.turns} turns`]);
    rows.push(...lighthouseRows(await lighthouseFigures(`http://127.0.0.1:${appPort}`)));
    rows.push(["first chat turn after a start vs the turn after it, ms (new-conversation)", `${first.firstMs.toFixed(0)} vs ${first.nextMs.toFixed(0)}`]);
    rows.push(["cold start to ready, ms (first start with migrations / second start / bare Fastify)", `${app.readyMs.toFixed(0)} / ${warm.readyMs.toFixed(0)} / ${base.readyMs.toFixed(0)} (ratio ${(warm.readyMs / base.readyMs).toFixed(1)}x)`]);
  } finally {
    await stop(warm.child);
    await stop(base.child);
  }
}

function bundleFigures(): void {
  const dist = path.join(ROOT, "apps/web/dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    rows.push(["landing initial JS", "skipped: run `npm run build` first"]);
    return;
  }
  const app = initialJsGzipBytes(dist);
  const base = initialJsGzipBytes(buildBaselinePage(ROOT, path.join(work, "baseline")));
  rows.push(["landing initial JS gzip KB (app / bare Vite+React+MUI button)", `${(app / 1024).toFixed(1)} / ${(base / 1024).toFixed(1)} = ${(app / base).toFixed(2)}`]);
}

async function engineFigures(): Promise<void> {
  const file = path.join(ROOT, "packages/clinic/scripts/bench.ts");
  if (!existsSync(file)) return;
  const { benchEngine } = (await import(file)) as { benchEngine: () => Promise<{ p50Us: number; p99Us: number; warmupP99Us: number; runs: number }> };
  const r = await benchEngine();
  rows.push(["clinic nextTurn, 30 messages + full intake (p50 / p99 µs)", `${r.p50Us.toFixed(0)} / ${r.p99Us.toFixed(0)} over ${r.runs} runs after 1000 warm-up turns (p99 while warming: ${r.warmupP99Us.toFixed(0)})`]);
}

async function reportFigures(): Promise<void> {
  const { benchPdf } = await import("../apps/server/src/report-formats/bench.ts");
  const r = await benchPdf();
  rows.push(["report PDF generation, 30 messages + full intake (p50 / p99 ms)", `${r.p50Ms.toFixed(1)} / ${r.p99Ms.toFixed(1)} over ${r.runs} runs, ${(r.bytes / 1024).toFixed(0)} KB`]);
}

// Issue 9: a streamed LLM turn (scripted model answering instantly) against the plain JSON engine turn.
async function llmFigures(): Promise<void> {
  const { llmStreamFigures, llmStreamRow } = await import("./bench/llm.ts");
  rows.push(llmStreamRow(await llmStreamFigures(work)));
}

try {
  await serverFigures();
  bundleFigures();
  await engineFigures();
  await reportFigures();
  await llmFigures();
  // Issue 17: event-loop delay seen by /api/health while heavy requests run; memory under concurrent exports.
  rows.push(...(await loadFigures()));
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log("\nbench results (ratios are against baselines measured in this run)");
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
