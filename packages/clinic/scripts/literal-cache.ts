// Writes src/facts/literal-cache.generated.json: the required literals of every lexicon pattern,
// keyed by literalKey (src/facts/literal-cache.ts). Run after changing a lexicon:
//   npm run clinic:literals
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { literalKey } from "../src/facts/literal-cache.ts";
import { lexiconPatterns } from "../src/facts/text-concepts.ts";
import { requiredLiterals } from "../src/facts/literal-prefilter.ts";

const entries = lexiconPatterns().map((re) => [literalKey(re), requiredLiterals(re)] as const);
const sorted = [...new Map(entries)].sort(([a], [b]) => (a < b ? -1 : 1));
// One pattern a line, sorted by key: a lexicon change shows as the lines it changed.
const json = `{\n${sorted.map(([key, literals]) => ` ${JSON.stringify(key)}: ${JSON.stringify(literals)}`).join(",\n")}\n}\n`;
writeFileSync(fileURLToPath(new URL("../src/facts/literal-cache.generated.json", import.meta.url)), json);
console.log(`${sorted.length} patterns written to packages/clinic/src/facts/literal-cache.generated.json`);
