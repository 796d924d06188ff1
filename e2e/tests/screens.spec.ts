import { emailTo, expect, shotInBothSchemes, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage } from "../support/auth-page.ts";

// Screenshots of the foundation's screens at desktop and mobile widths in both themes (switched in place
// on each screen), each checked with axe-core. Written to e2e/screenshots/ (git-ignored) to be looked at.
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 812 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`foundation screens at ${viewport.name} in light and dark`, async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: viewport.width, height: viewport.height },
      extraHTTPHeaders: { "x-forwarded-for": clientIp },
    });
    const page = await context.newPage();
    const shot = (name: string) => shotInBothSchemes(page, name, viewport.name, { fullPage: true });
    const auth = new AuthPage(page);
    await auth.open();
    await shot("landing");
    await page.goto("/definitely-not-here");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shot("not-found");
    await auth.open();
    await auth.toSignup();
    const email = uniqueEmail("shots");
    await auth.signUp(email);
    await expect(page.getByText(email)).toBeVisible();
    await shot("check-inbox");
    await page.goto((await emailTo(email)).links[0] ?? "");
    await expect(page.getByRole("heading", { name: "Your email address is verified" })).toBeVisible();
    await shot("verify-email");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/user-details$/);
    await shot("user-details");
    await context.close();
  });
}
