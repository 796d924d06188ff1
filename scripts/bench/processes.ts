import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** Node's flags for the app server, the same as `npm start` passes (package.json; decision 019). */
export const APP_NODE_FLAGS = ["--no-regexp-tier-up"];
/** The app server's command line after `node`, as `npm start` runs it. */
export const APP_SERVER_ARGS = [...APP_NODE_FLAGS, "apps/server/src/server.ts"];

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Spawns `node args` and resolves once `readyUrl` answers 200, with the milliseconds that took. */
export async function startAndTime(args: string[], env: Record<string, string>, readyUrl: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
