import { INTAKE_LIMITS, INTAKE_MESSAGES } from "@hg/shared/intake-messages";
import { INTAKE_OPTIONS } from "@hg/shared/intake-options";
import type { IntakeForm } from "@hg/shared/intake-form";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useController, useWatch, type Control } from "react-hook-form";
import { FormChipGroup, FormNumberField, FormTextField, fieldId } from "@/components/form";
import { ageFromDateOfBirth } from "../../utils/age";

type Props = { control: Control<IntakeForm> };

/** Step 1: chief complaint, age (or date of birth), sex, handedness. */
export function AboutSection({ control }: Props) {
  const age = useWatch({ control, name: "about.age" });
  const { field: dob } = useController({ control, name: "about.date_of_birth" });
  const { field: ageField } = useController({ control, name: "about.age" });
  return (
    <Stack spacing={3}>
      <FormTextField
        control={control}
        name="about.chief_complaint"
        label="What brings you here?"
        placeholder="For example: throbbing headaches behind my right eye, getting worse this month"
        helperText="In your own words; this starts the chat."
        multiline
        minRows={2}
        required
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, alignItems: "start" }}>
        <FormNumberField control={control} name="about.age" label="Age (years)" required min={INTAKE_LIMITS.age.min} max={INTAKE_LIMITS.age.max} stepper={false} />
        <TextField
          id={fieldId("about.date_of_birth")}
          label="Or date of birth"
          type="date"
          value={dob.value}
          onChange={(e) => {
            dob.onChange(e.target.value);
            const years = ageFromDateOfBirth(e.target.value, new Date());
            if (years !== null) ageField.onChange(years);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Fills in your age"
          fullWidth
        />
      </Box>
      {typeof age === "number" && age >= INTAKE_LIMITS.age.min && age < INTAKE_LIMITS.adultAge && (
        <Alert severity="info">{INTAKE_MESSAGES.warningMinor}</Alert>
      )}
      <FormChipGroup control={control} name="about.sex" label="Sex" options={INTAKE_OPTIONS.sex} required />
      <FormChipGroup control={control} name="about.handedness" label="Handedness" options={INTAKE_OPTIONS.handedness} />
    </Stack>
  );
}
