import type { AutonomicRow, IntakeForm } from "@hg/shared/intake-form";
import { SIDELESS_AUTONOMIC } from "@hg/shared/intake-mapping";
import { INTAKE_OPTIONS, intakeOptionLabel } from "@hg/shared/intake-options";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { fieldId } from "@/components/form";

type Props = { control: Control<IntakeForm> };

const sideless = (symptom: string) => (SIDELESS_AUTONOMIC as readonly string[]).includes(symptom);

/** Eye and nose signs during an attack, each with the side it is on (restlessness has no side). */
export function AutonomicField({ control }: Props) {
  const { field } = useController({ control, name: "headache.autonomic_symptoms" });
  const rows = field.value;
  const labelId = useId();
  const has = (s: string) => rows.some((r) => r.symptom === s);
  const toggle = (symptom: string) =>
    field.onChange(has(symptom) ? rows.filter((r) => r.symptom !== symptom) : [...rows, { symptom, side: "" } satisfies AutonomicRow]);
  const setSide = (symptom: string, side: AutonomicRow["side"]) =>
    field.onChange(rows.map((r) => (r.symptom === symptom ? { ...r, side: r.side === side ? "" : side } : r)));

  return (
    <Box component="fieldset" id={fieldId("headache.autonomic_symptoms")} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        During an attack, on the side of the pain
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {INTAKE_OPTIONS.autonomicSymptoms.map((o) => (
          <Chip
            key={o.value}
            label={o.label}
            clickable
            role="button"
            aria-pressed={has(o.value)}
            color={has(o.value) ? "primary" : "default"}
            variant={has(o.value) ? "filled" : "outlined"}
            onClick={() => toggle(o.value)}
          />
        ))}
      </Box>
      {rows.some((r) => !sideless(r.symptom)) && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {rows
            .filter((r) => !sideless(r.symptom))
            .map((r) => {
              const name = intakeOptionLabel(INTAKE_OPTIONS.autonomicSymptoms, r.symptom);
              return (
                <Box key={r.symptom} role="group" aria-label={`Side of ${name.toLowerCase()}`} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: { sm: 160 } }}>
                    {name}:
                  </Typography>
                  {INTAKE_OPTIONS.autonomicSide.map((s) => {
                    const on = r.side === s.value;
                    return (
                      <Chip
                        key={s.value}
                        size="small"
                        label={s.label}
                        clickable
                        role="button"
                        aria-pressed={on}
                        aria-label={`${name}: ${s.label}`}
                        color={on ? "primary" : "default"}
                        variant={on ? "filled" : "outlined"}
                        onClick={() => setSide(r.symptom, s.value as AutonomicRow["side"])}
                      />
                    );
                  })}
                </Box>
              );
            })}
        </Stack>
      )}
    </Box>
  );
}
