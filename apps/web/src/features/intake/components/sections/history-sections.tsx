import type { IntakeForm } from "@hg/shared/intake-form";
import { INTAKE_LIMITS } from "@hg/shared/intake-messages";
import { INTAKE_OPTIONS } from "@hg/shared/intake-options";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { Control } from "react-hook-form";
import { FormChipGroup, FormNumberField, FormRows, FormTextField } from "@/components/form";

type Props = { control: Control<IntakeForm> };
const two = { display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/** Step 4: medical conditions and operations. */
export function MedicalSection({ control }: Props) {
  return (
    <Stack spacing={3}>
      <FormChipGroup control={control} name="medical.medical_conditions" label="Conditions you have or had" options={INTAKE_OPTIONS.medicalConditions} multiple />
      <FormTextField control={control} name="medical.medical_conditions_other" label="Other conditions" multiline />
      <FormChipGroup control={control} name="medical.past_surgeries" label="Operations" options={INTAKE_OPTIONS.pastSurgeries} multiple />
      <FormTextField control={control} name="medical.past_surgeries_other" label="Other operations" multiline />
    </Stack>
  );
}

/** Step 5: allergies, one row each. */
export function AllergiesSection({ control }: Props) {
  return (
    <FormRows
      control={control}
      name="allergies.items"
      title="Allergies to medicines or anything else"
      rowLabel="Allergy"
      emptyRow={{ substance: "", reaction: "" }}
      renderRow={(i) => (
        <Box sx={two}>
          <FormTextField control={control} name={`allergies.items.${i}.substance`} label="Allergic to" size="small" />
          <FormTextField control={control} name={`allergies.items.${i}.reaction`} label="What happens" size="small" />
        </Box>
      )}
    />
  );
}

/** Step 6: headaches and related conditions in the family, siblings and birth order. */
export function FamilySection({ control }: Props) {
  return (
    <Stack spacing={3}>
      <FormRows
        control={control}
        name="family.conditions"
        title="Conditions in your family"
        rowLabel="Family condition"
        emptyRow={{ condition: "", relatives: [], other_condition: "", other_relative: "" }}
        renderRow={(i) => (
          <Stack spacing={1.5}>
            <FormChipGroup control={control} name={`family.conditions.${i}.condition`} label="Condition" options={INTAKE_OPTIONS.familyConditions} />
            <FormTextField control={control} name={`family.conditions.${i}.other_condition`} label="Details or another condition" size="small" />
            <FormChipGroup control={control} name={`family.conditions.${i}.relatives`} label="Who" options={INTAKE_OPTIONS.relatives} multiple />
            <FormTextField control={control} name={`family.conditions.${i}.other_relative`} label="Someone else" size="small" />
          </Stack>
        )}
      />
      <Box sx={two}>
        <FormNumberField control={control} name="family.number_of_siblings" label="Brothers and sisters" min={0} max={20} />
        <FormTextField control={control} name="family.birth_order" label="Birth order" placeholder="e.g. 2 or oldest" />
      </Box>
    </Stack>
  );
}

/** Step 7: caffeine, sleep, exercise, alcohol and more. */
export function SocialSection({ control }: Props) {
  const L = INTAKE_LIMITS;
  return (
    <Stack spacing={3}>
      <Box sx={two}>
        <FormNumberField control={control} name="social.caffeine_per_day" label="Caffeinated drinks a day" min={L.caffeinePerDay.min} max={L.caffeinePerDay.max} />
        <FormNumberField control={control} name="social.sleep_hours" label="Hours of sleep a night" min={L.sleepHours.min} max={L.sleepHours.max} step={0.5} />
        <FormNumberField control={control} name="social.exercise_days" label="Days of exercise a week" min={L.exerciseDays.min} max={L.exerciseDays.max} />
        <FormNumberField control={control} name="social.alcohol_drinks_per_week" label="Alcoholic drinks a week" min={0} />
      </Box>
      <FormChipGroup control={control} name="social.stress_level" label="Stress lately" options={[{ value: "low", label: "Low" }, { value: "moderate", label: "Moderate" }, { value: "high", label: "High" }]} />
      <FormChipGroup control={control} name="social.tobacco" label="Tobacco" options={[{ value: "never", label: "Never" }, { value: "former", label: "Used to" }, { value: "current", label: "Yes" }]} />
      <FormTextField control={control} name="social.occupation" label="Work or studies" />
    </Stack>
  );
}

/** Step 8: a quick review of other symptoms (several are warning signs the engine screens for). */
export function SystemsSection({ control }: Props) {
  return <FormChipGroup control={control} name="review_of_systems.items" label="Lately, have you had any of these?" options={INTAKE_OPTIONS.reviewOfSystems} multiple allowOther />;
}

/** Step 9 (only when it applies): periods, pregnancy, hormones. */
export function HormonalSection({ control }: Props) {
  return (
    <Stack spacing={3}>
      <FormChipGroup control={control} name="hormonal.menstrual_status" label="Periods" options={INTAKE_OPTIONS.menstrualStatus} />
      <FormChipGroup control={control} name="hormonal.period_headache_relation" label="Are headaches linked to your periods?" options={INTAKE_OPTIONS.periodHeadacheRelation} />
      <FormChipGroup control={control} name="hormonal.period_timing" label="When around your period" options={INTAKE_OPTIONS.periodTiming} />
      <FormChipGroup control={control} name="hormonal.birth_control_use" label="Hormonal birth control or therapy" options={INTAKE_OPTIONS.yesNo} />
      <FormTextField control={control} name="hormonal.birth_control_type" label="Which one" />
    </Stack>
  );
}
