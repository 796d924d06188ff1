import { expect, test } from "../support/fixtures.ts";
import { ChatPage } from "../support/chat-page.ts";

// Issue 15: the report is always reachable, an emergency offers a call, offline never hangs, the last
// answer can be changed, messages can be copied and carry their time, and the list can be searched.

test("after an emergency the banner calls the region's number, no chips loop, and the report opens", async ({ browser, clientIp }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: "en-GB", extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("I was at the gym and suddenly got the worst headache of my life, it hit like a thunderclap");
  const banner = page.getByRole("alert").filter({ hasText: "This could be a medical emergency" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Call 999" })).toHaveAttribute("href", "tel:999");
  // The banner and the reply name the same number: the region's, from the browser's locale (Accept-Language for the reply).
  await expect(banner).toContainText("Please call emergency services (999)");
  await expect(chat.messages().nth(1)).toContainText("Please call emergency services (999)");
  await expect(page.getByRole("group", { name: "Suggested replies" })).toHaveCount(0);

  await chat.reportAction().click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+\/report$/);
  await context.close();
});

test("the report is reachable from the header during the interview", async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("Pressing headache across my forehead most afternoons");
  await expect(chat.suggestions().first()).toBeVisible();
  await chat.reportAction().click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+\/report$/);
});

test("offline, a message waits (no endless Thinking) and goes out once when the connection is back", async ({ page, context }) => {
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("Pressing headache across my forehead most afternoons");
  await expect(chat.messages()).toHaveCount(2);
  await context.setOffline(true);
  await expect(page.getByText("You are offline. Messages will be sent when the connection is back.")).toBeVisible();
  await chat.reply("They last about three hours");
  await expect(page.getByText("Waiting for a connection")).toBeVisible();
  await expect(page.getByText("Thinking")).toHaveCount(0);
  await page.screenshot({ path: "screenshots/conversation-offline-desktop-light.png" });

  // Cancel gives the text back; sending again and reconnecting delivers it.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("They last about three hours");
  await page.getByRole("textbox", { name: "Message", exact: true }).press("Enter");
  await expect(page.getByText("Waiting for a connection")).toBeVisible();
  await context.setOffline(false);
  await expect(chat.messages()).toHaveCount(4);
  await page.reload();
  await expect(chat.messages().filter({ hasText: "They last about three hours" })).toHaveCount(1);
});

test("the chat home's preparing overlay can be cancelled while offline", async ({ page, context }) => {
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await expect(page.getByLabel("Your first message")).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel("Your first message").fill("Sharp pain behind one eye at night");
  await page.getByLabel("Your first message").press("Enter");
  const overlay = page.getByRole("dialog", { name: "Preparing your first reply" });
  await expect(overlay.getByText("You are offline. Your message will be sent when the connection is back.")).toBeVisible();
  await overlay.getByRole("button", { name: "Cancel" }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByLabel("Your first message")).toHaveValue("Sharp pain behind one eye at night");
  await context.setOffline(false);
});

test("the last answer can be changed: it and its reply are replaced, also after a reload", async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("I get throbbing headaches on the left side about twice a month, with nausea");
  const chips = chat.suggestions();
  await expect(chips.first()).toBeVisible();
  const labels = await chips.allInnerTexts();
  expect(labels.length).toBeGreaterThan(1);
  const checklist = await chat.doneButton().isVisible();
  await chips.nth(0).click();
  if (checklist) await chat.doneButton().click();
  await expect(chat.messages()).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Stop reply" })).toBeHidden();

  await page.getByRole("button", { name: "Change your last message" }).click();
  await expect(page.getByText(/Changing your last message/)).toBeVisible();
  await expect(chat.messages()).toHaveCount(2);
  await chat.suggestions().nth(1).click();
  if (checklist) await chat.doneButton().click();
  await expect(chat.messages()).toHaveCount(4);
  await expect(chat.messages().nth(2)).toContainText(labels[1] ?? "");
  await page.reload();
  await expect(chat.messages()).toHaveCount(4);
  await expect(chat.messages().nth(2)).toContainText(labels[1] ?? "");
});

test("a message can be copied, shows its time, and the list can be searched", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const chat = new ChatPage(page);
  await chat.startAsGuest();
  await chat.sendFirstMessage("Dull ache behind both eyes after screens");
  await expect(chat.messages().first().locator("time")).toHaveText(/\d{1,2}:\d{2}/);
  await chat.messages().first().getByRole("button", { name: "Copy message" }).click();
  await expect(page.getByText("Message copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Dull ache behind both eyes after screens");

  // The snackbar sits above the chat input, not over it, once it has slid into place.
  const clearOfInput = async () => {
    const snackbar = await page.getByText("Message copied").boundingBox();
    const input = await page.getByRole("textbox", { name: "Message", exact: true }).boundingBox();
    return Boolean(snackbar && input && snackbar.y + snackbar.height <= input.y);
  };
  await expect.poll(clearOfInput).toBe(true);

  const list = await chat.conversationList();
  await expect(list.getByText(/^Today \d/).first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("screens");
  await expect(list.getByText(/^Dull ache/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("thunderclap");
  await expect(page.getByText("No conversations match “thunderclap”.")).toBeVisible();
});
