import cluster from "./report-fixtures/cluster.json" with { type: "json" };
import diary from "./report-fixtures/diary.json" with { type: "json" };
import gca from "./report-fixtures/gca.json" with { type: "json" };
import iih from "./report-fixtures/iih.json" with { type: "json" };
import intake from "./report-fixtures/intake.json" with { type: "json" };
import migraine from "./report-fixtures/migraine.json" with { type: "json" };
import moh from "./report-fixtures/moh.json" with { type: "json" };
import teen from "./report-fixtures/teen.json" with { type: "json" };
import tension from "./report-fixtures/tension.json" with { type: "json" };
import thunderclap from "./report-fixtures/thunderclap.json" with { type: "json" };
import unfinished from "./report-fixtures/unfinished.json" with { type: "json" };
import { EMERGENCY_LINE, OVERUSE_LIMIT_DAYS, OVERUSE_SEVERAL_CLASSES_DAYS } from "./clinical-vocabulary.ts";
import { ReportSchema, type Report } from "./report.ts";

// Test support for every layer that renders the report (PDF, FHIR, web): ten reports made by the
// clinical engine from simulated interviews (report-fixtures/, one JSON each: typical migraine,
// chronic migraine with overuse, tension-type, cluster, thunderclap, giant cell arteritis, raised
// pressure, a teenager with aura, an unfinished interview, a full intake with raw form codes and a
// Greek/Cyrillic name, and a migraine interview beside 90 days of diary with 6 days not logged and
// three MIDAS questionnaires), and the two checks issue 16 asks of rendered text.

/** The fixture reports by name, parsed as the web and the server parse them. */
export const REPORT_FIXTURES: Record<string, Report> = Object.fromEntries(
  Object.entries({ migraine, moh, tension, cluster, thunderclap, gca, iih, teen, unfinished, intake, diary }).map(([k, v]) => [k, ReportSchema.parse(v)]),
);

/** Internal keys in rendered text: snake_case tokens and dotted field paths. */
export function rawKeys(text: string): string[] {
  const snake = text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? [];
  const dotted = text.match(/\b(?:[a-z]+_[a-z_]*|[a-z]{3,})\.(?:[a-z]+_[a-z_]*|[a-z]{3,})\b/g) ?? [];
  return [...snake, ...dotted];
}

function numbersIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "number") out.add(String(value));
  else if (typeof value === "string") for (const n of value.match(/\d+(?:\.\d+)?/g) ?? []) out.add(n);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

/**
 * Numbers in rendered text that no field of the report JSON (nor an ICHD-3 8.2 limit, nor the
 * emergency numbers) holds: each is a number the renderer made up. Counts of list items a page
 * states ("3 of 19") are passed in `derived`.
 */
export function unsourcedNumbers(text: string, report: Report, derived: number[] = []): string[] {
  const source = numbersIn(report, new Set<string>());
  numbersIn([Object.values(OVERUSE_LIMIT_DAYS), OVERUSE_SEVERAL_CLASSES_DAYS, EMERGENCY_LINE, "ICHD-3 8.2 0-10 24-48", derived], source);
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).filter((n) => !source.has(n));
}
