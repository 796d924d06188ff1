import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { DiaryMedicineClass } from "@hg/shared/diary";
import type { DiaryFigures } from "@hg/shared/diary-figures";
import { dayLabel } from "../utils/dates";
import { medicineClassLabel } from "../utils/labels";
import { OveruseNotice } from "./overuse-notice";

const CLASSES: readonly DiaryMedicineClass[] = ["simple", "triptan", "ergot", "opioid", "combination", "other"];

const Row = ({ label, value }: { label: string; value: string }) => (
  <Box component="li" sx={{ display: "flex", justifyContent: "space-between", gap: 2, py: 0.5, borderBottom: 1, borderColor: "divider" }}>
    <Typography variant="body2">{label}</Typography>
    <Typography variant="body2" sx={{ fontWeight: 700, textAlign: "right" }}>
      {value}
    </Typography>
  </Box>
);

/** One window's figures: days logged (so gaps show), headache and migraine-like days, medicine days by class against 8.2. */
export function FiguresPanel({ title, figures }: { title: string; figures: DiaryFigures }) {
  const perMonth = figures.days > 31;
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  const gaps = figures.days - figures.loggedDays;
  const limits = new Map(figures.overuse.map((o) => [o.class, o]));
  const taken = CLASSES.filter((c) => figures.medicineDays[c] > 0);
  const headingId = `figures-${figures.days}-heading`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {dayLabel(figures.from)} to {dayLabel(figures.to)}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        <Row label="Days logged" value={`${figures.loggedDays} of ${figures.days}`} />
        <Row label="Headache days" value={perMonth ? `${figures.headacheDays} (${figures.headacheDaysPerMonth} a month)` : String(figures.headacheDays)} />
        <Row label="Migraine-like days" value={String(figures.migraineLikeDays)} />
        <Row label="Days with acute medicine" value={String(figures.medicineDays.any)} />
        {taken.map((c) => {
          const limit = limits.get(c as Exclude<DiaryMedicineClass, "other">);
          return (
            <Row
              key={c}
              label={`${medicineClassLabel(c)}${limit ? ` (limit ${limit.limit} a month)` : ""}`}
              value={perMonth && limit ? `${days(figures.medicineDays[c])}, ${limit.daysPerMonth} a month` : days(figures.medicineDays[c])}
            />
          );
        })}
      </Box>
      {gaps > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {days(gaps)} not logged: they count as unknown, not as free, so the real numbers may be higher.
        </Typography>
      )}
      {figures.overuse.map((o) => (
        <OveruseNotice key={o.class} figure={o} />
      ))}
    </Box>
  );
}
