import { DENIED_RUN, type Features } from "./features.ts";
import { atLeast, ev, result, rule } from "./criterion.ts";

const POSITIVE = /zig|shimmer|flash|sparkl|spark|flicker|light|scintill|fortification|kaleidoscope|wavy|tingl|pins and needles|stars/;

/** ICHD-3 1.2 migraine with aura (typical aura, 1.2.1). */
export function migraineWithAura(f: Features) {
  const facts = f.facts;
  const auraText = facts.all.filter((x) => x.key === "aura" && x.polarity === "affirmed").map((x) => x.evidence).join(" ").replace(DENIED_RUN, " ");
  const sensory = (facts.yes("numbness") && f.aura === true) || /tingl|pins and needles|numb/.test(auraText);
  const visual = /zig|shimmer|flash|sparkl|flicker|light|blind spot|vision|visual|wavy|stars/.test(auraText);
  const speech = facts.get("speech")?.tag === "transient";
  const types = [sensory, visual, speech].filter(Boolean).length;
  const minutes = facts.num("aura_minutes");
  const minutesHi = facts.get("aura_minutes")?.value2 ?? minutes;
  const c: Array<boolean | null> = [
    // ICHD-3 1.2 C1: at least one aura symptom spreads gradually over >= 5 minutes.
    facts.yes("aura_spread") ? true : null,
    // ICHD-3 1.2 C2: two or more aura symptoms occur in succession.
    types >= 2 ? true : null,
    // ICHD-3 1.2 C3: each individual aura symptom lasts 5-60 minutes.
    minutes === null ? null : minutes >= 5 && (minutesHi ?? minutes) <= 60,
    // ICHD-3 1.2 C4: at least one aura symptom is unilateral.
    facts.yes("aura_unilateral") ? true : null,
    // ICHD-3 1.2 C5: at least one aura symptom is positive.
    POSITIVE.test(auraText) || sensory ? true : null,
    // ICHD-3 1.2 C6: the aura is accompanied, or followed within 60 minutes, by headache.
    facts.yes("headache_follows") ? true : null,
  ];
  const cMet = atLeast(3, c);
  return result("1.2", "Migraine with aura", [
    // ICHD-3 1.2 A: at least two attacks fulfilling B and C.
    rule("1.2-A", "At least 2 attacks", f.attacks === null ? null : f.attacks >= 2, ev(f, "lifetime_attacks", "long_history", "recurrent"), ["lifetime_attacks"]),
    // ICHD-3 1.2 B: one or more fully reversible aura symptoms (visual, sensory, speech/language, motor, brainstem, retinal).
    rule("1.2-B", "Fully reversible aura (visual, sensory or speech)", f.aura, ev(f, "aura", "numbness", "aura_resolves"), ["aura"], true),
    // ICHD-3 1.2 C: at least three of the six aura characteristics (ICHD-3 final text).
    rule("1.2-C", "At least 3 of 6 aura characteristics (spreads, succession, 5-60 min, one-sided, positive, headache follows)", cMet === null && c.filter((x) => x === true).length >= 2 && f.aura === true ? null : cMet, ev(f, "aura_spread", "aura_minutes", "aura_unilateral", "headache_follows"), ["aura_spread", "aura_minutes"]),
  ], f.aura === true ? 2 : f.aura === null ? -3 : 0);
}
