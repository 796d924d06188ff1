import { expect, shotInBothSchemes, test } from "../support/fixtures.ts";
import { IntakePage } from "../support/intake-page.ts";

// Every intake step at desktop and 375 px, light and dark (switched in place on each step), each checked
// with axe-core.
for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const) {
  test(`intake steps at ${viewport.name} in light and dark`, async ({ browser, clientIp }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const intake = new IntakePage(page);
    await intake.complaint().fill("Throbbing headaches behind my right eye");
    await intake.age().fill("34");
    await page.getByRole("button", { name: "Female", exact: true }).click();
    for (let step = 1; step <= 12; step++) {
      await shotInBothSchemes(page, `intake-step${step}`, viewport.name, { fullPage: true });
      const next = page.getByRole("button", { name: /^(Next|Add more details)$/ });
      if (!(await next.isVisible())) break;
      if (step === 2) await intake.days("Moderate").fill("3");
      await next.click();
    }
    await expect(page.getByRole("button", { name: "Finish and start chat" })).toBeVisible();
    await context.close();
  });
}
