import type { Page } from "@playwright/test";
import { emailTo, expect } from "./fixtures.ts";

export const PASSWORD = "Calm-river-42!";

/** The landing screen's auth card, driven the way a person does: labels and roles only. */
export class AuthPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(path = "/") {
    await this.page.goto(path);
    await expect(this.page.getByRole("button", { name: "Continue as guest" })).toBeVisible();
  }

  form(name: "Log in" | "Create account") {
    return this.page.getByRole("form", { name });
  }

  async toSignup() {
    await this.page.getByRole("button", { name: "New to the product? Create an account" }).click();
  }

  async signUp(email: string, password = PASSWORD) {
    const form = this.form("Create account");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByLabel("Confirm password").fill(password);
    await form.getByRole("button", { name: "Create account" }).click();
  }

  async logIn(email: string, password = PASSWORD) {
    const form = this.form("Log in");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Log in" }).click();
  }

  /** Follows the verification link from the outbox in this browser, then continues from /verify-email. */
  async verifyFromOutbox(email: string) {
    const mail = await emailTo(email);
    const link = mail.links[0] ?? "";
    await this.page.goto(link);
    await expect(this.page).toHaveURL(/\/verify-email$/);
    await expect(this.page.getByRole("heading", { name: "Your email address is verified" })).toBeVisible();
    await this.page.getByRole("button", { name: "Continue" }).click();
  }

  /** A whole new account from the landing card: sign up, verify by the emailed link, fill the details; lands on /intake. */
  async createAccount(email: string, name?: string) {
    await this.open();
    await this.toSignup();
    await this.signUp(email);
    await this.verifyFromOutbox(email);
    await this.fillUserDetails(name);
    await expect(this.page).toHaveURL(/\/intake$/);
  }

  async fillUserDetails(name = "Alex Example") {
    await expect(this.page).toHaveURL(/\/user-details$/);
    const form = this.page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Female").check();
    await form.getByLabel("Date of birth").fill("1988-06-15");
    await form.getByRole("button", { name: /save|continue/i }).click();
  }
}
