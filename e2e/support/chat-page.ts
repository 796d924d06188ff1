import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The chat screens, driven by labels and roles (vercel/ai-chatbot's page-object habit). */
export class ChatPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async startAsGuest() {
    await this.page.goto("/");
    await this.page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(this.page).toHaveURL(/\/intake$/);
    await this.page.goto("/chat");
  }

  async sendFirstMessage(text: string) {
    await this.page.getByLabel("Your first message").fill(text);
    await this.page.getByLabel("Your first message").press("Enter");
    await expect(this.page).toHaveURL(/\/chat\/[\w-]+$/);
  }

  /** The message items only: a bot reply's own markdown lists are list items too, one level down. */
  messages() {
    return this.page.getByRole("list", { name: "Messages" }).locator(":scope > li");
  }

  async reply(text: string) {
    const box = this.page.getByRole("textbox", { name: "Message" });
    await box.fill(text);
    await box.press("Enter");
  }

  suggestions() {
    return this.page.getByRole("group", { name: "Suggested replies" }).last().getByRole("button");
  }

  /** Answers by quick replies, preferring a "no" answer, until the interview ends (the report action shows). */
  async answerByQuickRepliesUntilEnd(maxTurns = 15) {
    const report = this.page.getByRole("button", { name: "View your report" });
    for (let turn = 0; turn < maxTurns; turn++) {
      if (await report.isVisible()) return;
      const chips = this.suggestions();
      await expect(chips.first()).toBeVisible();
      const labels = await chips.allInnerTexts();
      const pick = labels.findIndex((l) => /^no\b|none|not sure/i.test(l));
      const before = await this.messages().count();
      await chips.nth(pick >= 0 ? pick : 0).click();
      await expect.poll(() => this.messages().count()).toBeGreaterThan(before + 1);
      // A streamed reply shows before it is finished: wait for it to settle (no Stop button).
      await expect(this.page.getByRole("button", { name: "Stop reply" })).toBeHidden();
    }
    await expect(report).toBeVisible();
  }
}
