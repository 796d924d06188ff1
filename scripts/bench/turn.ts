import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chatTurnLoad, guest } from "./chat-turn.ts";
import { BENCH_LIMITS } from "./load.ts";
import { APP_NODE_FLAGS, freePort, startAndTime, stop } from "./processes.ts";

// Only the chat-turn figures of `npm run bench` (issue 18 item 5), for working on the turn:
// `node scripts/bench/turn.ts [rounds]`. App and floor are measured alternately, `rounds` times
// (3 by default), so drift on a shared machine hits both alike; the best round of each is kept.
// BENCH_APP_ARGS="--cpu-prof --cpu-prof-dir=.bench/prof" passes Node flags to the app for profiling;
// BENCH_APP_ENTRY runs another copy of the server (an older checkout) for before/after figures.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface TurnFigures {
  app: { rps: number; p50Ms: number; p99Ms: number };
  floor: { rps: number; p50Ms: number; p99Ms: number };
  /** app/floor req/s of each round (a round is one floor run and the app run right after it). */
  roundRatios: number[];
}

/** App vs same-database-work floor, 10 connections: the best of `rounds` alternating runs of each. */
export async function turnFigures(rounds = 3, appArgs: string[] = [], appEntry = "apps/server/src/server.ts"): Promise<TurnFigures> {
  mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
  const work = mkdtempSync(path.join(ROOT, ".bench", "turn-"));
  const [appPort, floorPort] = [await freePort(), await freePort()];
  const app = await startAndTime(
    [...appArgs, ...APP_NODE_FLAGS, appEntry],
    { PORT: String(appPort), DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "", ...BENCH_LIMITS },
    `http://127.0.0.1:${appPort}/api/ready`,
  );
  const floor = await startAndTime(["scripts/bench/turn-baseline.ts"], { PORT: String(floorPort), DATA_DIR: path.join(work, "floor") }, `http://127.0.0.1:${floorPort}/api/health`);
  try {
    const guests = (base: string) => Promise.all(Array.from({ length: 10 }, () => guest(base)));
    const floorLoad = { sessions: await guests(`http://127.0.0.1:${floorPort}`) };
    const appLoad = { sessions: await guests(`http://127.0.0.1:${appPort}`) };
    // One short warm-up each: the first seconds of a process run cold code.
    await chatTurnLoad(`http://127.0.0.1:${floorPort}`, { ...floorLoad, durationMs: 1000 });
    await chatTurnLoad(`http://127.0.0.1:${appPort}`, { ...appLoad, durationMs: 1000 });
    const best = (a: TurnFigures["app"] | undefined, b: TurnFigures["app"]) => (a && a.rps >= b.rps ? a : b);
    let appBest: TurnFigures["app"] | undefined;
    let floorBest: TurnFigures["app"] | undefined;
    const roundRatios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const floorRun = await chatTurnLoad(`http://127.0.0.1:${floorPort}`, floorLoad);
      const appRun = await chatTurnLoad(`http://127.0.0.1:${appPort}`, appLoad);
      roundRatios.push(appRun.rps / floorRun.rps);
      floorBest = best(floorBest, floorRun);
      appBest = best(appBest, appRun);
    }
    return { app: appBest as TurnFigures["app"], floor: floorBest as TurnFigures["app"], roundRatios };
  } finally {
    await stop(floor.child);
    await stop(app.child);
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { app, floor, roundRatios } = await turnFigures(Number(process.argv[2] ?? 3), (process.env.BENCH_APP_ARGS ?? "").split(" ").filter(Boolean), process.env.BENCH_APP_ENTRY);
  console.log(`continue-conversation, 10 connections: ${app.rps.toFixed(0)} vs floor ${floor.rps.toFixed(0)} req/s = ${(app.rps / floor.rps).toFixed(2)}`);
  console.log(`  app p50 / p99 ${app.p50Ms.toFixed(1)} / ${app.p99Ms.toFixed(1)} ms; floor ${floor.p50Ms.toFixed(1)} / ${floor.p99Ms.toFixed(1)} ms`);
  console.log(`  ratio of each round: ${roundRatios.map((r) => r.toFixed(2)).join(", ")}`);
}
