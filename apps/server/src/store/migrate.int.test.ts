import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseEnv } from "../config/env.ts";
import { freshPostgresDatabase, postgresSkipReason, UNLIMITED } from "../../test/helper.ts";

const noPostgres = await postgresSkipReason();

// Issue 17 item 7: instances starting together on an empty database used to race in the migrations.
describe.skipIf(noPostgres !== null)("starting on an empty PostgreSQL database", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it("lets three instances start at once: all come up and the schema is complete", async () => {
    const database = await freshPostgresDatabase();
    if (!database) throw new Error("PostgreSQL vanished");
    cleanups.push(database.drop);
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "hg-migrate-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: database.url, GUEST_CLEANUP_INTERVAL_HOURS: "0", AUTH_SECRET: "x".repeat(40), ...UNLIMITED });
      const app = await buildApp({ env, webDistDir: path.join(dataDir, "no-web") });
      cleanups.push(() => app.close());
      return app;
    };
    const apps = await Promise.all([start(), start(), start()]);
    for (const app of apps) expect((await app.inject({ url: "/api/ready" })).statusCode).toBe(200);
    // Each one serves the whole flow: a guest signs in on one and is known to the others.
    const signIn = await apps[0]!.inject({ method: "POST", url: "/api/auth/sign-in/anonymous" });
    expect(signIn.statusCode).toBe(200);
    const token = String(signIn.headers["set-auth-token"]);
    const userId = (signIn.json() as { user: { id: string } }).user.id;
    for (const app of apps) expect((await app.inject({ url: `/api/user/${userId}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
