import { defineConfig } from "@playwright/test";
import { findBrowser } from "./support/find-browser.ts";

// Found (or installed) once here; workers re-read the config and find the same one. Exported for specs that launch browsers themselves.
const BROWSER = findBrowser();
process.env.CHROMIUM_PATH = BROWSER;

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// One server and one OpenID provider for the whole run (started in global-setup.ts); tests run one at a
// time because they share that server and the machine has two cores.
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  globalSetup: "./support/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  // One retry: a journey that only passes on its second run is reported as "flaky", not hidden, and a
  // busy 2-core machine does not turn one slow paint into a red CI.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // As a person who asks their system for reduced motion: the app then drops its transitions
    // (theme.ts), so a 2-core run does not wait out ripples and slides; chat.spec.ts keeps one journey
    // with the usual motion.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: { executablePath: BROWSER, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
