import { emailTo, expect, expectNoAxeViolations, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage, PASSWORD } from "../support/auth-page.ts";

const NEW_PASSWORD = "Quiet-harbour-77!";

test.describe("password reset", () => {
  test("a person who forgot the password gets a link, sets a new one, and every other device is signed out", async ({ page, browser, clientIp }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("reset");
    // Device A: signed in, on Settings.
    await new AuthPage(page).createAccount(email);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

    // Device B: forgot the password.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    const b = new AuthPage(await other.newPage());
    await b.open();
    await b.form("Log in").getByLabel("Email").fill(email);
    await b.page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(b.page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expect(b.page.getByRole("form", { name: "Reset password" }).getByLabel("Email")).toHaveValue(email);
    await b.page.getByRole("button", { name: "Send reset link" }).click();
    await expect(b.page.getByRole("status").filter({ hasText: "If an account exists for" })).toBeVisible();
    await b.page.screenshot({ path: "screenshots/forgot-password-sent.png", fullPage: true });

    const mail = await emailTo(email);
    expect(mail.subject).toBe("Reset your Headache Guide password");
    await b.page.goto(mail.links[0] ?? "");
    await expect(b.page).toHaveURL(/\/reset-password\?token=/);
    await expect(b.page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(b.page.getByText(/Password needs at least 8 characters/)).toBeVisible();
    await b.page.getByLabel("New password", { exact: true }).fill("abc");
    await expect(b.page.getByText("Very weak password, try adding uppercase, numbers, and special characters.")).toBeVisible();
    await b.page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await expect(b.page.getByText("Strong password!")).toBeVisible();
    await b.page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await expectNoAxeViolations(b.page);
    await b.page.screenshot({ path: "screenshots/reset-password-form.png", fullPage: true });
    await b.page.getByRole("button", { name: "Set new password" }).click();
    await expect(b.page.getByRole("heading", { name: "Your password is changed" })).toBeVisible();

    // The link works once.
    await b.page.goto(mail.links[0] ?? "");
    await expect(b.page.getByRole("heading", { name: "This link has expired or was already used" })).toBeVisible();

    // The old password no longer works; the new one does.
    await b.open();
    await b.logIn(email, PASSWORD);
    await expect(b.page.getByText("We couldn’t sign you in with that email and password.")).toBeVisible();
    await b.logIn(email, NEW_PASSWORD);
    await expect(b.page).toHaveURL(/\/(chat|intake)$/);
    await other.close();

    // Device A's session ended with the reset: its next call says so, keeps the page, and brings the person back.
    await page.getByRole("button", { name: "Save changes" }).click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await expect(dialog).toContainText("Your session has ended, please sign in again");
    await page.screenshot({ path: "screenshots/session-ended-dialog.png", fullPage: true });
    await dialog.getByRole("button", { name: "Sign in again" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your session has ended, please sign in again" })).toBeVisible();
    await new AuthPage(page).logIn(email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("an unknown address gets the same answer and no email", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists for" })).toBeVisible();
  });
});
