// Answers typed in structured bits rather than sentences: a checklist answered in order after an
// arrow ("fever / stiff neck / rash -> no / kinda / no"), pasted notes marked "Q:" and "A:", and a
// questionnaire's numbered questions pasted without their answers ("7 ever had a head injury").
// Each is turned into the plain "item? answer." form the rest of the reading already knows, or
// set aside as a question; the evidence still quotes the words as typed (text-facts.ts).

// "item / item / item -> answer / answer / answer" (also with "=>", an arrow sign, ":" or "="):
// the answers line up with the items in order.
const ALIGNED = /^(.*?)\s*(?:->|=>|\u2192|:|=)\s*(.+)$/;
const ITEM_SPLIT = /\s*\/\s*/;
// A one-letter answer in a checklist.
const LETTER_ANSWER: Record<string, string> = { y: "yes", n: "no" };
const ANSWER_WORD = /^(?:yes|yeah|yep|no|nope|nah|y|n|never|not|none|kinda|kind of|sort of|a bit|a little|slightly|sometimes|maybe|unsure|dunno|n\/a|na)\b/;
// What the checklist's first item is introduced by ("going down the checklist on the website: came
// on suddenly / ..."), left out of the first item.
const LEAD_IN = /^.*(?::|->|=>|\u2192)\s*/;

/** A line that is only a list of items ("temples sore to touch / jaw tired chewing / fever"), waiting for its answers on the next line. */
function bareChecklist(sentence: string): boolean {
  const items = sentence.split(ITEM_SPLIT);
  return items.length >= 2 && !ALIGNED.test(sentence) && items.every((s) => s.trim() !== "" && s.trim().length <= 40);
}

/** Whether `answers` answers the bare list of items on the line before it, item by item. */
export function answeredOnNextLine(items: string, answers: string): boolean {
  return bareChecklist(items) && pairedChecklist(`${items} -> ${answers}`) !== null;
}

/** The items and answers of a checklist answered in order, paired, or null when the sentence is not one. */
export function pairedChecklist(sentence: string): Array<[string, string]> | null {
  const m = ALIGNED.exec(sentence);
  if (m === null) return null;
  // The last separator splits items from answers when the items carry a lead-in of their own.
  const [head, tail] = splitAtLastSeparator(sentence) ?? [m[1] ?? "", m[2] ?? ""];
  const items = head.replace(LEAD_IN, "").split(ITEM_SPLIT).map((s) => s.trim());
  const answers = tail.split(ITEM_SPLIT).map((s) => s.trim());
  if (items.length < 2 || items.length !== answers.length) return null;
  if (items.some((s) => s === "" || s.length > 40) || answers.some((s) => s === "")) return null;
  // Answers, not figures: most of them open with a yes, a no or a word like it.
  if (answers.filter((a) => ANSWER_WORD.test(a)).length * 2 < answers.length) return null;
  return items.map((item, i) => [item, LETTER_ANSWER[answers[i] ?? ""] ?? answers[i] ?? ""]);
}

function splitAtLastSeparator(sentence: string): [string, string] | null {
  let at = -1;
  let length = 0;
  for (const m of sentence.matchAll(/\s*(?:->|=>|\u2192|:|=)\s*/g)) {
    at = m.index ?? -1;
    length = m[0].length;
  }
  return at < 0 ? null : [sentence.slice(0, at), sentence.slice(at + length)];
}

// Pasted notes: "Q: hit his head? A: no". The markers are read as nothing, so the question and its
// answer read as "hit his head? no".
const QA_MARKER = /(^|[?.!]\s+|\s)(?:q|a|ques|ans|question|answer)\s*[:)]\s+/g;

// A numbered question of a pasted questionnaire, asked of the person and not yet answered: "7 ever
// had a head injury", "3. do you feel sick or vomit". Only question stems that cannot open a statement.
const NUMBERED_QUESTION = /^\s*(?:\d{1,2}\s*[.)]?|q\d{0,2}\s*[:.)])\s+(?:ever had|ever been|have you|has (?:he|she|the child)|do you|does (?:it|he|she|the)|did you|did it|are you|is (?:it|there|he|she)|any (?:history|previous|past|other)|how (?:long|often|many|bad|severe)|what|which|when did|where is|where does|who)\b(?![^?]*\?\s*\S)/;

// Tick boxes pasted as typed: "[x] bit side of tongue" ticked, "[ ] wet myself" left empty.
const TICKED = /^\s*\[\s*[x\u2713\u2714v*]\s*\]\s*/;
const UNTICKED = /^\s*\[\s*\]\s*/;

// A question quoted in the telling ("I am replying to the question 'has the pattern of your headaches
// changed?'"): the form's words, not the person's; the answer follows it.
const QUOTED_QUESTION = /(["'])(?:(?!\1)[^\n]){3,160}\?\1/g;

/** The sentence as the reading should take it: a checklist paired, Q/A markers and quoted questions dropped; "" for a bare numbered question. */
export function readableAnswers(typed: string): string {
  const sentence = typed.replace(QUOTED_QUESTION, " ");
  if (NUMBERED_QUESTION.test(sentence) || UNTICKED.test(sentence)) return "";
  if (TICKED.test(sentence)) return sentence.replace(TICKED, "");
  const pairs = pairedChecklist(sentence);
  if (pairs !== null) return pairs.map(([item, answer]) => `${item}? ${answer}.`).join("\n");
  return sentence.replace(QA_MARKER, "$1");
}

// A table typed by hand, a row a line and "|" between the cells, its first line the headings:
// "tablet | days / zolmitriptan | 8 / ibuprofen | 3" (days of each medicine), or a diary a week a row,
// "wk | head days | panadol days / 1 | 5 | 1 / 2 | 4 | 0" (days summed over the weeks).
const cellsOf = (line: string): string[] => line.split("|").map((c) => c.trim());
const PERIOD_HEADING = /^(?:wk|wks|week|weeks|month|months|mth)$/;
const DAYS_HEADING = /\bdays?\b/;
const NUMBER_CELL = /^\d{1,2}$/;

/** A hand-typed table from `lines[0]` on, told as plain sentences, with how many lines it took; null when there is none. */
export function readTable(lines: string[]): { text: string; lines: number } | null {
  const header = cellsOf(lines[0] ?? "");
  if (header.length < 2 || header.some((h) => h === "")) return null;
  const rows: string[][] = [];
  for (const line of lines.slice(1)) {
    const cells = cellsOf(line);
    if (cells.length !== header.length) break;
    rows.push(cells);
  }
  if (rows.length === 0) return null;
  const daysColumns = header.map((h, i) => (DAYS_HEADING.test(h) ? i : -1)).filter((i) => i > 0);
  if (daysColumns.length === 0) return null;
  const told: string[] = [];
  if (PERIOD_HEADING.test(header[0] ?? "")) {
    // A diary a week (or a month) a row: each "... days" column summed over the rows.
    const unit = /^(?:wk|wks|week|weeks)$/.test(header[0] ?? "") ? "weeks" : "months";
    for (const i of daysColumns) {
      const values = rows.map((r) => r[i] ?? "");
      if (!values.every((v) => NUMBER_CELL.test(v))) continue;
      const sum = values.reduce((n, v) => n + Number(v), 0);
      const what = (header[i] ?? "").replace(DAYS_HEADING, "").trim().replace(/^(?:head|headache)$/, "headaches");
      told.push(`${what === "" ? "headaches" : what} on ${sum} days in ${rows.length} ${unit}.`);
    }
  } else {
    // A row an item: "<medicine> | <days>", for the month the typist is telling.
    for (const r of rows) for (const i of daysColumns) if (NUMBER_CELL.test(r[i] ?? "")) told.push(`${r[0]} on ${r[i]} days a month.`);
  }
  return told.length === 0 ? null : { text: told.join("\n"), lines: rows.length + 1 };
}
