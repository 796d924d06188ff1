import { expect, expectNoAxeViolations, test } from "../support/fixtures.ts";
import { ChatPage } from "../support/chat-page.ts";

// Issue 15 item 1: the conversation screen fits the viewport. Nothing overflows sideways, and a wheel
// over the messages scrolls the message list, never the page (the top bar stays put).
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`the conversation screen neither overflows nor scrolls the page at ${viewport.width}x${viewport.height}`, async ({ browser, clientIp }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: viewport.width, height: viewport.height },
      extraHTTPHeaders: { "x-forwarded-for": clientIp },
    });
    const page = await context.newPage();
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("Throbbing pain on one side with nausea, twice a month, light bothers me");
    // Enough messages for the list to scroll.
    for (const text of ["It lasts most of a day", "Walking up stairs makes it worse", "No aura that I know of"]) {
      const before = await chat.messages().count();
      await chat.reply(text);
      await expect.poll(() => chat.messages().count()).toBeGreaterThan(before + 1);
    }

    const size = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
    expect(size.scrollHeight).toBeLessThanOrEqual(size.innerHeight);

    const topBar = page.getByRole("banner");
    await expect(topBar).toBeInViewport();
    const list = page.getByRole("list", { name: "Messages" });
    const box = await list.boundingBox();
    if (!box) throw new Error("no message list");
    await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, viewport.height / 2));
    for (const dy of [-2000, 2000, 600]) await page.mouse.wheel(0, dy);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }))).toEqual({ x: 0, y: 0 });
    await expect(topBar).toBeInViewport({ ratio: 1 });

    // Horizontal wheel and keyboard scrolling do not move the page either.
    await page.mouse.wheel(800, 0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    await expectNoAxeViolations(page);
    await context.close();
  });
}

test("the phone's conversation drawer has a name, and each row and the header offer the report", async ({ browser, clientIp }) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
  });
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("Dull ache behind both eyes after screens");
  await expect(chat.reportAction()).toBeVisible();

  await page.getByRole("button", { name: "Show conversations" }).click();
  const drawer = page.getByRole("dialog", { name: "Conversations" });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole("link", { name: /^Report: Dull ache/ }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+\/report$/);
  await context.close();
});
