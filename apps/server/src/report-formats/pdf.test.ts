import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { diaryView, pageOne } from "@hg/shared/report-view";
import { rawKeys, REPORT_FIXTURES, unsourcedNumbers } from "@hg/shared/report-view-fixtures";
import { renderReportPdf } from "./pdf.ts";

// The PDF of every fixture report, read back as text the way a doctor's viewer extracts it:
// page one holds the summary, no internal key leaks anywhere, and every number on page one comes
// from the report JSON.

async function pages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " "));
  }
  return out;
}

const rendered = new Map<string, Promise<string[]>>();
const textOf = (name: string) => {
  if (!rendered.has(name)) rendered.set(name, renderReportPdf(REPORT_FIXTURES[name]!).then(pages));
  return rendered.get(name)!;
};

describe.each(Object.keys(REPORT_FIXTURES))("the PDF of the %s report", (name) => {
  const report = REPORT_FIXTURES[name]!;
  const summary = pageOne(report);

  it("puts the whole summary on page one, the diary (when kept) on page two, and the details after them", async () => {
    const [first = "", second = "", third = ""] = await textOf(name);
    expect(first).toContain(summary.urgencyTitle);
    expect(first).toContain("QUESTIONS FOR THE DOCTOR");
    for (const q of summary.questions.slice(0, 5)) expect(first).toContain(q.slice(0, 40));
    expect(first).not.toContain("Details");
    if (report.diary === undefined) expect(second.startsWith("Details")).toBe(true);
    else {
      expect(second.startsWith("Headache diary")).toBe(true);
      expect(third.startsWith("Details")).toBe(true);
    }
  });

  it("shows no internal keys on any page", async () => {
    expect(rawKeys((await textOf(name)).join(" "))).toEqual([]);
  });

  it("shows on page one only numbers that come from the report JSON", async () => {
    const all = await textOf(name);
    const first = all[0] ?? "";
    // Counts the page states itself: pages, and how many warning signs went unanswered of how many.
    const unanswered = report.red_flag_screen.filter((x) => x.answer === "unknown" || x.answer === "unconfirmed").length;
    expect(unsourcedNumbers(first, report, [all.length, 1, unanswered, report.red_flag_screen.length])).toEqual([]);
    const days = report.metrics.headache_days_per_month;
    expect(first).toContain(`Headache days per month: ${days === null ? "not known" : days}`);
    for (const m of summary.medicineDays) expect(first).toContain(`${m.label}: ${m.days} days a month (${m.limit === null ? "no 8.2 limit" : `limit ${m.limit}, ${m.status}`}`);
    if (report.patient.age !== null) expect(first).toContain(`${report.patient.age}-year-old`);
  });
});

describe("the PDF of a report with a diary", () => {
  const report = REPORT_FIXTURES.diary!;
  const view = diaryView(report)!;

  it("says on page one that the month was counted from the diary", async () => {
    const [first = ""] = await textOf("diary");
    expect(first).toContain(`Headache days per month: ${report.metrics.headache_days_per_month} (from the diary, 84 of 90 days logged)`);
    expect(first).toContain("; from the diary)");
  });

  it("gives the strip in words, the figures of 30 and 90 days and MIDAS over time on page two", async () => {
    const [, second = ""] = await textOf("diary");
    expect(second).toContain(view.strip.summary);
    expect(second).toContain(view.coverage);
    for (const f of view.figures) for (const r of f.rows) expect(second).toContain(`${r.label}: ${r.value}`);
    for (const f of view.figures) for (const o of f.overuse) expect(second).toContain(`${o.label}: ${o.text}`);
    for (const m of view.midas) expect(second).toContain(`${m.score} points (grade ${m.grade}, ${m.meaning})`);
    expect(second).toContain("Not logged (unknown)");
  });
});

describe("the PDF's page one", () => {
  it("says how much the headaches cost daily life when MIDAS is known", async () => {
    const base = REPORT_FIXTURES[Object.keys(REPORT_FIXTURES)[0]!]!;
    const report = { ...base, metrics: { ...base.metrics, midas: { score: 12, grade: "III" } } };
    const [first = ""] = await pages(await renderReportPdf(report));
    expect(first.replace(/\s+/g, " ")).toContain("Effect on daily life: MIDAS 12 (grade III)");
  });
});

describe("the PDF's fonts", () => {
  it("print names in Latin, Greek and Cyrillic letters as written", async () => {
    expect((await textOf("teen")).join(" ")).toContain("Zoë Łukasiewicz");
    const intake = (await textOf("intake")).join(" ");
    expect(intake).toContain("Ελένη Παπαδοπούλου-Смирнова");
    expect(intake).toContain("мне тоже так кажется");
  });

  // The words of people who write in other scripts, in the transcript, the opening words and the name.
  const SAID = {
    zh: "我每天都头痛，吃了布洛芬也没用。",
    ja: "毎日頭が痛くて、薬を飲んでも効きません。",
    ko: "매일 두통이 있고 약을 먹어도 효과가 없어요.",
    hi: "मुझे हर दिन सिरदर्द होता है।",
    th: "ฉันปวดหัวทุกวัน",
    ar: "أعاني من صداع شديد منذ 39 يوما",
    he: "יש לי כאב ראש חזק",
  };
  const base = REPORT_FIXTURES.intake!;
  const multilingual = renderReportPdf({
    ...base,
    patient: { ...base.patient, name: "王芳" },
    transcript: Object.values(SAID).map((content, i) => ({ ...base.transcript[0]!, id: `m${i}`, content })),
  });

  it("print Chinese, Japanese, Korean and Thai as written", async () => {
    // pdf.js puts a space between runs of different fonts ("없어요 ."), so spaces are not compared.
    const text = (await pages(await multilingual)).join(" ").replace(/\s/g, "");
    for (const said of [SAID.zh, SAID.ja, SAID.ko, SAID.th, "王芳"]) expect(text).toContain(said.replace(/\s/g, ""));
  });

  it("print Devanagari, Arabic and Hebrew in their own fonts", async () => {
    const bytes = (await multilingual).toString("latin1");
    for (const font of ["NotoSansDevanagari-Regular", "NotoSansArabic-Regular", "NotoSansHebrew-Regular"]) expect(bytes).toContain(font);
    // Read back as a viewer extracts them: shaped Devanagari comes out in visual order and Arabic dots
    // drawn as their own glyphs have no letter, so whole words without either are compared.
    const text = (await pages(await multilingual)).join(" ");
    for (const word of ["मुझे", "होता", "من صداع", "39", SAID.he]) expect(text).toContain(word);
  });

  it("embed no font but DejaVu in a report written in Latin letters", async () => {
    const bytes = (await renderReportPdf(REPORT_FIXTURES.migraine!)).toString("latin1");
    expect(bytes.match(/\/FontName \/[A-Z]{6}\+[\w-]+/g)?.map((n) => n.split("+")[1])).toEqual(expect.arrayContaining(["DejaVuSans"]));
    expect(bytes).not.toMatch(/NotoSans|SourceHan/);
  });
});

describe("what the PDF says", () => {
  it("heads medication overuse as a risk only when the report says it is one", async () => {
    for (const [name, r] of Object.entries(REPORT_FIXTURES)) expect((await textOf(name)).join(" ").includes("Medication overuse risk"), name).toBe(r.medication_overuse.risk);
  });

  it("says an unfinished interview is unfinished, with what was not asked", async () => {
    const [first = ""] = await textOf("unfinished");
    expect(first).toContain("Routine so far: the interview was not finished");
    expect(first).toContain("Not yet asked: headache days per month");
    expect(first).not.toContain("no red flags needing urgent review");
  });

  it("keeps patterns off page one of an emergency report and appends them", async () => {
    const all = await textOf("thunderclap");
    expect(all[0]).toContain("Not considered on this page");
    expect(all.at(-1)).toContain("Appendix: headache patterns");
  });
});
