import type { Page } from "@playwright/test";

/** The intake form, by its labels. */
export class IntakePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  complaint() {
    return this.page.getByRole("textbox", { name: /what brings you here/i });
  }

  age() {
    return this.page.getByRole("textbox", { name: /age \(years\)/i });
  }

  days(severity: "Extremely severe" | "Severe" | "Moderate" | "Mild") {
    return this.page.getByRole("textbox", { name: severity, exact: true });
  }

  async next() {
    await this.page.getByRole("button", { name: "Next" }).click();
  }

  /** "Finish and start chat" on the last step, "Skip the rest and start chat" before it (saving an edit: "Save ..."). */
  async finish() {
    await this.page.getByRole("button", { name: /^(Finish and start chat|Skip the rest and start chat|Save changes|Save and skip the rest)$/ }).click();
  }
}
