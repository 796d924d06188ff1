import type { Fact } from "../types.ts";

// Settles who each free-text fact is about, once the whole conversation is known (ConText
// "experiencer", Chapman et al. 2007; CLINICAL.md "Suspect, then confirm"):
// - the typist may write for someone else ("typist" fact, tag = the relation): then he/she and
//   that relation are the patient;
// - words about anyone else (a relative, a pet, a workplace) become `other:<key>`: family or
//   contact history, never the patient's red flag;
// - a bare he/she with no one named, when the typist writes for themselves, is a candidate:
//   polarity unknown, to be asked about ("has this happened to you?").

const OWN_STORY_KEYS = new Set(["new_headache", "long_history", "history_months", "onset_age"]);
// Told of no one else: "Never a headache person.", "I have had these since March".
const NO_ONE_ELSE = /^(?!.*\b(?:he|she|they|his|her|their|him|them|hes|shes)\b)/i;
// Said outright: "I'm typing for my mum", "asking on behalf of my son", or a hand-over to someone
// named by the person whose story it was ("Hi this is his mam", "her husband here", "taking over").
const WRITES_FOR = /\b(?:typing|writing|asking|messaging|filling (?:this|it) (?:in|out)|doing this|on behalf of|this is (?:his|her|their) \w+|(?:his|her|their) \w+ here|tak(?:e|es|en|ing) over|took over)\b/i;
const CHILD = /^(?:child|daughter|son|boy|girl|stepson|stepdaughter)$/;
const GRANDCHILD = /^(?:grandchild|grandson|granddaughter|grandkid|grandbaby)$/;
const SIBLING = /^(?:sibling|sister|brother|twin)$/;
// "my mate" on the form, "me flatmate" in the chat: one friend.
const MATE = /^(?:mate|friend|pal|flatmate|housemate|roommate)$/;

function samePerson(a: string, b: string): boolean {
  return a === b || (CHILD.test(a) && CHILD.test(b)) || (GRANDCHILD.test(a) && GRANDCHILD.test(b)) || (SIBLING.test(a) && SIBLING.test(b)) || (MATE.test(a) && MATE.test(b)) || ((a === "partner" || b === "partner") && /^(?:wife|husband|partner|girlfriend|boyfriend)$/.test(a) && /^(?:wife|husband|partner|girlfriend|boyfriend)$/.test(b));
}

// Resolved copies are reused across turns (facts are cached per message), keyed by the patient.
const RESOLVED = new WeakMap<Fact, { patient: string | null; out: Fact | null }>();

/**
 * A relative's headache told after the person told their own ("I am 51 ... never had headache problem
 * ... these began in October", then "my sister (she is 47) has since teen"): family history, not whom
 * the chat is written for, unless that later message says so outright.
 */
export function afterOwnStory(all: readonly Fact[], typist: Fact): boolean {
  const own = all.find((x) => x.source.kind === "message" && x.polarity === "affirmed" && (x.key === "own_headache" || (x.key === "age" && x.about === "me") || (OWN_STORY_KEYS.has(x.key) && x.about === undefined && NO_ONE_ELSE.test(x.evidence))))?.source;
  return own?.kind === "message" && typist.source.kind === "message" && typist.source.index > own.index && !WRITES_FOR.test(typist.evidence);
}

/** The facts with their experiencer settled: patient facts as they are, others renamed or made candidates. */
export function resolveExperiencer(all: Fact[]): Fact[] {
  let patient: string | null = null;
  let ownStory: boolean | null = null;
  const setAside = new Set<Fact>();
  for (const f of all) {
    if (f.key === "typist" && f.polarity === "affirmed" && f.tag !== undefined) {
      if (afterOwnStory(all, f)) {
        setAside.add(f);
        continue;
      }
      // "My mum gets migraines" beside "I've been sick": family history, not whom the typist writes for.
      if (f.hedged) {
        ownStory ??= tellsOwnStory(all);
        if (ownStory) {
          setAside.add(f);
          continue;
        }
      }
      patient = f.tag;
      break;
    }
  }
  if (patient === null) patient = inferredPatient(all) ?? complaintPatient(all) ?? childTypedFor(all) ?? toldOfThirdPerson(all);
  // "This is her husband. Last night she went stiff...": the person typing changed; from then on a
  // bare she/he is the one who was typing before, the patient.
  const handover = all.find((f) => f.key === "handover" && f.source.kind === "message");
  const handoverAt = handover?.source;
  const handoverFrom = handoverAt?.kind === "message" ? handoverAt.index : null;
  // "this is my partner typing now": the partner types; a she or he read as that partner is the patient.
  const typingRelation = handover?.tag ?? null;
  // "I give her to type now" / "hi its maya": from then on the typist's own words are the patient's.
  const takeover = all.find((f) => f.key === "patient_typing" && f.source.kind === "message")?.source;
  const patientTypesFrom = patient !== null && takeover?.kind === "message" ? takeover.index + (all.find((f) => f.key === "patient_typing")?.tag === "next" ? 1 : 0) : null;
  // ... until the one who typed first says they are back ("Colleague again: I had covid last week").
  const back = patientTypesFrom === null ? undefined : all.find((f) => f.key === "typist_back" && f.source.kind === "message" && f.source.index > patientTypesFrom)?.source;
  const patientTypesUntil = back?.kind === "message" ? back.index : Infinity;
  // "my head is killing me lol ... Hi this is his mam. He is very sleepy": the patient typed until a
  // relative took over and said who they are; the words in the first person before that are the patient's.
  const typistAt = all.find((f) => f.key === "typist" && f.polarity === "affirmed" && f.source.kind === "message" && !setAside.has(f))?.source;
  // So too "mom here: he keeps nodding off": a relation naming themself at the handover.
  const patientTypedUntil = patient !== null && handoverFrom !== null && handoverFrom > 0 && ((typistAt?.kind === "message" && typistAt.index === handoverFrom) || typingRelation !== null) ? handoverFrom : null;
  const out: Fact[] = [];
  for (const f of all) {
    if (setAside.has(f)) continue;
    if (f.about === undefined) {
      out.push(f);
      continue;
    }
    if (f.about === "me" && f.source.kind === "message" && ((patientTypesFrom !== null && f.source.index >= patientTypesFrom && f.source.index < patientTypesUntil) || (patientTypedUntil !== null && f.source.index < patientTypedUntil))) {
      out.push(withoutAbout(f));
      continue;
    }
    const hit = RESOLVED.get(f);
    if (hit !== undefined && hit.patient === patient) {
      if (hit.out !== null) out.push(hit.out);
      continue;
    }
    const handedOver = patient === null && (f.about === "third" || (typingRelation !== null && f.about === typingRelation)) && handoverFrom !== null && f.source.kind === "message" && f.source.index >= handoverFrom;
    const r = handedOver ? withoutAbout(f) : resolveOne(f, patient);
    RESOLVED.set(f, { patient, out: r });
    if (r !== null) out.push(r);
  }
  return out;
}

// Background items (cancer, pregnancy...) told of a relative are family history even when the
// typist says nothing of their own; acute symptoms told only of someone else are the patient's.
const BACKGROUND = new Set(["cancer", "immunosuppressed", "anticoagulant", "pregnant", "postpartum", "long_history", "recurrent"]);
// Who types, and what a clinic did ("ER doc checked her that night"), tell no one's symptom.
const NOT_A_SYMPTOM = new Set(["typist", "injury_assessed"]);
const told = (f: Fact) => (f.source.kind === "message" || (f.source.kind === "intake" && f.source.field === "chief_complaint")) && !NOT_A_SYMPTOM.has(f.key);

/**
 * With no "writing for my daughter" said, the typist writes for someone else when every symptom
 * in the conversation is told of one other person ("she went rigid and bit her tongue") and
 * none of the typist's own: that person is the patient.
 */
function inferredPatient(all: Fact[]): string | null {
  const count = new Map<string, number>();
  for (const f of all) {
    // What is said of the form ("I typed that wrong") is about no one.
    if (!told(f) || f.value !== undefined || f.key.startsWith("med:") || f.key === "form_disowned") continue;
    // A terse complaint on the form ("pregnant wife headache and seeing double") names no one as its subject.
    if (f.about === undefined && f.source.kind === "intake") continue;
    if (f.about === undefined || f.about === "self" || f.about === "me") return null;
    if (f.about === "other" || f.about === "not_me" || f.polarity !== "affirmed" || BACKGROUND.has(f.key)) continue;
    count.set(f.about, (count.get(f.about) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [who, n] of count) if (best === null || n > (count.get(best) ?? 0)) best = who;
  return best;
}

/**
 * "my wife had a seizure" as the form's complaint: the form is filled in for the one it names, unless
 * the typist tells a headache or a symptom of their own.
 */
function complaintPatient(all: Fact[]): string | null {
  const named = all.find((f) => f.source.kind === "intake" && f.source.field === "chief_complaint" && f.polarity === "affirmed" && f.candidate === undefined && f.about !== undefined && !/^(?:self|me|third|other|not_me)$/.test(f.about) && !BACKGROUND.has(f.key));
  return named?.about === undefined || tellsOwnStory(all) ? null : named.about;
}

/**
 * A form filled for a child (its age under 16) and a story told mostly of "he" or "she": a parent
 * or carer is typing, and their own words ("I get migraines with zigzags", "I'm on chemo") are
 * theirs, not the child's. A child who types tells more of "I" than of anyone else.
 */
function childTypedFor(all: Fact[]): string | null {
  const age = all.find((f) => f.key === "age" && f.source.kind === "intake")?.value;
  if (age === undefined || age >= 16) return null;
  let third = 0;
  let own = 0;
  for (const f of all) {
    if (!told(f) || f.polarity !== "affirmed" || f.value !== undefined || f.key.startsWith("med:") || BACKGROUND.has(f.key)) continue;
    if (f.about === "third") third++;
    else if (f.about === "me" || f.about === "self") own++;
  }
  return third > own ? "child" : null;
}

/**
 * "my flatmate Aoife has epilepsy ... she went down against the oven door ... i cant keep her awake":
 * a story told throughout of a she or he, the typist only the one who watched, is that person's.
 */
function toldOfThirdPerson(all: Fact[]): string | null {
  if (tellsOwnStory(all)) return null;
  const third = all.filter((f) => told(f) && f.about === "third" && f.polarity === "affirmed" && f.value === undefined && !BACKGROUND.has(f.key));
  return new Set(third.map((f) => f.key)).size >= 2 ? "third" : null;
}

/** True when the typist tells a headache or a symptom of their own ("I've been sick", "my head"). */
// The typist's own headache told second, beside the patient's: "ive had a headache all night too
// but thats just the vodka", "I get migraines myself".
const OWN_TOO = /\b(?:too|as well|also|myself)\b/i;

// The form's own answers ("migraine" among the conditions) are the patient's, whoever fills it in.
function tellsOwnStory(all: Fact[]): boolean {
  return all.some((f) => f.polarity === "affirmed" && ((f.key === "own_headache" && f.source.kind !== "intake" && !OWN_TOO.test(f.evidence)) || (f.about === "me" && told(f) && f.value === undefined)));
}

function withoutAbout(f: Fact): Fact {
  const { about: _about, ...rest } = f;
  return rest;
}

function resolveOne(f: Fact, patient: string | null): Fact | null {
  const { about, ...rest } = f;
  if (about === "self" || about === undefined) return rest;
  // The typist's own body ("I have a stiff neck myself") while writing for someone else: theirs, not the patient's.
  if (about === "me") return patient === null ? rest : { ...rest, key: `other:${f.key}` };
  if (about === "third") {
    if (patient !== null) return rest;
    // Someone unnamed: only what is affirmed is worth asking about.
    return f.polarity === "affirmed" ? { ...rest, polarity: "unknown", candidate: "unclear_subject" } : null;
  }
  // Someone a cleft sentence sets apart from the typist ("it was Jace who had it, not me"): another
  // person in one's own story; in a story told for someone, perhaps the patient, so asked about.
  if (about === "not_me") return patient === null ? { ...rest, key: `other:${f.key}` } : f.polarity === "affirmed" ? { ...rest, polarity: "unknown", candidate: "unclear_subject" } : null;
  if (about !== "other" && patient !== null && (samePerson(about, patient) || patient === "third")) return rest;
  return { ...rest, key: `other:${f.key}` };
}
