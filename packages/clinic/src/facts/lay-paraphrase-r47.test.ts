import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 47 of fresh cases (issue 13), each with speakers of its own.


describe("the form's numbers disowned in chat", () => {
  it("'I put the wrong numbers in the medicine part of the form' and a diary count: the diary's count only", () => {
    const a = story(
      { age: 31, medications: { acute: [{ name: "sumatriptan", days_per_month: 15 }, { name: "ibuprofen", days_per_month: 10 }] } },
      "Sorry I think I put the wrong numbers in the medicine part of the form. Last night I sat with my diary and counted properly: triptan days were 6, 5 and 7 in the last three months, plus ibuprofen on 1 or 2 other days. So 7 or 8 days a month with any tablet at all.",
    );
    expect(a.red_flags.map((f) => f.code)).not.toContain("medication_overuse");
  });
  it("'When I filled the form I just guessed the numbers, please ignore' lets the chat's rough count stand", () => {
    const a = story({ age: 43, headache_history: { moderate_days: 6, mild_days: 6 } }, "When I filled the form I just guessed the numbers, please ignore.", "My head has been paining me almost every day");
    expect(a.facts.find((f) => f.key === "headache_days")?.value).toBeGreaterThan(20);
  });
  it.each(["October I took something on 24 days, September 22 days.", "triptan days were 6, 5 and 7 in the last three months"])("a count month by month: %s", (text) => {
    const f = story(null, text).facts.filter((x) => x.key.startsWith("med:") && typeof x.value === "number");
    expect(f.length).toBeGreaterThan(0);
  });
  it("'So 7 or 8 days a month with any tablet at all' is neither headache days nor the last medicine's", () => {
    expect(value("headache_days", "So 7 or 8 days a month with any tablet at all.")).toBeUndefined();
  });
});

describe("a headache worst on waking that eases once up", () => {
  it.each([
    "Once I've been up an hour, had brekky and walked the dog it's eased off heaps.",
    "typing for my daughter. She wakes crying at 5am holding her head. By 10 or 11 o'clock she is better",
  ])("%s", (text) => {
    expect(yes("worse_lying", text)).toBe(true);
  });
  it("'at first 2 mornings a week, now every single morning' is progressive", () => {
    expect(yes("progressive", "At first it was like 2 mornings in a week, now it is every single morning.")).toBe(true);
  });
  it("a 6-year-old woken at 5am with headache and vomiting every morning for 3 weeks is urgent", () => {
    expect(story({ age: 6 }, "I am writing for my daughter Kemi she is 6 years old.", "For about 3 weeks now she is waking up crying around 5am holding her head, then she will vomit. At first it was like 2 mornings in a week, now it is every single morning.", "By 10 or 11 o'clock she is better").urgency).toBe("urgent");
  });
});

describe("a tender scalp told by a comb or glasses", () => {
  it.each([
    "When I comb my hair the comb catches a sore patch along the right side above my ear",
    "I've stopped pushing my reading glasses up on my head because it smarts",
  ])("%s", (text) => {
    expect(yes("scalp_tenderness", text)).toBe(true);
  });
});

describe("spans of other things and idioms", () => {
  it("'I drink no alcohol since 2015' is no headache history", () => {
    expect(value("history_months", "I drink no alcohol since 2015 so it is not from the vodka.")).toBeUndefined();
  });
  it("'since about middle of October' dates the headache", () => {
    expect(story(null, "Since about middle of October I have pain in the head every day").facts.find((f) => f.key === "history_months")?.value).toBeLessThan(2);
  });
  it("'I test every 3 months at the clinic (last one 3 weeks ago)' is no headache rate or onset", () => {
    const t = "I'm negative, I test every 3 months at the clinic (last one 3 weeks ago, negative again)";
    expect(value("headache_days", t)).toBeUndefined();
    expect(value("history_months", t)).toBeUndefined();
  });
  it("'now every week it is more big' is progressive", () => {
    expect(yes("progressive", "Now every week it is more big, this week my head is cracking all day")).toBe(true);
  });
  it("'my usual stress headache on steroids' is no immunosuppression", () => {
    expect(yes("immunosuppressed", "Honestly this is just my usual stress headache on steroids.")).toBe(false);
  });
  it("'I'm on steroids for my asthma' is", () => {
    expect(yes("immunosuppressed", "I'm on steroids for my asthma")).toBe(true);
  });
});

describe("other languages typed inside English", () => {
  it("Swahili 'hana fever' denies the fever", () => {
    expect(flags({ age: 63 }, "typing for my dad.", "Hana fever, hakuna weakness, anaongea poa, macho sawa.")).not.toContain("fever_systemic");
  });
  it("French '4 ou 5 fois par an' is a yearly rate, '3 sur 10' a score", () => {
    expect(value("headache_days", "This kind of headache I get maybe 4 ou 5 fois par an")).toBeCloseTo(0.4, 1);
    expect(yes("mild", "a small mal de tête, pas grave, maybe 3 sur 10")).toBe(true);
  });
});
