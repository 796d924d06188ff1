import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { DiaryEntry } from "@hg/shared/diary";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { focusField } from "@/components/form";
import { notify } from "@/components/feedback-ui/notifications";
import { ApiError } from "@/lib/api-client";
import { useUpdateDiaryEntry } from "../api/update-diary-entry";
import { longDayLabel } from "../utils/dates";
import { entryToForm, fieldOfPath, formToUpdate, type DetailsForm, type FieldIssue } from "../utils/details-form";
import { EntryDetailsFields } from "./entry-details-fields";

type Props = {
  userId: string;
  entry: DiaryEntry;
  medicines: readonly string[];
  onClose: () => void;
  now?: () => Date;
};

/** Adds or changes an attack's details (PATCH); full screen on phones. Mounted per entry, so it opens with that entry's values. */
export function EntryDetailsDialog({ userId, entry, medicines, onClose, now = () => new Date() }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const { control, handleSubmit, setValue, setError } = useForm<DetailsForm>({ defaultValues: entryToForm(entry) });
  const update = useUpdateDiaryEntry(userId);
  const medicineOptions = [...new Set([...entry.medicines.map((m) => m.name), ...medicines])];

  const showIssues = (issues: FieldIssue[]) => {
    const general = issues.find((i) => i.field === null);
    for (const issue of issues) if (issue.field) setError(issue.field, { message: issue.message });
    const first = issues.find((i) => i.field)?.field;
    if (first) focusField(first);
    if (general) notify(general.message, "error");
  };

  const submit = handleSubmit(async (form) => {
    const result = formToUpdate(form, entry, now());
    if ("issues" in result) return showIssues(result.issues);
    try {
      await update.mutateAsync({ entryId: entry.id, body: result.body });
      notify("Details saved.", "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) showIssues(error.errors.map((e) => ({ field: fieldOfPath(e.path), message: e.message })));
      else notify(error instanceof ApiError ? error.detail : "Something went wrong.", "error");
    }
  });

  return (
    <Dialog open onClose={() => !update.isPending && onClose()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Headache details, {longDayLabel(entry.day)}</DialogTitle>
      <DialogContent>
        <form id={`${titleId}-form`} noValidate onSubmit={(e) => void submit(e)}>
          <EntryDetailsFields control={control} setValue={setValue} medicineOptions={medicineOptions} now={now} />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={update.isPending} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={update.isPending} sx={{ minHeight: 44 }}>
          {update.isPending ? "Saving..." : "Save details"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
