import { readFileSync } from "node:fs";
import { assess } from "../src/assess.ts";
import { nextTurn } from "../src/interview/next-turn.ts";
import type { ChatMessage } from "../src/types.ts";
const [file, ...codes] = process.argv.slice(2);
const v = JSON.parse(readFileSync(file!, "utf8"));
const conv: ChatMessage[] = [];
for (const text of v.messages) { conv.push({ role: "user", content: text }); const t = nextTurn(v.intake, conv, { now: v.now ?? null }); conv.push({ role: "assistant", content: t.reply, questionId: t.questionId, slots: t.slots, choices: t.choices, multiple: t.multiple }); }
const a: any = assess(v.intake, conv, { now: v.now ?? null });
for (const p of a.patterns.filter((p: any) => codes.includes(p.ichd3))) { console.log(p.ichd3, p.status, p.score); for (const c of p.criteria) console.log("   ", c.id, c.met, c.text.slice(0, 70), "|", String(c.evidence ?? "").slice(0, 60)); }
for (const f of a.facts) if (/attack|lifetime|headache_days|history|aura|duration|unilat|pulsat|severe|moderate|nausea|photo|phono|activity/.test(f.key)) console.log("  fact", f.key, f.polarity, f.value ?? "", f.value2 ?? "", "|", f.evidence.slice(0, 70));
