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
    // The conversation page loads as its own chunk: until it shows, the chat home's box is still there.
    await expect(this.messages().first()).toBeVisible();
  }

  /** The message items only: a bot reply's own markdown lists are list items too, one level down. */
  messages() {
    return this.page.getByRole("list", { name: "Messages" }).locator(":scope > li");
  }

  async reply(text: string) {
    const box = this.page.getByRole("textbox", { name: "Message", exact: true });
    await box.fill(text);
    // Enter sends nothing while the last reply is still arriving (the text stays in the box): wait
    // until the composer can send, as a person waits for the reply to finish.
    await expect(this.page.getByRole("button", { name: "Send message" })).toBeEnabled();
    await box.press("Enter");
  }

  /** The quick-reply chips of the last question (not its "Done" button). */
  suggestions() {
    return this.page.getByRole("group", { name: "Suggested replies" }).last().getByRole("button").filter({ hasNotText: /^Done$/ });
  }

  /** The "Done" button of a checklist question's chips (absent for single-choice questions). */
  doneButton() {
    return this.page.getByRole("group", { name: "Suggested replies" }).last().getByRole("button", { name: "Done", exact: true });
  }

  /** The conversation header's Report action. */
  reportAction() {
    return this.page.getByRole("link", { name: "Report", exact: true });
  }

  /** The conversation list, opening the phone's drawer first when the list is not on screen. */
  async conversationList() {
    const list = this.page.getByRole("list", { name: "Your conversations" });
    if (!(await list.isVisible())) await this.page.getByRole("button", { name: "Show conversations" }).click();
    await expect(list).toBeVisible();
    return list;
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
      // A checklist question sends its chosen chips with Done (asked first: a single choice sends at once,
      // and the next question may already show its own Done).
      const checklist = await this.doneButton().isVisible();
      await chips.nth(pick >= 0 ? pick : 0).click();
      if (checklist) await this.doneButton().click();
      await expect.poll(() => this.messages().count()).toBeGreaterThan(before + 1);
      // A streamed reply shows before it is finished: wait for it to settle (no Stop button).
      await expect(this.page.getByRole("button", { name: "Stop reply" })).toBeHidden();
    }
    await expect(report).toBeVisible();
  }
}
