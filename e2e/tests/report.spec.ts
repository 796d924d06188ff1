import { expect, expectNoAxeViolations, test } from "../support/fixtures.ts";
import { ChatPage } from "../support/chat-page.ts";

test("a finished interview opens a report that prints, shares by link, and stops opening once revoked", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("Throbbing headache on the right side about 3 times a month with nausea, light and noise bother me, lasts a day");
  await chat.answerByQuickRepliesUntilEnd();
  await page.getByRole("button", { name: "View your report" }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+\/report$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/not medical advice/i).filter({ visible: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "screenshots/report-screen.png", fullPage: true });

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await page.screenshot({ path: "screenshots/report-print.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });

  const pdf = await page.request.get((await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share your report" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(link).toMatch(/\/r\/[\w-]{40,}$/);

  const stranger = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const shared = await stranger.newPage();
  await shared.goto(link);
  await expect(shared.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(shared.getByRole("button", { name: "Continue as guest" })).toHaveCount(0);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await shared.screenshot({ path: "screenshots/report-shared.png", fullPage: true });

  await dialog.getByRole("button", { name: /Revoke the link created/ }).first().click();
  await expect(page.getByText("Link revoked: it no longer opens the report")).toBeVisible();
  await shared.reload();
  await expect(shared.getByRole("heading", { level: 1, name: "This report link has expired or was revoked" })).toBeVisible();
  await stranger.close();
});
