import type { Report } from "./report.ts";
import { evidenceText } from "./report-view-answers.ts";

// Which ICHD-3 patterns a report shows and how: met, probable, or genuinely open ones with the
// criteria that decided them; ones a criterion rules out in one line with the reason; the rest
// (nothing known for them) only counted. In an emergency they belong in an appendix.

export type ShownStatus = "criteria met" | "probable" | "open";

export interface CriterionLine {
  id: string;
  mark: "met" | "not met" | "not asked";
  text: string;
  evidence: string;
}

export interface PatternLine {
  code: string;
  name: string;
  status: ShownStatus;
  leading: boolean;
  criteria: CriterionLine[];
}

export interface PatternView {
  shown: PatternLine[];
  leading: PatternLine | null;
  /** One or two others worth discussing. */
  alternatives: PatternLine[];
  /** "2.2 Frequent episodic tension-type headache: not met: no nausea or vomiting". */
  ruledOut: { code: string; name: string; reason: string }[];
  /** Patterns with too little known for or against them, not listed. */
  untested: number;
  /** True in an emergency: patterns are an appendix, not part of page one. */
  appendixOnly: boolean;
}

type Pattern = Report["patterns"][number];

const mark = (met: boolean | null): CriterionLine["mark"] => (met === true ? "met" : met === false ? "not met" : "not asked");

// A "possible" pattern is genuinely open when nothing rules it out and at least half of its
// criteria are already met; with fewer, listing it would only add noise to the page.
function shownStatus(p: Pattern): ShownStatus | "ruled out" | "untested" {
  const met = p.criteria.filter((c) => c.met === true).length;
  const notMet = p.criteria.filter((c) => c.met === false).length;
  if (p.status === "criteria_met") return "criteria met";
  if (p.status === "probable") return "probable";
  if (p.status === "excluded" || notMet > 0) return "ruled out";
  return met > 0 && met * 2 >= p.criteria.length ? "open" : "untested";
}

/** The patterns as the report presents them (issue 16, item 2). */
export function patternView(report: Report): PatternView {
  const shown: PatternLine[] = [];
  const ruledOut: PatternView["ruledOut"] = [];
  let untested = 0;
  for (const p of report.patterns) {
    const status = shownStatus(p);
    if (status === "untested") untested++;
    else if (status === "ruled out") {
      const first = p.criteria.find((c) => c.met === false);
      // The engine's own reason when it gives one; older reports: the criterion not met.
      ruledOut.push({ code: p.ichd3, name: p.name, reason: p.against ?? (first ? `not met: ${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}` : "ruled out by the answers") });
    } else {
      shown.push({
        code: p.ichd3, name: p.name, status, leading: p.ichd3 === report.leading_pattern,
        criteria: p.criteria.map((c) => ({ id: c.id, mark: mark(c.met), text: c.text, evidence: c.evidence === "" ? "" : evidenceText(report, c.evidence) })),
      });
    }
  }
  // The engine's excluded patterns with its own reasons (reports from before it listed them had none).
  for (const x of report.excluded ?? []) if (!ruledOut.some((r) => r.code === x.ichd3)) ruledOut.push({ code: x.ichd3, name: x.name, reason: x.reason });
  const leading = shown.find((p) => p.leading) ?? null;
  return { shown, leading, alternatives: shown.filter((p) => p !== leading).slice(0, 2), ruledOut, untested, appendixOnly: report.urgency === "emergency" };
}

/** "ICHD-3 1.1 Migraine without aura: criteria met". */
export const patternTitle = (p: Pick<PatternLine, "code" | "name" | "status">): string => `ICHD-3 ${p.code} ${p.name}: ${p.status}`;
