import { expect, expectNoAxeViolations, test, uniqueEmail } from "../support/fixtures.ts";
import { AuthPage } from "../support/auth-page.ts";
import { IntakePage } from "../support/intake-page.ts";

test.describe("intake", () => {
  test("a guest fills the required part, fixes two errors, survives a reload and lands in the chat", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const intake = new IntakePage(page);
    let interactions = 0;
    const act = async (step: () => Promise<unknown>) => {
      interactions += 1;
      await step();
    };

    await act(() => intake.complaint().fill("Throbbing headaches behind my right eye with nausea"));
    await act(() => intake.age().fill("121"));
    await act(() => page.getByRole("button", { name: "Female", exact: true }).click());
    await act(() => intake.next());
    await expect(page.getByText("Age must be between 5 and 120 years")).toBeVisible();
    await expect(intake.age()).toBeFocused();
    await act(() => intake.age().fill("34"));
    await act(() => intake.next());
    await expect(page.getByRole("heading", { name: "Your headaches" })).toBeVisible();

    // The draft is saved as the person types: a reload mid-way brings it back.
    await act(() => intake.days("Severe").fill("20"));
    await page.reload();
    await expect(intake.days("Severe")).toHaveValue("20");
    await act(() => intake.days("Mild").fill("12"));
    await act(() => intake.finish());
    await expect(page.getByText(/cannot exceed 31/).first()).toBeVisible();
    await act(() => intake.days("Mild").fill("2"));
    await expect(page.getByText(/headache-free/i).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await act(() => intake.finish());

    await expect(page).toHaveURL(/\/chat\/[\w-]+$/, { timeout: 20_000 });
    await expect(page.getByRole("list", { name: "Messages" }).locator(":scope > li").first()).toContainText("Throbbing headaches behind my right eye");
    test.info().annotations.push({ type: "interactions", description: `${interactions} interactions, two of them fixing errors` });
    console.log(`intake e2e: ${interactions} interactions including 2 error fixes and 1 extra field`);
  });

  test("a signed-in person's saved intake comes back into the form", async ({ page }) => {
    await new AuthPage(page).createAccount(uniqueEmail("intake"));
    // Leave the form first: its autosave could otherwise write the draft back after it is cleared.
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      const session = (await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } };
      await fetch(`/api/user/${session.user.id}/intake`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ intake: { chief_complaint: "Pressure at my temples every evening", age: 41, sex: "male", headache_history: { mild_days: 6 } } }),
      });
      localStorage.removeItem("headache_intake_form");
      localStorage.removeItem("headache_intake_ui_state");
    });
    await page.goto("/intake");
    const intake = new IntakePage(page);
    await expect(page.getByRole("heading", { name: "Your intake answers" })).toBeVisible();
    await expect(intake.complaint()).toHaveValue("Pressure at my temples every evening");
    await expect(intake.age()).toHaveValue("41");
    // Saving an edit keeps the person's chats as they are: no new chat starts.
    await intake.age().fill("42");
    await intake.next();
    await intake.finish();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText("Your intake answers are saved")).toBeVisible();
  });

  test("a new account's intake starts with the age and sex from the details step, and opens again from Settings", async ({ page }) => {
    await new AuthPage(page).createAccount(uniqueEmail("prefill"));
    const intake = new IntakePage(page);
    // fillUserDetails: Female, born 1988-06-15.
    await expect(page.getByRole("button", { name: "Female", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(intake.age()).not.toHaveValue("");
    await expect(page.getByRole("button", { name: /start chat/ })).toHaveCount(0);
    await intake.complaint().fill("Throbbing pain at the temples");
    await intake.next();
    await intake.days("Moderate").fill("3");
    await intake.finish();
    await expect(page).toHaveURL(/\/chat\/[\w-]+$/, { timeout: 20_000 });
    await page.goto("/settings");
    await page.getByRole("link", { name: "Review and edit intake" }).click();
    await expect(page.getByRole("heading", { name: "Your intake answers" })).toBeVisible();
    await expect(intake.complaint()).toHaveValue("Throbbing pain at the temples");
  });
});
