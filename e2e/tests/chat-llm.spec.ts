import type { Page } from "@playwright/test";
import { emergencyLine } from "@hg/shared/clinical-vocabulary";
import { emergencyNumbersFor } from "@hg/shared/emergency-numbers";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { ChatPage } from "../support/chat-page.ts";
import { expect, test as base } from "../support/fixtures.ts";
import { startSlowOpenAi, type SlowOpenAi } from "../support/slow-openai-server.ts";

// Issue 9 in the browser: a second app server whose replies a model phrases (the scripted
// OpenAI-compatible server of the server's tests, streaming slowly), the engine still in charge.

let model: SlowOpenAi;
let app: AppServer;

// Same fixtures, but the browser talks to this file's server.
const test = base.extend({
  context: async ({ browser, clientIp }, use) => {
    const context = await browser.newContext({ baseURL: app.baseUrl, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    await use(context);
    await context.close();
  },
});

test.beforeAll(async () => {
  test.setTimeout(90_000);
  model = await startSlowOpenAi();
  app = await startAppServer({
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: "fake-model-e2e",
    LLM_API_KEY: "sk-e2e",
    LLM_TIMEOUT_MS: "15000",
  });
});

test.afterAll(async () => {
  await app?.stop();
  await model?.close();
});

test.beforeEach(() => {
  model.behave("normal");
  model.chunkDelayMs = 0;
});

/** Records, on every change of the message list, the last message's text and whether it is still arriving. */
async function watchLastMessage(page: Page) {
  await page.evaluate(() => {
    const seen: { text: string; busy: boolean; stop: boolean }[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const last = document.querySelector('[aria-label="Messages"] > li:last-child');
      if (!last) return;
      seen.push({
        // The bubble only, not the quick replies under it.
        text: last.firstElementChild?.textContent ?? "",
        busy: last.getAttribute("aria-busy") === "true",
        stop: document.querySelector('button[aria-label="Stop reply"]') !== null,
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { text: string; busy: boolean; stop: boolean }[] }).__seen);
}

const FIRST_SENTENCE = "Thank you for telling me, that helps me understand what is going on.";

test.describe("chat with a model phrasing the replies", () => {
  test("a guest sees the reply stream in, then answers by quick replies to the report", async ({ page }) => {
    test.setTimeout(150_000);
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("I get throbbing headaches on the left side about twice a month, with nausea, and light bothers me");
    // The first reply: the engine's welcome, then the model's words asking the engine's question.
    await expect(chat.messages().nth(1)).toContainText(FIRST_SENTENCE);

    model.chunkDelayMs = 120;
    const seen = await watchLastMessage(page);
    // Any quick reply to the engine's first question (a duration; "no" if it is a safety question).
    const no = chat.suggestions().filter({ hasText: /^no\b|minutes|hours/i }).first();
    await expect(no).toBeVisible();
    const before = await chat.messages().count();
    await no.click();
    const reply = chat.messages().nth(before + 1);
    // Part of the reply shows while it is still arriving, with the Stop button.
    await expect(reply).toContainText(FIRST_SENTENCE);
    await expect(reply).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("button", { name: "Stop reply" })).toBeVisible();
    // Then it finishes: the Stop button goes, the quick replies come, the live region reads it once.
    await expect(page.getByRole("button", { name: "Stop reply" })).toBeHidden({ timeout: 20_000 });
    await expect(reply).not.toHaveAttribute("aria-busy");
    const finalText = (await reply.locator(":scope > div").first().textContent()) ?? "";
    expect(finalText).toMatch(/\?$/);
    const streamed = (await seen()).filter((s) => s.busy && s.stop);
    expect(streamed.length).toBeGreaterThan(0);
    // Each state seen while it arrived was the start of the final text, and some were shorter.
    expect(streamed.filter((s) => !finalText.startsWith(s.text))).toEqual([]);
    expect(streamed.some((s) => s.text.length < finalText.length && s.text.includes("Thank you"))).toBe(true);
    await expect(page.locator('[aria-live="polite"]')).toContainText(FIRST_SENTENCE);

    model.chunkDelayMs = 5;
    await chat.answerByQuickRepliesUntilEnd(20);
    await expect(page.getByRole("button", { name: "View your report" })).toBeVisible();
  });

  test("a reply with markdown is drawn as rich text (its parser loaded on demand, decision 017)", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("I get throbbing headaches on the left side about twice a month, with nausea");
    await expect(chat.messages().nth(1)).toContainText(FIRST_SENTENCE);
    await expect(chat.messages().nth(1).locator("p").first()).toBeVisible();
    model.behave("markdown");
    const before = await chat.messages().count();
    await chat.suggestions().first().click();
    const reply = chat.messages().nth(before + 1);
    await expect(reply.locator("strong", { hasText: "Thank you" })).toBeVisible();
    await expect(reply).not.toContainText("**");
  });

  test("Stop keeps what arrived, marked as cut short, and the server keeps the same", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    await chat.sendFirstMessage("Pressing headache across my forehead most afternoons");
    model.chunkDelayMs = 250;
    await chat.reply("They last about three hours");
    const reply = chat.messages().nth(3);
    await expect(reply).toContainText(FIRST_SENTENCE);
    await page.getByRole("button", { name: "Stop reply" }).click();
    await expect(reply).toContainText("Stopped: this reply was cut short.");
    await expect(reply).not.toContainText("?");
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    // After a reload the stored conversation shows the same words: the stop reached the server.
    await expect(async () => {
      await page.reload();
      await expect(chat.messages()).toHaveCount(4, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(chat.messages().nth(3)).toContainText(FIRST_SENTENCE);
    await expect(chat.messages().nth(3)).not.toContainText("?");
    // The cut-short mark comes from the server's history, so it survives the reload.
    await expect(chat.messages().nth(3)).toContainText("Stopped: this reply was cut short.");
  });

  test("an emergency story shows the alert and the engine's emergency text first, without asking the model", async ({ page }) => {
    model.behave("downplay");
    const chat = new ChatPage(page);
    await chat.startAsGuest();
    const calls = model.calls();
    await chat.sendFirstMessage("I was at the gym and suddenly got the worst headache of my life, it hit like a thunderclap");
    await expect(page.getByRole("alert").filter({ hasText: "This could be a medical emergency" })).toBeVisible();
    const reply = chat.messages().nth(1);
    // The engine's emergency line, naming the number of the browser's region (its Accept-Language).
    const line = emergencyLine(emergencyNumbersFor(await page.evaluate(() => [...navigator.languages])));
    await expect(reply).toContainText(line);
    expect(((await reply.textContent()) ?? "").replace(/^Assistant said:\s*/, "").startsWith(line)).toBe(true);
    await expect(reply).not.toContainText(/nothing serious|no need/i);
    expect(model.calls()).toBe(calls);
  });
});
