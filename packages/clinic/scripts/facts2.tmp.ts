import { extractTextFacts } from "../src/facts/text-facts.ts";
const now = new Date("2026-11-25T10:00:00Z");
for (const t of process.argv.slice(2)) for (const f of extractTextFacts(t, { kind: "message", index: 0 } as any, now)) console.log(t, "=>", f.key, f.polarity);
