import type { Fact, Provenance } from "../types.ts";
import { misheard, normalizeText, putRight } from "./normalize.ts";
import { findFrequencies } from "./numbers.ts";
import { normaliseRelation, ownHeadache, typistFor } from "./context.ts";
import { remoteYear } from "./remote-past.ts";
import { rawSentences, sentences } from "./scope.ts";
import { answeredOnNextLine, readableAnswers, readTable } from "./structured-answers.ts";
import { conceptFacts } from "./text-concepts.ts";
import { quantityFacts } from "./text-quantities.ts";
import { findDrugs } from "../scores/drugs.ts";

export type Expectation = "duration" | "frequency" | "history" | "attacks" | null;

// Reading a message is the expensive part, and the server re-reads the whole conversation on
// every turn; the result depends only on the text, the expectation and the day, so a bounded cache
// keeps turns fast. Where the text sits (its source) is only stamped on each fact: one reading of
// "No" serves it at every place in every conversation (keyed per source, it was read again once a
// common answer had been seen at 64 places). Keyed by the text first, then by the small rest, so a
// turn builds no long key strings.
interface Reading {
  facts: Fact[];
  /** The same facts stamped with another source, for the sources seen most. */
  stamped: Map<string, Fact[]>;
}
const CACHE = new Map<string, Map<string, Reading>>();
const CACHE_LIMIT = 2000;
const STAMPED_LIMIT = 64;

const sourceKey = (s: Provenance): string =>
  s.kind === "intake" ? `i:${s.field}` : s.kind === "message" ? `m:${s.index}` : s.kind === "diary" ? `d:${s.days}` : `a:${s.index}:${s.question}`;

// What the typist takes back as they say it: "I put he's had headaches since he was 30 but that's
// not right", "I ticked lying down on the form by mistake", "the form says it came on over a few
// minutes but thats wrong". The retracted words are blanked (same
// length, so positions hold) and read as nothing; the correction that follows is read as usual.
// "where I ticked numb hand, that's nothing to do with my heads" disowns the item as well, and so
// does "I clicked both sides, which I didn't mean".
const RETRACTED = /\b(?:(?:i|we|she|he) (?:put|wrote|ticked|checked|clicked|entered|selected|chose|picked|filled in|typed|said)|(?:the|my|her|his) form (?:says|said|has it|has)|(?:it|the form) says (?:on|in) the form)\b(?:(?!\bbut\b)[^.;]){0,120}?(?=,?\s*(?:but )?(?:i think |i believe |i reckon |pretty sure |i'm sure |im sure )?(?:that's|that is|thats|which is|which was|that was|it's|it is|its) (?:not right|wrong|incorrect|a mistake|not true|not correct|not accurate|totally wrong|all wrong|(?:got )?nothing to do with (?:my|her|his|the) (?:heads?|head ?aches?|headaches?|migraines?)|(?:only|actually|really) (?:the |on the |my )?(?:right|left|one side|the one side))\b|\s*(?:which|that) (?:i|we|she|he) (?:didn't|did not|never) mean(?:t)?\b|\s*(?:by mistake|in error|by accident|wrongly|accidentally)\b)/g;
// Words typed earlier, taken back as said in fear: "Honestly I typed 'worse every week' because I was
// panicking after a Reddit thread" (what the quote told is denied).
const TYPED_IN_PANIC = /\bi (?:typed|said|wrote|put)\b[^.]{0,5}['"]([^'".]{1,40})['"](?= (?:because|cos|cause|coz|as) (?:i was|i'm|im|i got) (?:panick\w*|scared|worried|stressed|freaking out|anxious|catastrophi\w*|overthinking|in a state)\b)/g;
// A form item named, then disowned: "Vomiting I ticked because I was sick with one at Christmas but I
// had the norovirus, so that doesn't really count".
const TICKED_NOT_COUNTING = /\b[a-z]+(?: [a-z]+)? (?:i|we|she|he) (?:ticked|checked|clicked|selected|picked)\b[^.;]{0,140}?\b(?:so )?(?:that|it|which|that one) (?:doesn't|does not|don't|shouldn't|should not) (?:really )?count\b/g;
// An entry disowned first: "Please ignore where I wrote continuous in the form".
const IGNORE_ENTRY = /\b(?:ignore|disregard|forget)\b (?:where |what |the part where |that )?(?:i|we|she|he|my \w+) (?:wrote|put|ticked|typed|entered|selected|chose|picked|filled in)\b[^.;,]{1,50}?\b(?:in|on) the form\b/g;
// A tick on the form taken back says the item is not part of the headaches: its symptoms are denied
// (a later message overrides the form), and a sensory or visual item taken back takes the aura with it.
const FORM_TICK = /\b(?:ticked|checked|clicked|selected|picked)\b/;
const FORM_WORDS = /\b(?:ignore|disregard|forget|where|what|the part|that|i|we|she|he|my \w+|wrote|put|ticked|typed|entered|selected|chose|picked|filled in|in the form|on the form)\b/g;
const AURA_KINDS = new Set(["aura", "numbness", "visual_disturbance"]);

// A past illness or event as the sentence's subject, told by how it began or felt.
const PAST_EVENT_TOLD = /^(?:(?:and|but|so|well)\s+)?(?:the|that|my|her|his|their) (?:(?:brain |first |last |old |previous )?(?:bleed|haemorrhage|hemorrhage|aneurysm|stroke|clot|meningitis|concussion|subarachnoid|sah|mini stroke|tia))\b[^.]{0,20}\b(?:was|felt|came|started|began|hit|went)\b/;
// A past episode opened with its year ("so back in 2019 i had the scary one."), then told on in the next
// sentence with nothing of now in it and its work-up done ("at the gym doing deadlifts, instant worst pain
// of my life, ambulance, CT and a spinal tap, all normal"): that episode's onset, not this headache's.
const EPISODE_HAD = /\b(?:i|she|he|we)(?: had| got| went through)\b/;
const NOW_WORDS = /\b(?:today|tonight|now|this (?:morning|afternoon|evening|week|time|one)|yesterday|since|currently|at the moment)\b/;
const WORKED_UP = /\b(?:ct|mri|scan|spinal tap|lumbar puncture|lp)\b[^.]{0,40}\b(?:all )?(?:normal|clear|fine|nothing)\b/;
const COMPARED_WITH_IT = /\b(?:nothing|not|nowhere near|not a bit) like (?:that|it|this|that one)\b|\bdifferent (?:from|to) (?:that|it)\b/;
const ONSET_FEATURES = new Set(["sudden_onset", "thunderclap", "worst_ever", "extreme_pain", "severe", "peak_hours", "never_like_this"]);
const OLD_EPISODE_KEYS = new Set([...ONSET_FEATURES, "exertion_context", "neck_strain"]);
// "i do get migraines but they creep up over a few hours. this is nothing like that": how the usual
// headaches come on, set against this one by the sentence after; its onset is not this headache's.
// "my migraine comes slowly over 2-3 hours": the condition, named in the singular.
const USUAL_TOLD = /\b(?:i (?:do |usually |normally |always )?(?:get|have|suffer (?:from|with)) (?:migraines|headaches)|my (?:usual |normal |regular |ordinary )?(?:migraines?|headaches|usual ones|normal ones)|(?:usually|normally) (?:they|mine|my (?:migraines|headaches))|they (?:usually|normally|always))\b/;
const SET_AGAINST_NEXT = /^[\s,;:!-]*(?:(?:but|and|whereas) )?(?:(?:this|today'?s|tonight'?s)(?: one| time| headache)?\b[^.]{0,40}\b(?:nothing like|not like|different|instant\w*|sudden\w*|out of nowhere|in (?:a|one) second|straight away)|(?:this is |it'?s |this was )?nothing like (?:that|them|those|it))\b/;
const READ_RULE = /\b(?:read|heard|says|said|saying|told me|googled|learnt|learned)\b[^.]{0,40}\b(?:painkillers?|pain ?killers?|tablets?|pills?|medicines?|meds|triptans?)\b[^.]{0,40}\b(?:gives?|causes?|can cause|cause|leads? to|makes?|is the limit|limit)\b|\bthe limit is \d+\b|\b(?:know|knew|heard|told me|read) (?:about )?the rule\b|\bthe rule (?:about|for|on|with) (?:\w+ ){0,2}?(?:painkillers?|tablets?|pills?|medicines?|meds|triptans?)\b/;
// "her migraines have never given her a temperature": what the usual attacks never bring says nothing
// of this headache (told, as here, beside a thermometer reading 39.4); its denials are not this one's.
const USUAL_NEVER = /\b(?:my|her|his|their|your) (?:usual |normal |regular |ordinary |old )?(?:migraines|headaches|usual ones|normal ones)(?: have| has| had| did| do)? never (?:once )?(?:given|give|gave|come with|came with|brought|caused|cause|had|made)\b/;
const USUAL_ONSET = new Set([...ONSET_FEATURES, "gradual_onset"].filter((k) => k !== "never_like_this"));

// The typist changing mid-conversation: "this is her husband Marcus.", "her mum here now".
const PARENT_HERE = /^\s*(mum|mom|mam|mother|dad|father|nan|gran|granny|grandma|grandad|auntie|aunt|uncle) here\b(?=[^.!?]{0,40}\b(?:she|he|her|him)\b)/;
const HANDOVER = /(?:^|[.!?]\s*)(?:(?:hi|hello|hiya|hey|ok|okay),? )?(?:this is|it's|its|i'm|im|i am) (?:her|his) (?:husband|wife|partner|boyfriend|girlfriend|mum|mom|mam|mammy|ma|mother|dad|da|father|son|daughter|sister|brother|friend|flatmate|roommate|nan|gran|granny|grandma|grandad|carer)\b|(?:^|[.!?]\s*)(?:(?:hi|hello|hiya|hey|ok|okay),? )?(?:her|his) (?:husband|wife|partner|mum|mom|mam|mother|dad|father|son|daughter|sister|brother|nan|gran|carer) (?:here|again|typing)\b|(?:^|[.!?]\s*)(?:(?:hi|hello|hiya|hey|ok|okay),? )?(?:this is|it'?s|its) my (?<typing>husband|wife|partner|boyfriend|girlfriend|mum|mom|mam|mother|dad|father|son|daughter|sister|brother|friend|flatmate|roommate) (?:typing|writing|here|on)(?: now| for me)?\b(?=[^.!?]{0,30}\b(?:she|he|her|him)\b)/;

// A second headache told beside the main one, with its own cause: "the GTN spray gives me a different
// thump, both sides, 10 minutes or so". Its side, character and length are not the attacks' own.
// So is a hangover told as a different headache: "i get a totally different headache the morning after a big night".
const OTHER_HEADACHE = /\b(?:gives?|gave|giving|causes?|caused|brings? on|brought on) (?:me |her |him )?(?:a |an )?(?:different|other|separate|another|second) (?:kind of |type of |sort of )?(?:thump|headache|head ?ache|pain|ache|one|head)\b|\b(?:different|other|separate|second) (?:kind of |type of |sort of )?(?:head ?ache|headache)\b[^.]{0,20}\b(?:the morning after|after (?:a |the )?(?:big |heavy |late |long )?(?:night|drink\w*|session|party))\b/;
// A brain freeze told beside the usual headaches ("when I put my face in I get a brain freeze across
// my forehead ... 20 seconds maybe and its gone"): a cold-stimulus headache (ICHD-3 4.5), whose side,
// character and seconds are its own, in its sentence and the one after.
// So is one told through the cold thing eaten or drunk too fast ("when i eat halo-halo or drink a
// frozen frappe too fast i get a sudden super sharp pain in my forehead").
const COLD_HEADACHE = /\bbrain ?freeze\b|\bice[- ]?cream headache\b|\b(?:eat|eating|ate|drink|drinking|drank|have|having)\b[^.]{0,30}\b(?:ice[- ]?creams?|ice[- ]?lollies|ice[- ]?lolly|ice pops?|slush\w*|frozen|frappes?|iced|ice[- ]?cold|halo[- ]?halo|gelato|sorbet|popsicles?|cold (?:drinks?|stuff|food))\b[^.]{0,20}\b(?:too )?(?:fast|quick(?:ly)?)\b/;
const ATTACK_FEATURES = new Set(["unilateral", "bilateral", "pulsating", "pressing", "stabbing", "attack_hours", "peak_hours", "side_shifting"]);

// The patient takes over the typing: "I give her to type now she explain" (from the next message on),
// "hi its maya. ok mama is doing the most lol" (this message on). A name said with "'s" ("its maya's
// mum") is the typist naming themself by the patient, not the patient.
const PASSES_TO_PATIENT = /\b(?:i(?:'ll| will| am|'m)? (?:give|giving|hand|handing|pass|passing) (?:her|him|them)(?: the (?:phone|laptop|keyboard|tablet|computer))? (?:to (?:type|explain|tell|write)|over)|(?:i(?:'ll| will)? )?let (?:her|him) (?:type|explain|tell you|write)|(?:she|he)(?:'ll| will| is going to| can| will now) (?:type|explain|tell you|write)(?: (?:now|herself|himself|the rest|it))?)\b/;
// "Colleague again: I had covid last week", "coach again. i get cluster headaches myself": the one who
// typed first has the keyboard back after the patient, so "I" is theirs again.
const TYPIST_BACK = /^\W*(?:(?:the |your )?(?:colleague|coach|mum|mom|mam|dad|roommate|flatmate|housemate|carer|aide|support worker|worker|friend|mate|wife|husband|partner|daughter|son|sister|brother|teacher|nurse|interpreter|neighbou?r|boss|workmate)(?: here)? (?:again|back)|(?:it'?s |its )?(?:me|i'm|im) (?:again|back)(?: typing)?)\b/;
const PATIENT_SPEAKS = /^(?:mum|mom|mam|mammy|mummy|mommy|ma|dad|daddy|da|papa|mama|nan|nana|gran|granny|grandma|grandad|grandpa),?\s+(?:i|i'm|i've|i'd|it's me|its me|it was me)\b|^(?:(?:hi|hey|hello|hiya|ok|okay|so|um|umm)[,.!]*\s+)*(?:it'?s|its|this is|im|i'm|i am) (?!(?:her|his|their|the|a|an|my|not|so|very|just|really|fine|ok|okay|sorry|me|also|still|here|back|going|having|getting|worried|writing|typing|asking|on|in|at|from|with|for|about|like|no|yes)\b)[a-z]+\b(?!'s| ?'s)(?:[ ,]+(?:here|typing|now))*\s*(?=[,.!]|$)/;

const TYPIST_NAMES_RELATION = /\b(?:my (?:son|daughter|child|kid|boy|girl|husband|wife|partner|mum|mom|mother|dad|father|patient|resident)|(?:mum|mom|mother|dad|father|mama|papa|parent|wife|husband|carer|nurse|grandma|granny|nan) (?:of|to)|'s (?:mum|mom|mother|dad|father|mama|papa|wife|husband|carer|partner|nan|gran))\b/;

// An earlier denial taken back by naming it: "the no temp was me guessing", "the no numbness bit was
// wrong", "when i said no fever i was guessing". What it denied is left to the words around it.
const DENIAL_TAKEN_BACK = /\b(?:the|that|when i said|where i said|i said) (?:no|not) [a-z]+(?: [a-z]+)?(?: (?:bit|part|thing))? (?:was|is|i was) (?:just )?(?:me )?(?:guessing|a guess|wrong|a mistake|not right|not true|rubbish|made up)\b/g;
// A symptom the person thought they had, put down to a thing in the same breath: "I thought my eyes
// went blurry on Tuesday but it was my reading glasses, they were filthy". Not when the thing is the
// head, eyes or sight themselves ("but it was my eye").
// "i thought he took a stick to the face at hockey but he swears nothing hit him": a guess taken back.
// "thought i'd banged it on the door frame but i didnt, nothing touched my head": taken back at once.
const THOUGHT_BUT_DENIED = /(?:\bi |(?:^|[.!?]\s*))(?:thought|assumed|figured|reckoned)(?: that)? (?=[^.]{3,80}?,? but (?:(?:he|she|they|i) (?:swears?|swore|says?|said|insists?|insisted|told me)(?: that)? (?:nothing|no one|nobody|it didn'?t|he didn'?t|she didn'?t)|i (?:didn'?t|didnt|did not|hadn'?t|had not))\b)[^.]{3,80}?(?=,? but )/g;
const THOUGHT_BUT_THING = /\bi (?:thought|assumed|figured|reckoned)(?: that)? (?=[^.]{3,60}?,? but (?:it|that|they) (?:was|were|turned out to be) (?:just |only |actually |really )?(?:my|the|her|his|our) (?!(?:head|headaches?|migraines?|brain|eyes?|sight|vision|arm|leg|face|hand|speech)\b))[^.]{3,60}?(?=,? but )/g;
// A "no" on the form given with a reason that tells the thing happened: "i ticked no for cancer
// because they caught it early, stage 1, lumpectomy" (the person thought it did not count). The "no"
// is blanked so the item reads as told; a reason that denies ("because i never had one") keeps it.
const TICKED_NO_FOR_A_REASON = /\b(?:i|we|she|he) (?:ticked|checked|clicked|put|selected|answered|said) (no (?:for|to|on|next to|against) )(?=[a-z]+(?: [a-z]+)? (?:because|cos|coz|as|since) (?![^.]*\b(?:never|not|no|don'?t|haven'?t|hasn'?t|didn'?t|wasn'?t)\b))/g;

// Words taken back as they are said: "they've got worse since mum came but scratch that, they're the
// same", "I was going to say its on and off but thats not really true". The clause before is blanked.
const SCRATCHED = /(?<=(?:^|[.;!?,]|\b(?:and|so|then)\b)\s*)[^.;!?,]{1,100}?(?=,?\s*(?:but |no |oh |actually |wait )?(?:scratch|strike|cancel|disregard|ignore|forget) (?:that|what i (?:just )?said)\b)|\bi was (?:going to|gonna|about to) (?:say|write|put)\b[^.;!?]{1,80}?(?=,?\s*(?:but|actually|although|though)\b)/g;

// "i put 3 for the BC powder but thats wrong its 3 a DAY": the figure is taken back, not the medicine;
// its name stays where it was, so the count told after the correction is that medicine's.
function blankKeepingMedicines(m: string): string {
  let out = " ".repeat(m.length);
  for (const d of findDrugs(m)) out = out.slice(0, d.index) + m.slice(d.index, d.index + d.name.length) + out.slice(d.index + d.name.length);
  return out;
}

function withoutRetracted(sentence: string): string {
  const blank = (m: string) => " ".repeat(m.length);
  // Only when a count follows the correction: "... that is wrong, it is 20 tablets" leaves the form's medicine to the form.
  const retract = (m: string, ...args: unknown[]) => {
    const at = args.at(-2);
    const rest = typeof at === "number" ? sentence.slice(at + m.length) : "";
    return findFrequencies(rest).some((f) => f.vague !== true) ? blankKeepingMedicines(m) : blank(m);
  };
  return sentence.replace(SCRATCHED, blank).replace(TYPED_IN_PANIC, blank).replace(RETRACTED, retract).replace(TICKED_NOT_COUNTING, blank).replace(IGNORE_ENTRY, blank).replace(DENIAL_TAKEN_BACK, blank).replace(THOUGHT_BUT_THING, blank).replace(THOUGHT_BUT_DENIED, blank).replace(TICKED_NO_FOR_A_REASON, (m, no: string) => m.replace(no, blank(no)));
}

/** The symptoms of form ticks, and of words typed in fear, taken back in `sentence`: denied. */
function untickedFacts(sentence: string, message: string, source: Provenance, now: Date | null, quote: string): Fact[] {
  const out: Fact[] = [];
  for (const m of sentence.matchAll(TYPED_IN_PANIC)) {
    for (const f of conceptFacts(m[1] ?? "", message, source, now, quote)) if (f.polarity === "affirmed" && !out.some((o) => o.key === f.key)) out.push({ ...f, polarity: "denied" });
  }
  for (const m of [...sentence.matchAll(RETRACTED), ...sentence.matchAll(TICKED_NOT_COUNTING), ...sentence.matchAll(IGNORE_ENTRY)]) {
    // The form's words taken back: the form's own value gives way to what the chat says.
    if (/\bform\b/.test(m[0]) && !out.some((o) => o.key === "form_disowned")) {
      out.push({ key: "form_disowned", polarity: "affirmed", hedged: false, evidence: quote, source });
      // "the form says relpax 10 days but that is wrong": the medicine is named in chat, its form count taken back.
      for (const d of findDrugs(m[0])) out.push({ key: `med:${d.name}`, polarity: "affirmed", hedged: false, tag: d.cls, evidence: quote, source });
    }
    if (!FORM_TICK.test(m[0]) && !/^(?:ignore|disregard|forget)\b/.test(m[0])) continue;
    const item = m[0].replace(/\b(?:because|as|since|cos|cause)\b.*$/, "").replace(FORM_WORDS, (w) => " ".repeat(w.length));
    for (const f of conceptFacts(item, message, source, now, quote)) {
      if (f.polarity !== "affirmed" || out.some((o) => o.key === f.key)) continue;
      out.push({ ...f, polarity: "denied" });
      if (AURA_KINDS.has(f.key) && !out.some((o) => o.key === "aura")) out.push({ ...f, key: "aura", polarity: "denied", side: undefined, tag: undefined });
    }
  }
  return out;
}

const WARNING_HEADER = /\b(?:warning signs?|red flags?|danger signs?|when to (?:worry|seek help|see a doctor|get help)|seek (?:urgent |emergency |immediate )?(?:medical )?(?:care|help|attention) if|go to (?:a&e|the er|the emergency (?:room|department)|hospital) if|call (?:999|911|112|000|an ambulance) if|see a (?:doctor|gp) (?:urgently |straight away )?if)\b[^.]{0,60}:\s*$/i;
// A pasted instruction line that lists its own warning signs: "Return to the ER right away for: worsening
// headache, repeated vomiting, confusion, seizure" (an imperative at the line's start, not a story).
const INLINE_WARNING = /^\s*(?:please )?(?:return|come back|go back|go|seek|call|phone|ring)\b[^.:]{0,40}\b(?:er|a&e|a and e|ed|emergency(?: room| department)?|hospital|urgent care|medical (?:care|help|attention|advice)|help|999|911|112|000|an ambulance)\b[^.:]{0,25}\b(?:for|if)\b/i;
const CONDITION_SYMPTOMS = /(?<!\b(?:my|her|his|their|our|your) )\b(?:symptoms|signs|warning signs) of (?!(?:my|her|his|it|this|these|the (?:headache|pain|migraine))\b)(?:[a-z-]+ ){1,3}?(?:include|includes|can include|may include|are|can be)\b/;
const SEARCHED = /\b(?:googled|googling|searched|looked up|read up on|read about|reading about|dr google|the internet says|websites? (?:say|said))\b/;
// A list of a few names and nothing else: no person, no verb of having or feeling.
const BARE_LIST = /^(?![^]*\b(?:i|i'm|i've|my|me|he|she|his|her|they|have|has|had|get|gets|got|feel|feels|felt|is|was|been|am|are)\b)\s*[a-z' -]{3,40}(?:,\s*[a-z' -]{3,40}){1,6}\s*[.!?]*\s*$/;
const LIST_ITEM = /^\s*(?:[-*\u2022\u25cf\u25aa]|\d{1,2}[.)])\s+/;

/** Every fact stated in one piece of free text, in the order it was said. */
export function extractTextFacts(text: string, source: Provenance, now: Date | null, expects: Expectation = null): Fact[] {
  const meta = `${expects ?? ""}|${now === null ? "" : now.toISOString().slice(0, 10)}`;
  let byMeta = CACHE.get(text);
  const hit = byMeta?.get(meta);
  if (hit !== undefined) return stampedFor(hit, source);
  let normal = normalizeText(text);
  const out: Fact[] = [];
  // Sentences are cut from what the person typed, so evidence quotes their words verbatim;
  // spelling repair and shorthand expansion only shape the copy the rules match against.
  // A pasted list of warning signs ("Warning signs that need urgent medical attention: • Fever with
  // a stiff neck ..."): what to watch for, not what happened; read up to the list's end.
  let inWarningList = false;
  let previous = "";
  let pastEventBefore = false;
  let episodeYearBefore = false;
  let coldBefore = false;
  const pieces = rawSentences(text);
  // Words misheard by voice typing and put right later in the message, found once for every sentence.
  const corrections = misheard(text.toLowerCase());
  let tableUntil = -1;
  for (const [i, typed] of pieces.entries()) {
    if (i < tableUntil) continue;
    // A hand-typed table read as plain sentences, quoted by its heading line.
    const table = typed.includes("|") ? readTable(pieces.slice(i).map(normalizeText)) : null;
    if (table !== null) {
      tableUntil = i + table.lines;
      // The sentences after the table do not take its headings for things they speak of ("panadol
      // days" is a heading, not a medicine named before "so 18 out of 28 days"): blanked, same length.
      for (const line of pieces.slice(i, tableUntil).map(normalizeText)) normal = normal.replace(line, " ".repeat(line.length));
      const quote = typed.replace(/\s+/g, " ");
      for (const sentence of sentences(table.text)) {
        out.push(...conceptFacts(sentence, normal, source, now, quote));
        out.push(...quantityFacts({ sentence, source, now, expects, quote, message: normal, offset: 0 }));
      }
      continue;
    }
    // A line of items with its answers on the next line, in the same order: read as one checklist.
    const next = pieces[i + 1];
    if (next !== undefined && answeredOnNextLine(normalizeText(typed), normalizeText(next))) continue;
    const before = pieces[i - 1];
    const answersTo = before !== undefined && answeredOnNextLine(normalizeText(before), normalizeText(typed)) ? before : null;
    const raw = answersTo === null ? typed : `${answersTo} -> ${typed}`;
    const quote = typed.replace(/\s+/g, " ");
    if (WARNING_HEADER.test(raw)) {
      inWarningList = true;
      continue;
    }
    if (inWarningList && LIST_ITEM.test(raw)) continue;
    inWarningList = false;
    if (INLINE_WARNING.test(typed)) continue;
    // "pasted this off the NHS site: 'symptoms of meningitis include a high temperature, ... and fits'":
    // a condition's symptoms as a page lists them, not the person's.
    if (CONDITION_SYMPTOMS.test(normalizeText(raw))) continue;
    // "I've googled daily headache causes so many times. brain tumour, high pressure, stroke.": the
    // list a search gave, not the person's illnesses.
    if (SEARCHED.test(normalizeText(previous)) && BARE_LIST.test(normalizeText(raw))) {
      previous = raw;
      continue;
    }
    previous = raw;
    for (const said of sentences(readableAnswers(putRight(normalizeText(raw), corrections)))) {
      const sentence = withoutRetracted(said);
      out.push(...untickedFacts(said, normal, source, now, quote));
      const other = OTHER_HEADACHE.test(sentence);
      const cold = COLD_HEADACHE.test(sentence);
      const coldTold = cold || coldBefore;
      coldBefore = cold;
      // "the bleed was like being shot in the back of the head": how a past illness began, not this
      // headache; "this is nothing like that" just after compares with it, not with the usual headaches.
      const pastEvent = PAST_EVENT_TOLD.test(sentence);
      const comparedToPast = pastEventBefore && COMPARED_WITH_IT.test(sentence);
      const at = normal.indexOf(said);
      // "read on the internet that painkillers 15 days a month give you rebound headaches": a rule read, not the person's days.
      const readRule = READ_RULE.test(sentence);
      const usualSetAgainst = USUAL_TOLD.test(sentence) && at >= 0 && SET_AGAINST_NEXT.test(normal.slice(at + said.length, at + said.length + 120));
      const usualNever = USUAL_NEVER.test(sentence);
      const oldEpisodeGoesOn = episodeYearBefore && !NOW_WORDS.test(sentence) && WORKED_UP.test(sentence);
      const keep = (f: Fact) =>
        !(readRule && f.key.startsWith("med:")) && !(oldEpisodeGoesOn && OLD_EPISODE_KEYS.has(f.key)) &&
        !((other || coldTold) && ATTACK_FEATURES.has(f.key)) && !(pastEvent && ONSET_FEATURES.has(f.key)) && !(comparedToPast && f.key === "never_like_this") && !(usualSetAgainst && USUAL_ONSET.has(f.key)) && !(usualNever && f.polarity === "denied");
      out.push(...conceptFacts(sentence, normal, source, now, quote).filter(keep));
      // Where the sentence sits in the message, found from the words as said (before any blanking).
      if (!other) out.push(...quantityFacts({ sentence, source, now, expects, quote, message: normal, offset: at }).filter(keep));
      pastEventBefore = pastEvent;
      episodeYearBefore = remoteYear(sentence, now) && EPISODE_HAD.test(sentence);
    }
  }
  // Who the story is about (experiencer.ts): the typist's own headache, or someone else's.
  if (ownHeadache(normal)) out.push({ key: "own_headache", polarity: "affirmed", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source });
  const typist = typistFor(normal);
  // Inferred only from a relative's headache ("my mum gets migraines"): hedged, and set aside
  // when the typist tells their own story elsewhere (experiencer.ts).
  const handover = HANDOVER.exec(normal);
  // "Mom here: she's completely back to normal": a parent taking over from the child who typed.
  const parentHere = handover === null ? PARENT_HERE.exec(normal) : null;
  if (handover !== null || parentHere !== null) {
    // "this is my partner typing now, shes really slow": the relation named is the typist; the
    // she or he after it is the patient, not that relation (experiencer.ts).
    const typing = handover?.groups?.typing ?? parentHere?.[1];
    out.push({ key: "handover", polarity: "affirmed", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source, ...(typing !== undefined ? { tag: normaliseRelation(typing) } : {}) });
  }
  if (TYPIST_BACK.test(normal.trim())) out.push({ key: "typist_back", polarity: "affirmed", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source });
  else if (PATIENT_SPEAKS.test(normal.trim()) && !TYPIST_NAMES_RELATION.test(normal)) out.push({ key: "patient_typing", polarity: "affirmed", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source });
  else if (PASSES_TO_PATIENT.test(normal)) out.push({ key: "patient_typing", polarity: "affirmed", tag: "next", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source });
  if (typist !== null) out.push({ key: "typist", polarity: "affirmed", tag: typist.relation, hedged: !typist.outright, evidence: text.replace(/\s+/g, " ").trim(), source });
  if (byMeta === undefined) {
    if (CACHE.size >= CACHE_LIMIT) {
      const first = CACHE.keys().next();
      if (first.done !== true) CACHE.delete(first.value);
    }
    byMeta = new Map();
    CACHE.set(text, byMeta);
  }
  if (byMeta.size < STAMPED_LIMIT) byMeta.set(meta, { facts: out, stamped: new Map([[sourceKey(source), out]]) });
  return out;
}

/** A cached reading with `source` on every fact (the same array each time for a source seen before). */
function stampedFor(reading: Reading, source: Provenance): Fact[] {
  const key = sourceKey(source);
  const known = reading.stamped.get(key);
  if (known !== undefined) return known;
  const facts = reading.facts.map((f) => ({ ...f, source }));
  if (reading.stamped.size < STAMPED_LIMIT) reading.stamped.set(key, facts);
  return facts;
}
