import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { fromDateTimeLocal, toDateTimeLocal } from "../utils/dates";
import { StepHeading } from "./step-heading";

export const MINUTES_AGO = [15, 30, 60] as const;
const BIG = { minHeight: 56, fontSize: "1rem" } as const;

type Props = {
  onPick: (startedAt: Date) => void;
  /** Offered only while today has no entry: a day with a headache is not free. */
  onNoHeadacheToday?: () => void;
  focusOnMount: boolean;
  now?: () => Date;
};

/** Tap 1: when it started. "Headache now" is the one large button; earlier starts sit below it. */
export function QuickLogWhen({ onPick, onNoHeadacheToday, focusOnMount, now = () => new Date() }: Props) {
  const [other, setOther] = useState<string | null>(null);
  const picked = other === null ? null : fromDateTimeLocal(other);
  const future = picked !== null && picked.getTime() > now().getTime() + 60_000;
  const error = other !== null && (picked === null ? "Enter a date and a time." : future ? "The start cannot be in the future." : null);

  return (
    <Box>
      <StepHeading focusOnMount={focusOnMount}>Log a headache</StepHeading>
      <Button variant="contained" size="large" fullWidth sx={{ minHeight: 72, fontSize: "1.25rem" }} onClick={() => onPick(now())}>
        Headache now
      </Button>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1, mt: 1 }}>
        {MINUTES_AGO.map((minutes) => (
          <Button key={minutes} variant="outlined" sx={BIG} onClick={() => onPick(new Date(now().getTime() - minutes * 60_000))}>
            Started {minutes} min ago
          </Button>
        ))}
        <Button variant="outlined" sx={BIG} aria-expanded={other !== null} onClick={() => setOther((v) => (v === null ? toDateTimeLocal(now()) : null))}>
          Another time
        </Button>
      </Box>
      {other !== null && (
        <Box
          component="form"
          aria-label="Another start time"
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2, alignItems: "flex-start" }}
          onSubmit={(e) => {
            e.preventDefault();
            if (picked && !error) onPick(picked);
          }}
        >
          <TextField
            type="datetime-local"
            label="When it started"
            value={other}
            onChange={(e) => setOther(e.target.value)}
            error={Boolean(error)}
            helperText={error || " "}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toDateTimeLocal(now()) } }}
            sx={{ flex: "1 1 12rem", minWidth: 0 }}
          />
          <Button type="submit" variant="contained" sx={{ ...BIG, flex: "0 0 auto" }} disabled={Boolean(error)}>
            Next
          </Button>
        </Box>
      )}
      {onNoHeadacheToday && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Days you do not log stay unknown. If today was free, say so:
          </Typography>
          <Button variant="outlined" color="success" fullWidth sx={BIG} onClick={onNoHeadacheToday}>
            No headache today
          </Button>
        </Box>
      )}
    </Box>
  );
}
