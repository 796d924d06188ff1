import type { Locator } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage } from "../support/auth-page.ts";

test.describe("app shell", () => {
  test("the landing screen carries the beta label, the disclaimer and the three steps, with no axe violations", async ({ page }) => {
    await new AuthPage(page).open();
    await expect(page.getByRole("banner").getByText("Beta", { exact: true })).toBeVisible();
    await expect(page.getByText(/not medical advice/i).first()).toBeVisible();
    for (const step of ["Fill Intake Form", "Chat with AI", "Share Report"]) await expect(page.getByText(step).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on a small screen the steps collapse behind 'See how it works' / 'Hide details'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await new AuthPage(page).open();
    await page.getByRole("button", { name: "See how it works" }).click();
    await expect(page.getByText("Chat with AI").first()).toBeVisible();
    await page.getByRole("button", { name: "Hide details" }).click();
    await expect(page.getByRole("button", { name: "See how it works" })).toBeVisible();
  });

  test("the theme choice survives a reload", async ({ page }) => {
    await new AuthPage(page).open();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // From the default (system, light here) the first toggle already switches to dark (issue 15 item 8).
    const light = await background();
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await expect.poll(background).toBe(dark);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("?group= with an allowed value is remembered, opens sign-up and is saved on the account", async ({ page }) => {
    const auth = new AuthPage(page);
    await page.goto("/?group=SHS");
    await expect(auth.form("Create account")).toBeVisible();
    const email = uniqueEmail("cohort");
    await auth.signUp(email);
    await auth.verifyFromOutbox(email);
    await auth.fillUserDetails();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const session = (await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } };
          return ((await (await fetch(`/api/user/${session.user.id}`)).json()) as { group: string | null }).group;
        }),
      )
      .toBe("shs");
  });

  test("?group= with another value only warns in the console", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.goto("/?group=unknown-cohort");
    await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
    // The allow-list comes from /api/config, so the warning may follow the first paint.
    await expect.poll(() => warnings.join("\n")).toMatch(/group/i);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /group/i.test(k)))).toEqual([]);
  });

  test("signing out removes every trace from the browser", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    await page.evaluate(() => {
      localStorage.setItem("headache_intake_form", "{}");
      localStorage.setItem("headache_intake_ui_state", "{}");
      sessionStorage.setItem("anything", "1");
    });
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("dialog", { name: "Sign out of the guest session?" }).getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
    const left = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.entries(sessionStorage).map(([k, v]) => `${k}=${v}`) }));
    expect(left.session).toEqual([]);
    // What may stay: the theme choice (a preference, not a trace) and better-auth's cross-tab sign-out signal.
    expect(left.local.filter((k) => !/theme|config/i.test(k) && k !== "better-auth.message")).toEqual([]);
  });

  test("'Beta' appears once on the landing page, and at 320 px the top bar shows the whole product name", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await new AuthPage(page).open();
    await expect(page.getByText("Beta", { exact: true })).toHaveCount(1);
    const name = page.getByRole("banner").getByRole("link").first();
    await expect(name).toHaveText("Headache Guide");
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: "screenshots/topbar-320-light.png" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.screenshot({ path: "screenshots/topbar-320-dark.png" });
  });

  test("keyboard focus is visible on buttons, icon buttons and chips", async ({ page }) => {
    const ring = (target: Locator) =>
      target.evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.outlineStyle} ${s.outlineWidth}`;
      });
    await new AuthPage(page).open();
    // Tab from the skip link to the theme toggle (an icon button).
    const toggle = page.getByRole("button", { name: "Switch to dark theme" });
    for (let i = 0; i < 6 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    expect(await ring(toggle)).toBe("solid 3px");
    await page.screenshot({ path: "screenshots/focus-icon-button.png", clip: { x: 0, y: 0, width: 1280, height: 100 } });
    const guest = page.getByRole("button", { name: "Continue as guest" });
    await guest.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(guest).toBeFocused();
    expect(await ring(guest)).toBe("solid 3px");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/intake$/);
    const female = page.getByRole("button", { name: "Female", exact: true });
    await page.getByRole("button", { name: "Male", exact: true }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(female).toBeFocused();
    expect(await ring(female)).toBe("solid 3px");
    await female.screenshot({ path: "screenshots/focus-chip.png" });
  });

  test("an empty chief complaint takes focus on Next, and the headache step's headings do not skip a level", async ({ page }) => {
    await new AuthPage(page).open();
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("textbox", { name: /what brings you here/i })).toBeFocused();
    await page.getByRole("textbox", { name: /what brings you here/i }).fill("Pressure headaches");
    await page.getByRole("textbox", { name: /age \(years\)/i }).fill("40");
    await page.getByRole("button", { name: "Male", exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Your headaches", level: 2 })).toBeFocused();
    const levels = await page.locator("main").evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(await page.locator("main h3 h3, main h3 h4").count()).toBe(0);
  });
});
