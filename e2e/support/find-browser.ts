import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable", "/usr/bin/chrome", "/snap/bin/chromium"];
const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
const ADVICE = "install Chromium (as root: apt-get install -y chromium; or: npx playwright install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary";

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    for (const name of NAMES) if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

function playwrightsOwn(): string | undefined {
  try {
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Root on a Debian-like machine: the distribution's package (about 20 s). Other cases: nothing to try. */
function installWithApt(root: boolean): string | undefined {
  if (!root || !executable("/usr/bin/apt-get")) return undefined;
  console.error("[e2e] no Chromium found: installing Debian's chromium package (apt-get install -y chromium)");
  try {
    execFileSync("/usr/bin/apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("/usr/bin/apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } catch {
    return undefined;
  }
  return SYSTEM_PATHS.find(executable);
}

/**
 * The browser the end-to-end tests drive (issue 17 item 11): CHROMIUM_PATH, a system Chromium or
 * Chrome, Playwright's own download, or (as root) the distribution's package installed now. When none
 * can be had, the run stops with one line saying what to install.
 */
export function findBrowser(
  where: { configured?: string | undefined; systemPaths: string[]; searchPath: string; root: boolean } = {
    configured: process.env.CHROMIUM_PATH,
    systemPaths: SYSTEM_PATHS,
    searchPath: process.env.PATH ?? "",
    root: process.getuid?.() === 0,
  },
): string {
  const configured = where.configured;
  if (configured) {
    if (executable(configured)) return configured;
    console.error(`[e2e] CHROMIUM_PATH=${configured} is not an executable file: ${ADVICE}.`);
    process.exit(1);
  }
  const found = where.systemPaths.find(executable) ?? onPath(where.searchPath) ?? playwrightsOwn() ?? installWithApt(where.root);
  if (found) return found;
  console.error(`[e2e] No Chromium or Chrome found for the end-to-end tests: ${ADVICE}.`);
  process.exit(1);
}
