import { expect, shotInBothSchemes, test } from "../support/fixtures.ts";
import { ChatPage } from "../support/chat-page.ts";

// Screenshots of the chat screens, desktop and mobile, light and dark (switched in place on each
// screen), each checked with axe-core.
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
  { name: "small", width: 320, height: 640 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`chat screens at ${viewport.name} in light and dark`, async ({ browser, clientIp }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: viewport.width, height: viewport.height },
      extraHTTPHeaders: { "x-forwarded-for": clientIp },
    });
    const page = await context.newPage();
    const shot = (name: string, options: { axe?: boolean } = {}) => shotInBothSchemes(page, name, viewport.name, options);
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await expect(page.getByLabel("Your first message")).toBeVisible();
    await shot("chat-home");

    // Hold the first reply back so the thinking overlay is on screen long enough to see.
    await page.route("**/api/new-conversation", async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue();
    });
    await page.getByLabel("Your first message").fill("Sudden worst headache of my life while lifting, like a thunderclap");
    await page.getByLabel("Your first message").press("Enter");
    await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
    await shot("thinking-overlay", { axe: false });
    await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
    await expect(page.getByRole("alert").filter({ hasText: "This could be a medical emergency" })).toBeVisible();
    await shot("emergency-alert");
    await page.unroute("**/api/new-conversation");

    await page.goto("/chat");
    await chat.sendFirstMessage("Throbbing pain on one side with nausea, twice a month");
    await page.route("**/api/continue-conversation", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      body.response = `${String(body.response)}\n\n**Good to know:**\n\n- A diary helps your doctor\n- Note what you took and when\n\n> Only a doctor can confirm what it is.`;
      await route.fulfill({ response, json: body });
    });
    await chat.reply("No, it built up over an hour");
    await expect(chat.messages().last()).toContainText("A diary helps your doctor");
    await shot("conversation-markdown");
    if (viewport.width < 900) {
      await page.getByRole("button", { name: "Show conversations" }).click();
      await expect(page.getByRole("dialog", { name: "Conversations" })).toBeVisible();
      await shot("conversation-drawer");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Conversations" })).toBeHidden();
    }
    await page.getByRole("button", { name: "Change your last message" }).click();
    await shot("conversation-editing");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "This chat was helpful" }).click();
    await expect(page.getByRole("dialog", { name: "Share Feedback" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Not quite" }).click();
    await shot("feedback-dialog");
    await context.close();
  });
}
