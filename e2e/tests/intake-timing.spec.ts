import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { IntakePage } from "../support/intake-page.ts";

// How long the intake takes a person, measured on the real page: every tap and typed field of a
// migraine history is counted, and a time estimate is made from them (Playwright itself is far
// faster than a person). The model is deliberately plain, so before/after numbers compare:
// a tap 2.5 s (find and press), a short typed answer 6 s, the free-text complaint 25 s, and 6 s
// of reading for each new screen or opened part.
const SECONDS = { tap: 2.5, typed: 6, freeText: 25, read: 6 };

class Meter {
  taps = 0;
  typed = 0;
  freeText = 0;
  reads = 0;
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async tap(target: Locator) {
    this.taps += 1;
    await target.click();
  }
  async type(target: Locator, text: string, free = false) {
    if (free) this.freeText += 1;
    else this.typed += 1;
    await target.fill(text);
  }
  read() {
    this.reads += 1;
  }
  /** Opens a collapsed part of the headache step (a tap and a read); an open one costs nothing. */
  async open(title: string) {
    const header = this.page.getByRole("button", { name: title });
    if ((await header.getAttribute("aria-expanded")) !== "true") {
      await this.tap(header);
      this.read();
    }
  }
  seconds() {
    return this.taps * SECONDS.tap + this.typed * SECONDS.typed + this.freeText * SECONDS.freeText + this.reads * SECONDS.read;
  }
  summary(name: string) {
    const s = this.seconds();
    return `${name}: ${this.taps} taps, ${this.typed + this.freeText} typed fields (${this.freeText} free text), ${this.reads} screens/parts read: about ${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
  }
}

const chip = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The common path of a migraine history: the required part, the headache details that matter most, the attack medicine. */
async function commonMigrainePath(page: Page, meter: Meter, options = { finish: true }) {
  const intake = new IntakePage(page);
  meter.read();
  await meter.type(intake.complaint(), "Throbbing headaches on one side with nausea, worse with light, about twice a week", true);
  if ((await intake.age().inputValue()) === "") await meter.type(intake.age(), "34");
  if ((await chip(page, "Female").getAttribute("aria-pressed")) !== "true") await meter.tap(chip(page, "Female"));
  await meter.tap(page.getByRole("button", { name: "Next" }));
  meter.read();
  await meter.open("How often and how bad");
  await meter.type(intake.days("Moderate"), "4");
  await meter.type(intake.days("Severe"), "2");
  await meter.tap(chip(page, "Moderately limited"));
  await meter.open("Where it hurts and how it feels");
  await meter.tap(chip(page, "Temples"));
  await meter.tap(chip(page, "Varies"));
  await meter.tap(chip(page, "Throbbing"));
  await meter.open("How long an attack lasts");
  await meter.tap(chip(page, "4-72 h").first());
  await meter.open("Symptoms with the headache");
  for (const s of ["Nausea", "Light bothers me", "Noise bothers me"]) await meter.tap(chip(page, s));
  await meter.open("Triggers and what helps");
  for (const s of ["Stress", "Lack of sleep", "Dark, quiet room"]) await meter.tap(chip(page, s));
  // The medicine for attacks (medication overuse matters): the next step, one row.
  await meter.tap(page.getByRole("button", { name: /^(Next|Add more details)/ }));
  meter.read();
  await expect(page.getByRole("heading", { name: "Medicines", exact: true })).toBeVisible();
  await meter.tap(page.getByRole("button", { name: "Add acute medicine" }));
  const row = page.getByRole("group", { name: "Acute medicine 1" });
  await meter.type(row.getByRole("textbox", { name: "Name" }), "Ibuprofen");
  await meter.type(row.getByRole("textbox", { name: "Days a month" }), "6");
  if (options.finish) await meter.tap(page.getByRole("button", { name: /start chat/ }).first());
}

/** Everything a thorough person with migraine adds on top: onset and aura, patterns, each optional step. */
async function restOfFullPath(page: Page, meter: Meter) {
  const intake = new IntakePage(page);
  // Back to the headache step for the folded parts.
  await meter.tap(page.getByRole("button", { name: "Back" }));
  meter.read();
  await meter.open("When it started and aura");
  await meter.type(page.getByRole("textbox", { name: "Age when the headaches started" }), "16");
  await meter.tap(chip(page, "Visual (zigzags, spots, loss)"));
  await meter.open("Patterns");
  await meter.tap(chip(page, "Evening"));
  await meter.tap(chip(page, "After stress"));
  await meter.tap(page.getByRole("button", { name: "Add more details" }));
  meter.read();
  // Medicines: the attack medicine is there already; one preventive tried before.
  await meter.tap(page.getByRole("button", { name: "Add preventive medicine" }));
  const prev = page.getByRole("group", { name: "Preventive medicine 1" });
  await meter.type(prev.getByRole("textbox", { name: "Name" }), "Propranolol");
  await meter.tap(prev.getByRole("button", { name: "Less than 50% better" }));
  // The remaining optional steps: read each, answer what a person typically knows.
  for (let step = 0; step < 8; step++) {
    const next = page.getByRole("button", { name: "Next" });
    if (!(await next.isVisible())) break;
    await meter.tap(next);
    meter.read();
    const heading = await page.locator("#intake-section-title").innerText();
    if (heading === "Daily life") {
      for (const [label, value] of [["Caffeinated drinks a day", "2"], ["Hours of sleep a night", "7"], ["Days of exercise a week", "2"], ["Alcoholic drinks a week", "3"]] as const) {
        await meter.type(page.getByRole("textbox", { name: label }), value);
      }
    }
  }
  await meter.tap(intake.page.getByRole("button", { name: /start chat/ }).first());
}

test.describe("intake timing", () => {
  test("a guest's common migraine path is counted, timed and fits three minutes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const meter = new Meter(page);
    await commonMigrainePath(page, meter);
    await expect(page).toHaveURL(/\/chat\/[\w-]+$/, { timeout: 20_000 });
    const line = meter.summary("intake common migraine path (guest)");
    console.log(line);
    test.info().annotations.push({ type: "intake-timing", description: line });
    expect(meter.seconds()).toBeLessThanOrEqual(180);
  });

  test("the full path of a thorough migraine history is counted and timed", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/intake$/);
    const meter = new Meter(page);
    // The common path without its last tap, then everything else.
    await commonMigrainePath(page, meter, { finish: false });
    await restOfFullPath(page, meter);
    await expect(page).toHaveURL(/\/chat\/[\w-]+$/, { timeout: 20_000 });
    const line = meter.summary("intake full migraine path (guest, every step)");
    console.log(line);
    test.info().annotations.push({ type: "intake-timing", description: line });
  });
});
