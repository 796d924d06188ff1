import type { IntakeForm } from "@hg/shared/intake-form";
import { INTAKE_OPTIONS } from "@hg/shared/intake-options";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { Control } from "react-hook-form";
import { FormChipGroup, FormNumberField, FormRows, FormTextField } from "@/components/form";

type Props = { control: Control<IntakeForm> };
type SimpleList = "medications.current" | "medications.prior" | "medications.supplements";

const grid = { display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" } } as const;
const emptyMed = { name: "", dose: "", frequency: "" };

function SimpleRows({ control, name, title, rowLabel }: Props & { name: SimpleList; title: string; rowLabel: string }) {
  return (
    <FormRows
      control={control}
      name={name}
      title={title}
      rowLabel={rowLabel}
      emptyRow={emptyMed}
      renderRow={(i) => (
        <Box sx={grid}>
          <FormTextField control={control} name={`${name}.${i}.name`} label="Name" size="small" />
          <FormTextField control={control} name={`${name}.${i}.dose`} label="Dose" size="small" />
          <FormTextField control={control} name={`${name}.${i}.frequency`} label="How often" size="small" />
        </Box>
      )}
    />
  );
}

/** Step 3: medicines for attacks (with days a month), preventives (with effect and dates), others. */
export function MedicationsSection({ control }: Props) {
  return (
    <Stack spacing={4}>
      <FormRows
        control={control}
        name="medications.acute"
        title="Medicines you take when a headache starts"
        rowLabel="Acute medicine"
        hint="Painkillers, triptans and the like. Rows without a name are not sent."
        emptyRow={{ ...emptyMed, days_per_month: null, efficacy: "" }}
        renderRow={(i) => (
          <Stack spacing={1.5}>
            <Box sx={grid}>
              <FormTextField control={control} name={`medications.acute.${i}.name`} label="Name" size="small" />
              <FormTextField control={control} name={`medications.acute.${i}.dose`} label="Dose" size="small" />
              <FormNumberField control={control} name={`medications.acute.${i}.days_per_month`} label="Days a month" min={0} max={31} size="small" />
            </Box>
            <FormTextField control={control} name={`medications.acute.${i}.efficacy`} label="How well it works" size="small" />
          </Stack>
        )}
      />
      <FormRows
        control={control}
        name="medications.preventative"
        title="Daily medicines to prevent headaches"
        rowLabel="Preventive medicine"
        emptyRow={{ ...emptyMed, efficacy: "", start_date: "", end_date: "", side_effects: "" }}
        renderRow={(i) => (
          <Stack spacing={1.5}>
            <Box sx={grid}>
              <FormTextField control={control} name={`medications.preventative.${i}.name`} label="Name" size="small" />
              <FormTextField control={control} name={`medications.preventative.${i}.dose`} label="Dose" size="small" />
              <FormTextField control={control} name={`medications.preventative.${i}.side_effects`} label="Side effects" size="small" />
            </Box>
            <FormChipGroup control={control} name={`medications.preventative.${i}.efficacy`} label="How much better it made you" options={INTAKE_OPTIONS.preventativeEfficacy} />
            <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <FormTextField control={control} name={`medications.preventative.${i}.start_date`} label="Started" type="month" size="small" slotProps={{ inputLabel: { shrink: true } }} helperText="Month and year" />
              <FormTextField control={control} name={`medications.preventative.${i}.end_date`} label="Stopped" type="month" size="small" slotProps={{ inputLabel: { shrink: true } }} helperText="Leave empty if you still take it" />
            </Box>
          </Stack>
        )}
      />
      <SimpleRows control={control} name="medications.current" title="Other medicines you take now" rowLabel="Current medicine" />
      <SimpleRows control={control} name="medications.prior" title="Headache medicines you tried before" rowLabel="Earlier medicine" />
      <SimpleRows control={control} name="medications.supplements" title="Vitamins and supplements" rowLabel="Supplement" />
    </Stack>
  );
}
