import type { Features } from "./features.ts";
import { atLeast, ev, not, rule, within, type Rule } from "./criterion.ts";

/** ICHD-3 2.1-2.3 criteria B-D, shared by the three tension-type codes. */
export function tensionRules(f: Features, prefix: string, chronic: boolean): Rule[] {
  const nauseaOrVomit = f.nauseaOrVomiting;
  const bothPhotoPhono = f.photo === true && f.phono === true;
  const d = nauseaOrVomit === true ? false : bothPhotoPhono ? false : nauseaOrVomit === false ? true : null;
  return [
    // ICHD-3 2.1/2.2 B: lasting 30 minutes to 7 days; 2.3 B: lasting hours to days, or unremitting.
    chronic
      ? rule(`${prefix}-B`, "Lasts hours to days, or is unremitting", f.continuous === true ? true : within(f, 0.5, 24 * 30), ev(f, "attack_hours", "continuous"), ["attack_hours"])
      : rule(`${prefix}-B`, "Lasts 30 minutes to 7 days", f.continuous === true ? false : within(f, 0.5, 168), ev(f, "attack_hours"), ["attack_hours"]),
    // ICHD-3 2.x C: at least two of bilateral, pressing/tightening (non-pulsating), mild or moderate, not aggravated by routine activity.
    rule(
      `${prefix}-C`,
      "At least 2 of: both sides, pressing or tight, mild or moderate, not worse with routine activity",
      atLeast(2, [f.bilateral, f.pressing, f.mildOrModerate, not(f.activityWorse)]),
      ev(f, "bilateral", "pressing", "mild", "moderate", "activity_worse"),
      ["bilateral", "pressing", "mild", "activity_worse"],
      true,
    ),
    // ICHD-3 2.x D: no nausea or vomiting (2.3: at most mild nausea), and no more than one of photophobia or phonophobia.
    rule(`${prefix}-D`, "No nausea or vomiting, and not both light and sound sensitivity", d, ev(f, "nausea", "vomiting", "photophobia", "phonophobia"), ["nausea", "photophobia"]),
    // ICHD-3 2.x E: not better accounted for by another ICHD-3 diagnosis. Strictly one-sided pain
    // with cranial autonomic symptoms is the trigeminal autonomic cephalalgias' story (ICHD-3 3
    // introduction: unilateral pain with lateralised, ipsilateral cranial autonomic features);
    // tension-type headache has neither. Nor has it an aura: headaches that come with a typical
    // aura are migraine with aura's (ICHD-3 1.2). Only that evidence fails it; otherwise it stands.
    rule(
      `${prefix}-E`,
      "Not better explained by another headache: no aura, and not one-sided pain with eye watering, redness, nose symptoms or a drooping lid",
      tacStory(f) || f.aura === true ? false : true,
      tacStory(f) ? ev(f, "unilateral", "lacrimation", "conjunctival_injection", "nasal_congestion", "rhinorrhea", "ptosis") : f.aura === true ? ev(f, "aura") : "",
      [],
    ),
  ];
}

/** Strictly one-sided pain with cranial autonomic symptoms: better accounted for by a TAC (ICHD-3 3). */
function tacStory(f: Features): boolean {
  return f.unilateral === true && f.bilateral !== true && !f.facts.yes("side_shifting") && f.autonomic === true;
}
