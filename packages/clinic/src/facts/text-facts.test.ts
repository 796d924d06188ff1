import { describe, expect, it } from "vitest";
import { extractTextFacts } from "./text-facts.ts";

const read = (text: string) => {
  const out: Record<string, string> = {};
  for (const f of extractTextFacts(text, { kind: "message", index: 0 }, null)) out[f.key] = f.value === undefined ? f.polarity : `${f.value}${f.value2 !== undefined ? `-${f.value2}` : ""}`;
  return out;
};

describe("free-text extraction", () => {
  it.each([
    ["no fever or stiff neck", { fever: "denied", neck_stiffness: "denied" }],
    ["I haven't thrown up", { vomiting: "denied" }],
    ["never had an aura", { aura: "denied" }],
    ["light hurts my eyes", { photophobia: "affirmed" }],
    ["I can't stand light or noise", { photophobia: "affirmed", phonophobia: "affirmed" }],
    ["my eye waters on that side", { lacrimation: "affirmed" }],
    ["no fever, but my neck is really stiff", { fever: "denied", neck_stiffness: "affirmed" }],
    ["like a thunderclap", { thunderclap: "affirmed" }],
    ["it's not the worst headache of my life", { worst_ever: "denied" }],
    ["feel nausous and vomitting", { nausea: "affirmed", vomiting: "affirmed" }],
    ["it lasts about 4 hours", { attack_hours: "4" }],
    ["3-4 times a week", { headache_days: "15" }],
    ["most days", { headache_days: "20" }],
    ["every day since March", { headache_days: "30" }],
    ["10 or more attacks a day", { attacks_per_day: "10" }],
    ["I had a stroke of luck", {}],
    ["my head is killing me", { severe: "affirmed" }],
    ["pain when I chew", { jaw_claudication: "affirmed" }],
    ["chewing hurts", { jaw_claudication: "affirmed" }],
    ["my jaw aches after a few bites", { jaw_claudication: "affirmed" }],
    ["no pain when I chew", { jaw_claudication: "denied" }],
    ["it hurts to brush my hair", { scalp_tenderness: "affirmed" }],
    ["sore to touch at the temple", { scalp_tenderness: "affirmed" }],
    ["I lost vision in one eye for a few minutes", { monocular_vision_loss: "affirmed", vision_loss: "affirmed" }],
    ["some of my migraines come without aura", { aura_not_every_attack: "affirmed" }],
    ["only sometimes I get the zigzags first", { aura_not_every_attack: "affirmed", aura: "affirmed" }],
    ["my migraines since age 16", { age: undefined as unknown as string }],
    // A negated verb that is not "have/get/feel..." denies only its own object, not the list after it.
    ["I dont drink enough water, mild, both sides", { mild: "affirmed", bilateral: "affirmed" }],
    ["I don't take anything for it, mild, one side", { mild: "affirmed", unilateral: "affirmed" }],
    ["I didn't sleep well, now throbbing on the right", { pulsating: "affirmed", unilateral: "affirmed" }],
    ["I never eat breakfast, throbbing, one side", { pulsating: "affirmed", unilateral: "affirmed" }],
    ["I do not exercise, pounding, light sensitivity", { pulsating: "affirmed", photophobia: "affirmed" }],
    ["I haven't had fever, vomiting or a stiff neck", { fever: "denied", vomiting: "denied", neck_stiffness: "denied" }],
    ["no nausea, light sensitivity or noise sensitivity", { nausea: "denied", photophobia: "denied", phonophobia: "denied" }],
    ["I don't have nausea, vomiting or light sensitivity", { nausea: "denied", vomiting: "denied", photophobia: "denied" }],
    ["I don't usually get nausea, vomiting or an aura", { nausea: "denied", vomiting: "denied", aura: "denied" }],
    ["I'm not nauseous, dizzy or sensitive to light", { nausea: "denied", photophobia: "denied" }],
    ["it's throbbing, one side, makes me sick", { pulsating: "affirmed", unilateral: "affirmed", nausea: "affirmed" }],
    ["the pain makes me feel sick", { nausea: "affirmed" }],
    ["I feel sick with it", { nausea: "affirmed" }],
    ["feeling sick to my stomach", { nausea: "affirmed" }],
    ["a bit queasy", { nausea: "affirmed" }],
    ["I was sick twice", { vomiting: "affirmed" }],
    ["it doesn't make me sick", { nausea: "denied" }],
  ])("%s", (text, expected) => {
    const got = read(text);
    for (const [k, v] of Object.entries(expected)) expect(got[k], k).toBe(v);
    if (Object.keys(expected).length === 0) expect(Object.keys(got).filter((k) => !["severe", "mild"].includes(k))).toEqual([]);
  });

  it("marks hedged statements", () => {
    const f = extractTextFacts("I think I had a fever", { kind: "message", index: 0 }, null).find((x) => x.key === "fever");
    expect(f?.polarity).toBe("affirmed");
    expect(f?.hedged).toBe(true);
  });
});
