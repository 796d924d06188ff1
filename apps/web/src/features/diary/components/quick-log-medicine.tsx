import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { StepHeading } from "./step-heading";

type Props = {
  /** The person's own medicines, most recent first. */
  medicines: readonly string[];
  summary: string;
  /** Saves the entry: with one medicine, or none. */
  onSave: (medicine: string | null) => void;
  onBack: () => void;
  focusOnMount: boolean;
};

const CHIP = { height: 48, fontSize: "1rem", borderRadius: 6, px: 1, "& .MuiChip-label": { px: 1.5 } } as const;

/** Tap 3, which saves: one chip per recent medicine and "None" (save without medicine); another name can be typed. */
export function QuickLogMedicine({ medicines, summary, onSave, onBack, focusOnMount }: Props) {
  const [other, setOther] = useState("");
  return (
    <Box>
      <StepHeading focusOnMount={focusOnMount}>Did you take a medicine for it?</StepHeading>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {summary}. Tapping saves.
      </Typography>
      <Box role="group" aria-label="Medicine taken" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {medicines.map((name) => (
          <Chip key={name} label={name} clickable color="primary" variant="outlined" onClick={() => onSave(name)} sx={CHIP} />
        ))}
        <Chip label="None" clickable variant="outlined" onClick={() => onSave(null)} sx={CHIP} />
      </Box>
      <Box
        component="form"
        aria-label="Other medicine"
        sx={{ display: "flex", gap: 1, mt: 2, alignItems: "flex-start" }}
        onSubmit={(e) => {
          e.preventDefault();
          if (other.trim()) onSave(other.trim());
        }}
      >
        <TextField label="Other medicine" value={other} onChange={(e) => setOther(e.target.value)} slotProps={{ htmlInput: { maxLength: 200, autoComplete: "off" } }} sx={{ flex: 1, minWidth: 0 }} />
        <Button type="submit" variant="contained" disabled={!other.trim()} sx={{ minHeight: 56 }}>
          Save
        </Button>
      </Box>
      <Button onClick={onBack} sx={{ mt: 1.5, minHeight: 48 }}>
        Back
      </Button>
    </Box>
  );
}
