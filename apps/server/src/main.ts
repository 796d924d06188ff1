import { buildApp } from "./app.ts";
import { EnvError, parseEnv } from "./config/env.ts";

// The server process (started by server.ts): parse the environment, listen, and shut down cleanly on SIGTERM/SIGINT.
async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ env });
  await app.listen({ port: env.PORT, host: env.HOST });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(`server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
