import { expect, expectNoAxeViolations, test } from "../support/fixtures.ts";
import { ChatPage } from "../support/chat-page.ts";

// Issue 19: an attack logged in three taps at 390 px in the dark theme, details added later, and
// the entry seen in the calendar, the trends and the report.

test("a guest logs a headache in three taps, adds details later and sees it in the calendar and the report", async ({ browser, clientIp }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    colorScheme: "dark",
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
  });
  const page = await context.newPage();
  await new ChatPage(page).startAsGuest();
  await page.goto("/diary");
  const log = page.getByRole("region", { name: "Log" });
  await expect(log.getByRole("button", { name: "Headache now" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A first entry names a medicine once (typed), so later ones offer it as a chip. Both entries
  // start now, so they share a day even just after midnight.
  await log.getByRole("button", { name: "Headache now" }).click();
  await log.getByRole("button", { name: "Moderate", exact: true }).click();
  await log.getByRole("textbox", { name: /other medicine/i }).fill("Sumatriptan");
  await log.getByRole("form", { name: "Other medicine" }).getByRole("button", { name: "Save" }).click();
  await expect(log.getByRole("status")).toContainText("Saved");
  await log.getByRole("button", { name: "Done" }).click();

  // The three taps: when, how bad, which medicine (the chip saves).
  let taps = 0;
  const tap = async (name: string) => {
    await log.getByRole("button", { name, exact: true }).click();
    taps += 1;
  };
  await tap("Headache now");
  await tap("Severe");
  await tap("Sumatriptan");
  expect(taps).toBe(3);
  await expect(log.getByRole("status")).toContainText("Saved: Severe headache");

  // Details later: the side, what it felt like, and sickness.
  await log.getByRole("button", { name: "Add details" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Left", exact: true }).click();
  await dialog.getByRole("button", { name: /throbbing/i }).click();
  await dialog.getByRole("button", { name: /feeling sick|nausea/i }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // The calendar names today with its worst severity and the medicine; the trends count it.
  const today = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long" });
  const calendar = page.getByRole("region", { name: "Calendar" });
  await expect(calendar.getByRole("button", { name: new RegExp(`^${today}(, today)?: 2 headaches, worst severe, medicine taken`) })).toBeVisible();
  const trends = page.getByRole("region", { name: "Trends" });
  await expect(trends).toContainText(/triptan/i);

  // No sideways scrolling on a phone, and no accessibility violations with the details in.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "screenshots/diary-390-dark.png", fullPage: true });

  // The report of a conversation started now carries the diary after page one.
  await page.goto("/chat");
  await new ChatPage(page).sendFirstMessage("I get throbbing headaches on the left with nausea");
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  await page.goto(`${new URL(page.url()).pathname}/report`);
  await expect(page.getByRole("heading", { name: /^Headache diary/ })).toBeVisible();
  await expect(page.getByText(/2 headaches|headache days/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
