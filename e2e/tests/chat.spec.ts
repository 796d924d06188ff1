import { expect, expectNoAxeViolations, test } from "../support/fixtures.ts";
import { ChatPage } from "../support/chat-page.ts";

test.describe("chat", () => {
  test.describe("with the browser's usual motion", () => {
    // Every other journey runs with reduced motion (playwright.config.ts); this one keeps the
    // transitions on, so nothing the app does depends on them being off.
    test.use({ reducedMotion: "no-preference" });
    test("a guest chats to the end of the interview by quick replies, then rates it", async ({ page }) => {
      test.setTimeout(120_000);
      const chat = new ChatPage(page);
      await chat.startAsGuest();
      await chat.sendFirstMessage("I get throbbing headaches on the left side about twice a month, with nausea, and light bothers me");
      await expect(chat.messages().first()).toContainText("throbbing headaches");
      await chat.answerByQuickRepliesUntilEnd();

      await page.getByRole("button", { name: "This chat was not helpful" }).click();
      const dialog = page.getByRole("dialog", { name: "Share Feedback" });
      await expect(dialog.getByText("Was this chat helpful?")).toBeVisible();
      // The thumb pressed preselects the answer.
      await expect(dialog.getByRole("button", { name: "Not quite" })).toHaveAttribute("aria-pressed", "true");
      await dialog.getByLabel("Too slow to respond").check();
      await dialog.getByLabel("Not detailed enough").check();
      await dialog.getByLabel("Additional comments").fill("More detail on triggers, please.");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Feedback submitted successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  });

  test("a guest renames the conversation from the header by keyboard", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("My head hurts every morning");
    const rename = page.getByRole("button", { name: "Rename conversation", exact: true });
    await rename.click();
    // The dialog loads with its first opening; the title comes prefilled, focused and selected.
    const dialog = page.getByRole("dialog", { name: "Rename conversation" });
    const field = dialog.getByRole("textbox", { name: "Title" });
    await expect(field).toBeFocused();
    const title = await field.inputValue();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, title.length]);
    await page.keyboard.press("Delete");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Enter a title")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(rename).toBeFocused();

    await rename.press("Enter");
    await expect(field).toHaveValue(title);
    await page.keyboard.type("Morning headaches");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Morning headaches" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Morning headaches" })).toBeVisible();
  });

  test("a thunderclap story shows the emergency alert on the first reply", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("I was at the gym and suddenly got the worst headache of my life, it hit like a thunderclap");
    await expect(page.getByRole("alert").filter({ hasText: "This could be a medical emergency" })).toBeVisible();
    await expect(chat.messages().nth(1)).toContainText(/emergency/i);
  });

  test("markup in a message and a javascript: link in a bot reply render inert", async ({ page }) => {
    const chat = new ChatPage(page);
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await chat.startAsGuest();
    await chat.sendFirstMessage("My head hurts every morning");
    // The bot's next reply comes from a rewritten response: the renderer must defuse it, whatever the server sends.
    await page.route("**/api/continue-conversation", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      body.response = 'Read [this guide](javascript:alert(1)) and <img src=x onerror="alert(2)"> **bold** <script>alert(3)</script>';
      await route.fulfill({ response, json: body });
    });
    await chat.reply('<img src=x onerror="alert(4)"> is what I typed');
    const reply = chat.messages().last();
    await expect(reply).toContainText("bold");
    await expect(reply.locator("img, script")).toHaveCount(0);
    const link = reply.getByText("this guide");
    await expect(link).toBeVisible();
    expect(await link.getAttribute("href")).toBeFalsy();
    await link.click();
    await expect(chat.messages().nth(-2)).toContainText('<img src=x onerror="alert(4)"> is what I typed');
    expect(dialogs).toBe(0);
  });

  test("a send that fails on the network, then a retry, shows the message once", async ({ page }) => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("Pressing headache across my forehead most afternoons");
    await expect(chat.messages()).toHaveCount(2);
    const before = 2;
    let failing = true;
    await page.route("**/api/continue-conversation", (route) => (failing ? route.abort("internetdisconnected") : route.continue()));
    await chat.reply("They last about three hours");
    await expect(page.getByText("Sorry, I couldn't process your request. Please try again.")).toBeVisible({ timeout: 30_000 });
    failing = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Sorry, I couldn't process your request. Please try again.")).toBeHidden();
    await expect.poll(() => chat.messages().count()).toBe(before + 2);
    await expect(chat.messages().filter({ hasText: "They last about three hours" })).toHaveCount(1);
    await page.reload();
    await expect(chat.messages().filter({ hasText: "They last about three hours" })).toHaveCount(1);
  });

  test("a conversation can be deleted from the list after confirming", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("Dull ache behind both eyes after screens");
    const list = page.getByRole("list", { name: "Your conversations" });
    if (!(await list.isVisible())) await page.getByRole("button", { name: /conversations/i }).first().click();
    const item = list.getByRole("button", { name: /^Delete conversation: Dull ache/ });
    await item.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(list.getByText(/^Dull ache/)).toHaveCount(0);
  });
});
