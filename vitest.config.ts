import { defineConfig } from "vitest/config";

// One Vitest run for the whole repo. Playwright specs live in e2e/ and are never picked up here.
export default defineConfig({
  test: {
    projects: [
      {
        // The clinical engine's tests share one module graph per worker (isolate: false): each test
        // file would otherwise compile the lexicon's thousand patterns and warm its caches again,
        // which was most of the unit run's time. The engine keeps no state a test could leak: its
        // caches are keyed by the text they read.
        test: {
          name: "clinic",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts"],
          isolate: false,
          // As the server runs (package.json "start"): a pattern is compiled to machine code on its
          // first use rather than interpreted for its first runs, which the lexicon's thousand
          // patterns, each run a few times per new sentence, never outgrow.
          execArgv: ["--no-regexp-tier-up"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
