import { describe, expect, it } from "vitest";
import { dateFormatter } from "./date-format";

describe("dateFormatter", () => {
  it("formats like toLocaleDateString with the same options and locale", () => {
    const day = new Date(2026, 10, 23, 12);
    const options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
    expect(dateFormatter(options, "en-GB")(day)).toBe(day.toLocaleDateString("en-GB", options));
  });

  it("keeps one formatter across calls: each call still formats its own date", () => {
    const format = dateFormatter({ day: "numeric", month: "long" }, "en-GB");
    expect([format(new Date(2026, 0, 5, 12)), format(new Date(2026, 11, 31, 12))]).toEqual([new Date(2026, 0, 5, 12).toLocaleDateString("en-GB", { day: "numeric", month: "long" }), new Date(2026, 11, 31, 12).toLocaleDateString("en-GB", { day: "numeric", month: "long" })]);
  });
});
