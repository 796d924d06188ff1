import { evaluate } from "../src/assess.ts";
const msgs = process.argv.slice(2);
const r: any = evaluate({ age: 81 }, msgs.map((m) => ({ role: "user", content: m })), {});
for (const f of r.assessment.facts) console.log(f.key, f.polarity, f.value ?? "", f.about ?? "", "|", (f.evidence ?? "").slice(0, 70));
console.log(r.assessment.urgency, r.assessment.red_flags.map((x: any) => x.code));
