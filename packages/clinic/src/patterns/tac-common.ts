import type { Features, Tri } from "./features.ts";
import { and, ev, or, rule, within, type Rule } from "./criterion.ts";

/** Severe (or not said otherwise) one-sided orbital/temporal pain lasting within [minH, maxH]: the B criterion of 3.1-3.3. */
export function tacPainRule(f: Features, id: string, text: string, minH: number, maxH: number, needSevere: boolean): Rule {
  const facts = f.facts;
  const severity: Tri = facts.yes("severe") || facts.yes("stabbing") || facts.yes("boring") || facts.yes("electric") ? true : facts.yes("mild") && !facts.yes("moderate") ? false : needSevere ? null : true;
  const side: Tri = facts.yes("side_shifting") && !facts.yes("unilateral") ? false : f.unilateral;
  const location: Tri = f.orbital === false ? false : true;
  // TAC durations are their defining feature: the stated range must sit mostly inside the window.
  const fits = f.durLo === null || f.durHi === null ? within(f, minH, maxH) : within(f, minH, maxH) === true && f.durHi <= maxH * 1.25 && f.durLo >= minH * 0.5;
  return rule(id, text, and(side, fits, severity === null ? true : severity, location), ev(f, "unilateral", "orbital", "attack_hours", "severe", "stabbing"), ["attack_hours", "unilateral"], true);
}

/** ICHD-3 3.x C: ipsilateral cranial autonomic symptoms and/or restlessness or agitation. */
export function autonomicRule(f: Features, id: string, allowRestless: boolean): Rule {
  const met: Tri = allowRestless ? or(f.autonomic, f.restless) : f.autonomic;
  return rule(id, allowRestless ? "Eye watering or redness, nose running or blocked, drooping lid on the same side, or restlessness" : "Eye watering or redness, nose running or blocked, or drooping lid on the same side", met, ev(f, "lacrimation", "conjunctival_injection", "rhinorrhea", "nasal_congestion", "ptosis", "restlessness"), ["lacrimation", "restlessness"]);
}
