import { expect, setGoogleIdentity, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage } from "../support/auth-page.ts";

test.describe("guests and Google", () => {
  test("'Continue as guest' starts a registered guest session and opens the intake", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const profile = await page.evaluate(async () => {
      const session = (await (await fetch("/api/auth/get-session")).json()) as { user: { id: string; isAnonymous?: boolean } };
      return (await (await fetch(`/api/user/${session.user.id}`)).json()) as { isAnonymous: boolean; email: string };
    });
    expect(profile).toMatchObject({ isAnonymous: true });
    expect(profile.email).toMatch(/@guest\.invalid$/);
  });

  test("a guest who signs up keeps their data in the new account", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const guestId = await page.evaluate(async () => {
      const session = (await (await fetch("/api/auth/get-session")).json()) as { user: { id: string; isAnonymous?: boolean } };
      await fetch(`/api/user/${session.user.id}/intake`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ intake: { chief_complaint: "Guest headache", age: 30, sex: "other", headache_history: {} } }),
      });
      return session.user.id;
    });

    const email = uniqueEmail("upgrade");
    await page.goto("/");
    await auth.toSignup();
    await auth.signUp(email);
    await auth.verifyFromOutbox(email);
    await auth.fillUserDetails();
    const kept = await page.evaluate(async () => {
      const session = (await (await fetch("/api/auth/get-session")).json()) as { user: { id: string; isAnonymous?: boolean } };
      const intake = (await (await fetch(`/api/user/${session.user.id}/intake`)).json()) as { intake?: { chief_complaint?: string } };
      return { id: session.user.id, anonymous: session.user.isAnonymous, complaint: intake.intake?.chief_complaint };
    });
    expect(kept.id).not.toBe(guestId);
    expect(kept.anonymous).toBeFalsy();
    expect(kept.complaint).toBe("Guest headache");
  });

  test("'Continue with Google' signs a new person in through the OpenID provider and asks for their details", async ({ page }) => {
    const email = uniqueEmail("google");
    await setGoogleIdentity({ sub: `g-${email}`, email, name: "Gina Google" });
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/user-details$/);
    await auth.fillUserDetails("Gina Google");
    await expect(page).toHaveURL(/\/(intake|chat)$/);

    // The same Google identity again is an existing person: straight on, no details form.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await auth.open();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/(intake|chat)$/);
  });
});
