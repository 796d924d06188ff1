import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { DiaryEntry } from "@hg/shared/diary";
import { useState } from "react";
import { ConfirmationDialog } from "@/components/feedback-ui/confirmation-dialog";
import { notify } from "@/components/feedback-ui/notifications";
import { useDeleteDiaryEntry } from "../api/delete-diary-entry";
import { longDayLabel } from "../utils/dates";
import { entryDetails, entryTitle } from "../utils/entry-words";

type Props = {
  userId: string;
  day: string;
  entries: readonly DiaryEntry[];
  onEdit: (entry: DiaryEntry) => void;
  /** Marks an unlogged day as headache-free (offered only when the day has no entry). */
  onMarkFree: (day: string) => void;
};

/** The entries of the tapped day, each to edit or delete (after a confirmation). */
export function DayEntries({ userId, day, entries, onEdit, onMarkFree }: Props) {
  const remove = useDeleteDiaryEntry(userId);
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);
  const sorted = [...entries].sort((a, b) => (a.startedAt ?? "").localeCompare(b.startedAt ?? ""));
  const headingId = `day-${day}-heading`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: "divider" }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {longDayLabel(day)}
      </Typography>
      {sorted.length === 0 ? (
        <>
          <Typography color="textSecondary">Nothing logged. This day counts as unknown, not as headache-free.</Typography>
          <Button variant="outlined" color="success" sx={{ mt: 1, minHeight: 48 }} onClick={() => onMarkFree(day)}>
            No headache this day
          </Button>
        </>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
          {sorted.map((entry) => {
            const title = entryTitle(entry);
            return (
              <Box component="li" key={entry.id} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                {entryDetails(entry).map((line) => (
                  <Typography key={line} variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
                    {line}
                  </Typography>
                ))}
                <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
                  {entry.kind === "headache" && (
                    <Button variant="outlined" size="small" sx={{ minHeight: 44 }} aria-label={`Edit: ${title}`} onClick={() => onEdit(entry)}>
                      Edit
                    </Button>
                  )}
                  <Button color="error" size="small" sx={{ minHeight: 44 }} aria-label={`Delete: ${title}`} onClick={() => setDeleting(entry)}>
                    Delete
                  </Button>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmationDialog
        open={deleting !== null}
        title="Delete this entry?"
        message={deleting ? `${entryTitle(deleting)} on ${longDayLabel(deleting.day)} will be removed from your diary.` : ""}
        yesLabel="Delete"
        noLabel="Keep"
        onYes={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify("The entry was deleted.", "success");
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
