import { readFileSync } from "node:fs";
import { assess } from "../src/assess.ts";
import { nextTurn } from "../src/interview/next-turn.ts";
import type { ChatMessage } from "../src/types.ts";
for (const file of process.argv.slice(2)) {
  const v = JSON.parse(readFileSync(file, "utf8"));
  const conv: ChatMessage[] = [];
  console.log("=====", v.id);
  for (const text of v.messages) {
    conv.push({ role: "user", content: text });
    const t = nextTurn(v.intake, conv, { now: v.now ?? null });
    console.log("  USER:", text.slice(0, 100));
    console.log("  BOT [" + t.urgency + "] q=" + t.questionId + ":", t.reply.slice(0, 160).replace(/\n/g, " "));
    conv.push({ role: "assistant", content: t.reply, questionId: t.questionId, slots: t.slots, choices: t.choices, multiple: t.multiple });
  }
  const a: any = assess(v.intake, conv, { now: v.now ?? null });
  console.log("  urgency", a.urgency, "flags", a.red_flags.map((f: any) => f.code + ":" + JSON.stringify(f.evidence).slice(0, 120)));
  console.log("  leading", a.leading_pattern, a.patterns.filter((p: any) => p.status !== "excluded").slice(0, 4).map((p: any) => p.ichd3 + ":" + p.status).join(" "));
  const facts = a.facts ?? [];
  for (const f of facts) console.log("   fact", f.key ?? f.id, f.polarity ?? f.value, f.value ?? "", (f.evidence ?? "").slice(0, 80));
}
