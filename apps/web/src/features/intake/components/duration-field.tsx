import type { IntakeForm } from "@hg/shared/intake-form";
import { INTAKE_OPTIONS } from "@hg/shared/intake-options";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { fieldId } from "@/components/form";

type Props = { control: Control<IntakeForm>; name: "headache.duration_with_med" | "headache.duration_without_med"; label: string };

/** A duration picked from common ranges with one tap, or typed ("about 2 hours"). */
export function DurationField({ control, name, label }: Props) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1.5 }}>
        {INTAKE_OPTIONS.durations.map((o) => {
          const on = field.value === o.value;
          return (
            <Chip
              key={o.value}
              label={o.label}
              clickable
              role="button"
              aria-pressed={on}
              color={on ? "primary" : "default"}
              variant={on ? "filled" : "outlined"}
              onClick={() => field.onChange(on ? "" : o.value)}
            />
          );
        })}
      </Box>
      <TextField
        id={fieldId(name)}
        size="small"
        label={`${label} (or type it)`}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? "For example: 30 minutes, 4-72 hours, continuous"}
        fullWidth
      />
    </Box>
  );
}
