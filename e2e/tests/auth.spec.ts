import { expect, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage, PASSWORD } from "../support/auth-page.ts";

test.describe("accounts", () => {
  test("a new person signs up, verifies through the emailed link, fills their details and lands on the intake", async ({ page }) => {
    const auth = new AuthPage(page);
    const email = uniqueEmail("signup");
    await auth.open();
    await auth.toSignup();
    const form = auth.form("Create account");
    await expect(form.getByRole("button", { name: "Create account" })).toBeDisabled();
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await expect(page.getByText("Very weak password, try adding uppercase, numbers, and special characters.")).toBeVisible();
    await form.getByLabel("Password", { exact: true }).fill("Abcdefg1");
    await expect(page.getByText("Good password, but could be stronger.")).toBeVisible();
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await expect(page.getByText("Strong password!")).toBeVisible();
    await form.getByLabel("Confirm password").fill(`${PASSWORD}x`);
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Passwords do not match!")).toBeVisible();

    await auth.signUp(email);
    await expect(page.getByText(email)).toBeVisible();
    await auth.verifyFromOutbox(email);
    await auth.fillUserDetails();
    await expect(page).toHaveURL(/\/intake$/);
  });

  test("a verified person logs in and goes to the chat", async ({ page, browser, clientIp }) => {
    const email = uniqueEmail("login");
    await new AuthPage(page).createAccount(email);

    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    const second = new AuthPage(await other.newPage());
    await second.open();
    await second.logIn(email);
    await expect(second.page).toHaveURL(/\/(chat|intake)$/);
    await other.close();
  });

  test("a wrong password or an unknown email shows the invalid-credentials message with the invitation", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await auth.logIn(uniqueEmail("nobody"), "Wrong-pass-1");
    await expect(page.getByRole("alert").filter({ hasText: "We couldn’t sign you in with that email and password." })).toBeVisible();
    await page.getByRole("button", { name: "New here? Create an account with this email." }).click();
    await expect(auth.form("Create account")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("an unverified email reveals 'Resend verification email', which sends a new link", async ({ page }) => {
    const auth = new AuthPage(page);
    const email = uniqueEmail("unverified");
    await auth.open();
    await auth.toSignup();
    await auth.signUp(email);
    await page.getByRole("button", { name: "Back to log in" }).click();
    await auth.logIn(email);
    const resend = page.getByRole("button", { name: "Resend verification email" });
    await expect(resend).toBeVisible();
    await resend.click();
    await expect(page.getByText("Verification email sent successfully!")).toBeVisible();
  });

  test("too many attempts from one client shows the rate-limit message", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    const email = uniqueEmail("flood");
    for (let i = 0; i < 6; i++) {
      await auth.logIn(email, `Wrong-pass-${i}`);
      await expect(page.getByRole("alert").first()).toBeVisible();
    }
    await expect(page.getByText("Too many attempts. Try again later or sign in with Google.")).toBeVisible();
  });

  test("protected pages send a signed-out visitor to the log-in card", async ({ page }) => {
    for (const path of ["/intake", "/chat", "/chat/abc", "/settings"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
    }
  });

  test("an unknown path shows a helpful not-found screen", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
  });
});
