import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { DIARY_SEVERITIES, type DiarySeverity } from "@hg/shared/diary";
import { SEVERITY_COLOR, SEVERITY_HINT, SEVERITY_LABEL } from "../utils/labels";
import { StepHeading } from "./step-heading";

type Props = { startedLabel: string; onPick: (severity: DiarySeverity) => void; onBack: () => void; focusOnMount: boolean };

/** Tap 2: four large buttons, each with a colour bar and the words of what the level means. */
export function QuickLogSeverity({ startedLabel, onPick, onBack, focusOnMount }: Props) {
  return (
    <Box>
      <StepHeading focusOnMount={focusOnMount}>How bad is it?</StepHeading>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {startedLabel}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1 }}>
        {DIARY_SEVERITIES.map((s) => (
          <Button
            key={s}
            variant="outlined"
            color="inherit"
            aria-label={SEVERITY_LABEL[s]}
            aria-describedby={`severity-hint-${s}`}
            onClick={() => onPick(s)}
            sx={{ minHeight: 80, flexDirection: "column", alignItems: "flex-start", textAlign: "left", borderColor: "divider", borderLeft: 8, borderLeftColor: SEVERITY_COLOR[s] }}
          >
            <Box component="span" sx={{ fontSize: "1.125rem", fontWeight: 700 }}>
              {SEVERITY_LABEL[s]}
            </Box>
            <Box component="span" id={`severity-hint-${s}`} sx={{ fontSize: "0.875rem", fontWeight: 400, color: "text.secondary" }}>
              {SEVERITY_HINT[s]}
            </Box>
          </Button>
        ))}
      </Box>
      <Button onClick={onBack} sx={{ mt: 1.5, minHeight: 48 }}>
        Back
      </Button>
    </Box>
  );
}
