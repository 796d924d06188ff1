import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { MidasCreateSchema, type MidasRecord } from "@hg/shared/diary";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormNumberField, focusField } from "@/components/form";
import { ApiError } from "@/lib/api-client";
import { useCreateMidas } from "../api/create-midas";
import { MIDAS_QUESTIONS, type MidasAnswers } from "../utils/midas";

type Form = Record<keyof MidasAnswers, number | null>;
const EMPTY: Form = { missedWork: null, reducedWork: null, missedHousework: null, reducedHousework: null, missedLeisure: null };
const ANSWER_RULE = "Enter a whole number of days from 0 to 90 (0 if none).";
const isQuestion = (key: string): key is keyof MidasAnswers => key in EMPTY;

/** The five MIDAS questions; the server scores and grades the answers. */
export function MidasForm({ userId, onSaved }: { userId: string; onSaved: (record: MidasRecord) => void }) {
  // One id per filled-in form: sending it again after a lost answer stores it once.
  const [clientId] = useState(() => crypto.randomUUID());
  const { control, handleSubmit, setError } = useForm<Form>({ defaultValues: EMPTY });
  const create = useCreateMidas(userId);
  const [failure, setFailure] = useState<string | null>(null);

  const fieldErrors = (issues: { path: string; message: string }[]) => {
    let first: string | null = null;
    for (const issue of issues) {
      const key = issue.path.split(/[./]/).pop() ?? "";
      if (!isQuestion(key)) continue;
      setError(key, { message: issue.message });
      first ??= key;
    }
    if (first) focusField(first);
    return first !== null;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const parsed = MidasCreateSchema.safeParse({ clientId, ...values });
    if (!parsed.success) {
      // The shared messages name API fields ("missedWork must be..."); the form speaks to the person.
      fieldErrors(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: ANSWER_RULE })));
      return;
    }
    try {
      onSaved(await create.mutateAsync(parsed.data));
    } catch (error) {
      if (!(error instanceof ApiError && fieldErrors(error.errors))) setFailure(error instanceof ApiError ? error.detail : "Something went wrong.");
    }
  });

  return (
    <Box component="form" aria-label="MIDAS questions" noValidate onSubmit={(e) => void submit(e)}>
      <Typography sx={{ mb: 2 }}>Think of the last 3 months. Count days, and answer 0 if none.</Typography>
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: "none", display: "grid", gap: 2.5 }}>
        {MIDAS_QUESTIONS.map((q, i) => (
          <Box component="li" key={q.key}>
            <Typography sx={{ mb: 1 }}>
              {i + 1}. {q.text}
            </Typography>
            <Box sx={{ maxWidth: 280 }}>
              <FormNumberField control={control} name={q.key} label={q.label} min={0} max={90} required />
            </Box>
          </Box>
        ))}
      </Box>
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {failure}
        </Typography>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 3, minHeight: 48 }} disabled={create.isPending}>
        {create.isPending ? "Saving..." : "Save MIDAS"}
      </Button>
    </Box>
  );
}
