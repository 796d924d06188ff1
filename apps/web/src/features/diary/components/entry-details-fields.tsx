import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { DIARY_SEVERITIES } from "@hg/shared/diary";
import type { Control, UseFormSetValue } from "react-hook-form";
import { FormChipGroup, FormTextField } from "@/components/form";
import { toDateTimeLocal } from "../utils/dates";
import type { DetailsForm } from "../utils/details-form";
import { CHARACTER_OPTIONS, SEVERITY_LABEL, SIDE_OPTIONS, SYMPTOM_OPTIONS, TRIGGER_OPTIONS } from "../utils/labels";

const SEVERITY_OPTIONS = DIARY_SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABEL[s] }));
const AURA_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const TIME = { type: "datetime-local", slotProps: { inputLabel: { shrink: true } } } as const;

type Props = {
  control: Control<DetailsForm>;
  setValue: UseFormSetValue<DetailsForm>;
  /** Chips offered for medicines: the person's recent ones and the entry's own. */
  medicineOptions: readonly string[];
  now: () => Date;
};

/** Every detail of an attack; all optional but the start and the severity. */
export function EntryDetailsFields({ control, setValue, medicineOptions, now }: Props) {
  return (
    <Box sx={{ display: "grid", gap: 3, pt: 1 }}>
      <FormTextField control={control} name="startedAt" label="Started" {...TIME} />
      <Box>
        <FormTextField control={control} name="endedAt" label="Ended" helperText="Leave empty while it goes on." {...TIME} />
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
          <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => setValue("endedAt", toDateTimeLocal(now()), { shouldDirty: true })}>
            Ended now
          </Button>
          <Button sx={{ minHeight: 44 }} onClick={() => setValue("endedAt", "", { shouldDirty: true })}>
            Still going
          </Button>
        </Box>
      </Box>
      <FormChipGroup control={control} name="severity" label="How bad" options={SEVERITY_OPTIONS} required />
      <FormChipGroup control={control} name="medicines" label="Medicines taken" options={medicineOptions.map((m) => ({ value: m, label: m }))} multiple allowOther />
      <FormChipGroup control={control} name="side" label="Side" options={SIDE_OPTIONS} />
      <FormChipGroup control={control} name="character" label="What the pain felt like" options={CHARACTER_OPTIONS} multiple />
      <FormChipGroup control={control} name="symptoms" label="Also had" options={SYMPTOM_OPTIONS} multiple />
      <FormChipGroup control={control} name="aura" label="Aura (seeing zigzags, spots, tingling) before or during" options={AURA_OPTIONS} />
      <FormChipGroup control={control} name="triggers" label="Possible triggers" options={TRIGGER_OPTIONS} multiple allowOther />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
    </Box>
  );
}
