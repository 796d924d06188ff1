import { describe, expect, it } from "vitest";
import { conversationDate, messageTime } from "./format-time";

const now = new Date(2026, 10, 23, 16, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe("conversationDate", () => {
  it("says Today or Yesterday with the time", () => {
    expect(conversationDate(at(2026, 10, 23, 14, 5), now)).toMatch(/^Today (14:05|0?2:05\sPM)$/);
    expect(conversationDate(at(2026, 10, 22, 9, 12), now)).toMatch(/^Yesterday 0?9:12( AM)?$/);
  });

  it("gives the day and time earlier this year, and the year for older ones", () => {
    expect(conversationDate(at(2026, 2, 4, 8, 0), now)).toMatch(/Mar.*4.*08:00|4.*Mar.*08:00/);
    expect(conversationDate(at(2024, 2, 4, 8, 0), now)).toMatch(/2024/);
  });

  it("is empty for an unreadable stamp", () => {
    expect(conversationDate("not a date", now)).toBe("");
    expect(messageTime("")).toBe("");
  });
});
