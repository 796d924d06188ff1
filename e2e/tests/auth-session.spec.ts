import { expect, test } from "../support/fixtures.ts";
import { AuthPage } from "../support/auth-page.ts";

test.describe("lost session", () => {
  test("a failing session check says what happened and retries instead of showing the sign-in card", async ({ page }) => {
    await new AuthPage(page).open();
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    await page.route("**/api/auth/get-session*", (route) => route.fulfill({ status: 503, body: "{}", contentType: "application/json" }));
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("We couldn't check your sign-in");
    await expect(page.getByRole("alert")).toContainText("The server is having trouble right now.");
    await expect(page.getByRole("form", { name: "Log in" })).toHaveCount(0);
    await page.screenshot({ path: "screenshots/session-check-failed.png", fullPage: true });
    await page.unroute("**/api/auth/get-session*");
    await page.getByRole("button", { name: "Try again now" }).click();
    await expect(page.getByRole("heading", { name: "Before we chat" })).toBeVisible();
    await expect(page).toHaveURL(/\/intake$/);
  });

  test("a guest is warned before signing out from the account menu, and sees the quiet 'Save your chats' prompt", async ({ page }) => {
    await new AuthPage(page).open();
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const prompt = page.getByRole("banner").getByRole("link", { name: /Save your chats/ });
    await expect(prompt).toBeVisible();
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out of the guest session?" });
    await expect(dialog).toContainText("Guest data cannot be reached again after signing out");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    await prompt.click();
    await expect(page).toHaveURL(/\/settings#account$/);
    await expect(page.getByRole("heading", { name: "Create an account to keep your data" })).toBeInViewport();

    // On a phone the prompt moves into the menu (a dot marks the account button).
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(prompt).toBeHidden();
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Save your chats: create an account" })).toBeVisible();
    await page.screenshot({ path: "screenshots/guest-menu-320.png" });
  });
});
