import type { QuestionnaireResponseItem, QuestionnaireResponseItemAnswer } from "@medplum/fhirtypes";
import { fieldLabel } from "@hg/shared";

// The intake (API shape, spec section 3) as QuestionnaireResponse items: objects become groups,
// lists of values become several answers, lists of objects repeat the group. linkId is the
// field's path, which is stable across versions of the form.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function answer(v: unknown): QuestionnaireResponseItemAnswer | null {
  if (typeof v === "boolean") return { valueBoolean: v };
  if (typeof v === "number" && Number.isFinite(v)) return Number.isInteger(v) ? { valueInteger: v } : { valueDecimal: v };
  if (typeof v === "string" && v.trim() !== "") return { valueString: v.trim() };
  return null;
}

function item(path: string, key: string, v: unknown): QuestionnaireResponseItem[] {
  const text = fieldLabel(key);
  if (isRecord(v)) {
    const children = intakeItems(v, path);
    return children.length > 0 ? [{ linkId: path, text, item: children }] : [];
  }
  if (Array.isArray(v)) {
    const answers = v.map(answer).filter((a): a is QuestionnaireResponseItemAnswer => a !== null);
    const groups = v.filter(isRecord).flatMap((o) => {
      const children = intakeItems(o, path);
      return children.length > 0 ? [{ linkId: path, text, item: children }] : [];
    });
    return [...(answers.length > 0 ? [{ linkId: path, text, answer: answers }] : []), ...groups];
  }
  const a = answer(v);
  return a === null ? [] : [{ linkId: path, text, answer: [a] }];
}

/** QuestionnaireResponse items for every answered intake field. */
export function intakeItems(intake: Record<string, unknown>, prefix = ""): QuestionnaireResponseItem[] {
  return Object.entries(intake).flatMap(([key, v]) => item(prefix === "" ? key : `${prefix}.${key}`, key, v));
}
