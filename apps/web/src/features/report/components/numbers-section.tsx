import Typography from "@mui/material/Typography";
import { medicationDays, midasDetail, severityDays, type Report } from "@hg/shared";
import { DayBars } from "./day-bars";
import { ReportSection } from "./report-section";

/** Headache days by severity, acute-medication days by class against the 8.2 limit, MIDAS. */
export function NumbersSection({ report }: { report: Report }) {
  const total = report.metrics.headache_days_per_month;
  const bySeverity = severityDays(report);
  const meds = medicationDays(report);
  const mo = report.medication_overuse;
  return (
    <ReportSection title="Numbers in detail">
      <Typography>
        Headache days per month: <strong>{total === null ? "not known" : total}</strong>
      </Typography>
      {bySeverity.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
            Headache days per month by severity
          </Typography>
          <DayBars label="Headache days per month by severity" max={30} bars={bySeverity.map((s) => ({ key: s.key, label: s.label, days: s.days }))} />
        </>
      )}
      <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
        Days per month with acute (painkiller) medicine
      </Typography>
      {meds.length === 0 ? (
        <Typography>None reported.</Typography>
      ) : (
        <DayBars
          label="Acute-medication days per month by class, with the overuse limit"
          max={31}
          bars={meds.map((m) => ({ key: m.drugClass, label: m.label, days: m.days, limit: m.limit, over: m.over }))}
        />
      )}
      <Typography sx={{ mt: 1.5 }} color={mo.risk ? "error" : "textPrimary"}>
        {/* Headed as a risk only when it is one (issue 16). */}
        <strong>{mo.risk ? "Medication overuse risk" : "Acute medicine (engine's reading)"}:</strong> {mo.detail}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        MIDAS (how much headaches limit daily life):{" "}
        <strong>{midasDetail(report)}</strong>
      </Typography>
    </ReportSection>
  );
}
