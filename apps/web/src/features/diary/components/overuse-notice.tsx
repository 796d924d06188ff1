import Alert from "@mui/material/Alert";
import type { MedicineDays } from "@hg/shared/diary-figures";
import { medicineClassLabel } from "../utils/labels";

/**
 * The gentle ICHD-3 8.2 note for one class that is near or at its limit. It never tells anyone to
 * stop a medicine (stopping some abruptly is itself a risk); it sends them to their doctor.
 */
export function OveruseNotice({ figure }: { figure: MedicineDays }) {
  if (figure.position === "below") return null;
  const name = medicineClassLabel(figure.class);
  const near = figure.position === "approaching";
  return (
    // A note, not MUI's default role="alert": it is part of the page, not news to interrupt with.
    <Alert severity={near ? "info" : "warning"} role="note" sx={{ mt: 1 }}>
      <strong>
        {name}: about {figure.daysPerMonth} days a month, {near ? "close to" : "at or above"} {figure.limit}.
      </strong>{" "}
      Taking acute medicine on {figure.limit} or more days a month for over three months can make headaches more frequent
      (medication-overuse headache). Talk to your doctor about how often you take it.
    </Alert>
  );
}
