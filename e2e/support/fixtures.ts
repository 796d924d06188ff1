import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

let nextAddress = 1;

/** Each test gets a fresh browser context with its own client address (rate limits are per address). */
export const test = base.extend<{ clientIp: string }>({
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use) => {
    nextAddress += 1;
    await use(`10.${(process.pid % 200) + 1}.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`);
  },
  context: async ({ browser, clientIp }, use) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    await use(context);
    await context.close();
  },
});

export { expect };

export function uniqueEmail(prefix = "person"): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The newest email the server wrote to the outbox for an address (waits for it briefly). */
export async function emailTo(to: string): Promise<{ subject: string; links: string[] }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (let i = 0; i < 50; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
    } catch {
      // no outbox yet
    }
    const found = files
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { to: string; subject: string; links: string[] })
      .filter((e) => e.to === to)
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${to}`);
}

/** Who the local OpenID provider (standing in for Google) signs in next. */
export async function setGoogleIdentity(identity: { sub: string; email: string; name: string }): Promise<void> {
  await fetch(process.env.E2E_OIDC_CONTROL ?? "", { method: "POST", body: JSON.stringify(identity) });
}

/** Zero axe-core violations at WCAG 2.2 AA on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Audit the settled page: a colour still mid-transition (a button's ripple or hover fade) would be
  // measured half-way and fail contrast at random.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export const SCHEMES = ["light", "dark"] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * The current screen in the light and then the dark system theme, switched in place (the app follows
 * the OS preference live, color-mode-provider.tsx): each checked with axe-core unless told not to, and
 * saved as screenshots/<name>-<viewport>-<scheme>.png. One journey per viewport serves both themes.
 */
export async function shotInBothSchemes(page: Page, name: string, viewport: string, options: { axe?: boolean; fullPage?: boolean } = {}): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-color-mode", scheme);
    if (options.axe !== false) await expectNoAxeViolations(page);
    await page.screenshot({ path: `screenshots/${name}-${viewport}-${scheme}.png`, fullPage: options.fullPage ?? false });
  }
}
