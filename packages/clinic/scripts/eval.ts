// Runs a folder of vignettes (default: packages/clinic/vignettes) and prints the quality-bar
// figures: sensitivity per red-flag code, false alarms on negatives, urgency accuracy, leading
// pattern top-1 / top-3, and one line per failure.
//   npm run clinic:eval -- [dir] [--strict]
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runVignette, summarise } from "../src/eval/run-vignettes.ts";
import { RULES_VERSION } from "../src/version.ts";
import { loadVignettes } from "./load-vignettes.ts";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const dir = resolve(args.find((a) => !a.startsWith("--")) ?? join(here, "..", "vignettes"));
const outcomes = loadVignettes(dir).map((v) => runVignette(v));
const s = summarise(outcomes);
const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

console.log(`Clinical engine eval (rules ${RULES_VERSION}) on ${s.total} vignettes from ${dir}\n`);
console.log("Red-flag sensitivity per code:");
let expected = 0;
let caught = 0;
for (const [code, row] of Object.entries(s.perFlag).sort()) {
  expected += row.expected;
  caught += row.caught;
  console.log(`  ${code.padEnd(24)} ${String(row.caught).padStart(3)}/${String(row.expected).padEnd(3)} ${pct(row.caught, row.expected)}`);
}
console.log(`  ${"ALL".padEnd(24)} ${String(caught).padStart(3)}/${String(expected).padEnd(3)} ${pct(caught, expected)}\n`);
console.log(`False alarms on negatives:  ${s.falseAlarms}/${s.negatives}`);
console.log(`Emergency on non-emergency: ${s.emergencyOnBenign}`);
console.log(`Urgency exact:              ${s.urgencyCorrect}/${s.total} ${pct(s.urgencyCorrect, s.total)}`);
console.log(`Leading pattern top-1:      ${s.top1}/${s.patternCases} ${pct(s.top1, s.patternCases)}`);
console.log(`Leading pattern top-3:      ${s.top3}/${s.patternCases} ${pct(s.top3, s.patternCases)}\n`);
console.log(s.failures.length === 0 ? "No failures." : `Failures (${s.failures.length}):`);
for (const f of s.failures) console.log(`  ${f}`);
const pass = caught === expected && s.emergencyOnBenign === 0 && s.urgencyCorrect >= 0.95 * s.total && s.top1 >= 0.9 * s.patternCases;
console.log(`\nQuality bar: ${pass ? "PASS" : "FAIL"}`);
if (args.includes("--strict") && !pass) process.exitCode = 1;
