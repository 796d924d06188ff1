import { parseIntakeFormDraft, type IntakeForm } from "@hg/shared/intake-form";
import { useEffect } from "react";
import type { UseFormWatch } from "react-hook-form";
import { clearIntakeDraft, isEmptyForm, writeIntakeDraft } from "../utils/intake-storage";

/** Saves the draft to local storage on every change (a few kB, so no debounce is needed). */
export function useIntakeAutosave(watch: UseFormWatch<IntakeForm>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const subscription = watch((values) => {
      const form = parseIntakeFormDraft(values);
      if (isEmptyForm(form)) clearIntakeDraft();
      else writeIntakeDraft(form);
    });
    return () => subscription.unsubscribe();
  }, [watch, enabled]);
}
