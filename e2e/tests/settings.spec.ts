import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage, PASSWORD } from "../support/auth-page.ts";
import { ChatPage } from "../support/chat-page.ts";

const NEW_PASSWORD = "Quiet-lake-77?";

/** A verified account with its details filled in, signed in on `page`. */
async function signUpVerified(page: Page, prefix: string): Promise<{ auth: AuthPage; email: string }> {
  const auth = new AuthPage(page);
  const email = uniqueEmail(prefix);
  await auth.createAccount(email);
  return { auth, email };
}

function section(page: Page, name: string) {
  return page.getByRole("region", { name });
}

test.describe("settings", () => {
  test("a person changes theme and password, takes their data, deletes conversations and then the account", async ({ page, browser, clientIp }) => {
    test.setTimeout(120_000);
    const { auth, email } = await signUpVerified(page, "settings");
    const chat = new ChatPage(page);
    await page.goto("/chat");
    await chat.sendFirstMessage("Throbbing pain on one side with nausea, twice a month");

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(section(page, "Profile").getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(section(page, "Profile").getByText("Email verified")).toBeVisible();

    // Theme: applied at once, kept after a reload.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await section(page, "Appearance").getByRole("radio", { name: "Light" }).check();
    const light = await background();
    await section(page, "Appearance").getByRole("radio", { name: "Dark" }).check();
    await expect.poll(background).not.toBe(light);
    await page.reload();
    await expect(section(page, "Appearance").getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await background()).not.toBe(light);

    // Password: the current one is needed; the new one works for a fresh sign-in elsewhere.
    const security = section(page, "Security");
    const passwordForm = security.getByRole("form", { name: "Change password" });
    await passwordForm.getByLabel("Current password").fill("Not-my-password-1");
    await passwordForm.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await passwordForm.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(passwordForm.getByText("That is not your current password.")).toBeVisible();
    await passwordForm.getByLabel("Current password").fill(PASSWORD);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password was changed.")).toBeVisible();

    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    const second = new AuthPage(await other.newPage());
    await second.open();
    await second.logIn(email, NEW_PASSWORD);
    await expect(second.page).toHaveURL(/\/(chat|intake)$/);

    // The second browser shows up as a device and can be signed out from here.
    await page.reload();
    const devices = page.getByRole("list", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByText("This device")).toBeVisible();
    await section(page, "Security").getByRole("button", { name: "Sign out of other devices" }).click();
    await expect(page.getByText("You are signed out on your other devices.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await second.page.reload();
    await expect(second.page.getByRole("form", { name: "Log in" })).toBeVisible();
    await other.close();

    // Export: one valid JSON file named by the server, holding the profile and the conversation.
    const data = section(page, "Your data");
    const downloading = page.waitForEvent("download");
    await data.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^headache-guide-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
      account: { user: { id: string; email: string } };
      profile: { name: string; email: string; dob: string } | null;
      conversations: { messages: { content: string }[] }[];
    };
    expect(exported.profile).toMatchObject({ name: "Alex Example", email, dob: "1988-06-15" });
    expect(exported.conversations).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain(PASSWORD);
    expect(exported.account.user.email).toBe(email);
    const userId = exported.account.user.id;

    // Delete all conversations: a blocking dialog that says what goes.
    await data.getByRole("button", { name: "Delete all conversations" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete all conversations?" });
    await expect(dialog).toContainText("every conversation and all of its messages");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete all conversations" }).click();
    await expect(page.getByText("1 conversation was deleted.")).toBeVisible();
    const list = await page.request.get(`/api/get-conversation/user/${encodeURIComponent(userId)}`);
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { conversations: unknown[] }).conversations).toEqual([]);

    // Delete the account: back to the landing page with this browser cleared, and the login is gone.
    await data.getByRole("button", { name: "Delete my account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(confirm).toContainText("every version of your intake answers");
    await confirm.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
    const kept = await page.evaluate(() => Object.keys(localStorage));
    // Only the theme is kept (better-auth's own cross-tab "signed out" signal may appear too).
    expect(kept.filter((k) => k.startsWith("headache_") && k !== "headache_config")).toEqual([]);
    // Typed at once, as a person would: the page must not move on under the form (a stale session
    // in the auth client once sent the deleted person onwards and lost what was typed).
    await auth.logIn(email, NEW_PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "We couldn’t sign you in with that email and password." })).toBeVisible();
  });

  test("a guest is invited to create an account from settings and sees the check-your-inbox state", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await page.goto("/settings");
    const upgrade = section(page, "Create an account to keep your data");
    await expect(upgrade).toBeVisible();
    await expect(section(page, "Security")).toHaveCount(0);
    const email = uniqueEmail("upgrade");
    const form = upgrade.getByRole("form", { name: "Create account" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(upgrade.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(upgrade.getByText(email)).toBeVisible();
  });

  test("settings screenshots at desktop and mobile, light and dark, without axe violations", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpVerified(page, "settings-shots");
    await page.goto("/settings");
    await expect(page.getByRole("list", { name: "Signed-in devices" })).toBeVisible();
    for (const viewport of [
      { name: "desktop", width: 1280, height: 800 },
      { name: "mobile", width: 375, height: 812 },
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const scheme of ["light", "dark"] as const) {
        // The theme preference is "system" at first, so the emulated OS scheme decides.
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.getByRole("radio", { name: "Same as my device" })).toBeChecked();
        // MUI eases colours over ~250 ms; axe must not judge contrast halfway through a theme switch.
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `screenshots/settings-${viewport.name}-${scheme}.png`, fullPage: true });
      }
    }
    // WCAG 1.4.10 reflow: nothing scrolls sideways at 320 CSS pixels.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
