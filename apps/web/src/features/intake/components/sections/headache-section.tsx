import { FORM_GROUP_PATHS } from "@hg/shared/intake-form-validation";
import type { IntakeForm } from "@hg/shared/intake-form";
import { INTAKE_LIMITS, INTAKE_MESSAGES, SEVERITY_DAY_FIELDS } from "@hg/shared/intake-messages";
import { INTAKE_OPTIONS } from "@hg/shared/intake-options";
import { deriveHeadacheFreeDays } from "@hg/shared/intake-validation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { get, useFormState, useWatch, type Control } from "react-hook-form";
import { FormChipGroup, FormNumberField, FormSliderField, fieldId } from "@/components/form";
import { HEADACHE_PARTS } from "../../sections";
import { AutonomicField } from "../autonomic-field";
import { DurationField } from "../duration-field";
import { SectionPart } from "../section-part";

type Props = { control: Control<IntakeForm>; expanded: readonly string[]; onToggle: (id: string, open: boolean) => void };

const PAIN_MARKS = [
  { value: 0, label: "None" },
  { value: 1, label: "Mild" },
  { value: 2, label: "Moderate" },
  { value: 3, label: "Severe" },
  { value: 4, label: "Worst imaginable" },
] as const;

const part = (id: string) => HEADACHE_PARTS.find((p) => p.id === id)!;

// The shared rule says only "Headache history is required"; on the form it says what to fill in.
const HISTORY_REQUIRED_HINT =
  "Tell us about your headaches: answer at least one question on this step, for example on how many days a month you have a moderate headache.";

function GroupError({ control, path }: { control: Control<IntakeForm>; path: string }) {
  const { errors } = useFormState({ control });
  const raw = (get(errors, path) as { message?: string } | undefined)?.message;
  const message = raw === INTAKE_MESSAGES.headacheHistoryRequired ? HISTORY_REQUIRED_HINT : raw;
  return (
    <Box id={fieldId(path)} tabIndex={-1} sx={{ outline: "none" }}>
      {message && (
        <Alert severity="error" variant="outlined">
          {message}
        </Alert>
      )}
    </Box>
  );
}

/** Step 2: the headaches, in collapsible parts; "how often and how bad" opens first. */
export function HeadacheSection({ control, expanded, onToggle }: Props) {
  const days = useWatch({ control, name: ["headache.extremely_severe_days", "headache.severe_days", "headache.moderate_days", "headache.mild_days"] });
  const counts = Object.fromEntries(SEVERITY_DAY_FIELDS.map((f, i) => [f.key, days[i]]));
  const free = deriveHeadacheFreeDays(counts);
  const total = days.reduce<number>((s, d) => s + (typeof d === "number" ? d : 0), 0);
  const p = (id: string) => ({ id, title: part(id).title, expanded: expanded.includes(id), onToggle });

  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <GroupError control={control} path={FORM_GROUP_PATHS.headacheSection} />
      <SectionPart {...p("headache.frequency")}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            In a typical month, on how many days do you have a headache that is…
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {SEVERITY_DAY_FIELDS.map((f) => (
              <FormNumberField
                key={f.key}
                control={control}
                name={`headache.${f.key}`}
                label={f.label.replace(" days", "")}
                min={INTAKE_LIMITS.severityDays.min}
                max={INTAKE_LIMITS.severityDays.max}
              />
            ))}
          </Box>
          <Typography role="status" aria-live="polite" sx={{ mt: 1.5 }}>
            {free === undefined ? "Headache-free days: fill in the days above" : `Headache days: ${total} · Headache-free days: ${free} (of 30)`}
          </Typography>
          <GroupError control={control} path={FORM_GROUP_PATHS.headacheDaysTotal} />
          {total > INTAKE_LIMITS.highFrequencyDays && total <= INTAKE_LIMITS.daysSumMax && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {INTAKE_MESSAGES.warningHighFrequency}
            </Alert>
          )}
        </Box>
        <FormSliderField control={control} name="headache.pain_intensity_avg" label="Usual pain" min={0} max={4} marks={PAIN_MARKS} />
        <FormSliderField control={control} name="headache.pain_intensity_low" label="Mildest pain" min={0} max={4} marks={PAIN_MARKS} />
        <FormSliderField control={control} name="headache.pain_intensity_high" label="Worst pain" min={0} max={4} marks={PAIN_MARKS} />
        <FormChipGroup control={control} name="headache.attack_disability" label="During an attack" options={INTAKE_OPTIONS.attackDisability} />
      </SectionPart>
      <SectionPart {...p("headache.where")}>
        <FormChipGroup control={control} name="headache.pain_locations" label="Where it hurts" options={INTAKE_OPTIONS.painLocations} multiple allowOther />
        <FormChipGroup control={control} name="headache.sidedness" label="Which side" options={INTAKE_OPTIONS.sidedness} />
        <FormChipGroup control={control} name="headache.side_change" label="Does the side ever change?" options={INTAKE_OPTIONS.yesNo} />
        <FormChipGroup control={control} name="headache.pain_characteristics" label="The pain feels" options={INTAKE_OPTIONS.painCharacteristics} multiple allowOther />
      </SectionPart>
      <SectionPart {...p("headache.duration")}>
        <DurationField control={control} name="headache.duration_without_med" label="Without medicine" />
        <DurationField control={control} name="headache.duration_with_med" label="With medicine" />
      </SectionPart>
      <SectionPart {...p("headache.history")}>
        <FormNumberField control={control} name="headache.age_onset" label="Age when the headaches started" min={0} max={120} />
        <FormChipGroup control={control} name="headache.multiple_types" label="Do you have more than one kind of headache?" options={INTAKE_OPTIONS.yesNo} />
        <FormChipGroup control={control} name="headache.aura_symptoms" label="Warning signs before the pain (aura)" options={INTAKE_OPTIONS.auraSymptoms} multiple allowOther />
      </SectionPart>
      <SectionPart {...p("headache.patterns")}>
        <FormChipGroup control={control} name="headache.pattern_time_of_day" label="Time of day" options={INTAKE_OPTIONS.patternTimeOfDay} multiple />
        <FormChipGroup control={control} name="headache.pattern_context" label="When they come" options={INTAKE_OPTIONS.patternContext} multiple allowOther />
        <FormChipGroup control={control} name="headache.pattern_season" label="Season" options={INTAKE_OPTIONS.patternSeason} multiple />
      </SectionPart>
      <SectionPart {...p("headache.symptoms")}>
        <FormChipGroup control={control} name="headache.assoc_symptoms" label="With the headache" options={INTAKE_OPTIONS.assocSymptoms} multiple allowOther />
        <AutonomicField control={control} />
      </SectionPart>
      <SectionPart {...p("headache.triggers")}>
        <FormChipGroup control={control} name="headache.triggers" label="Triggers" options={INTAKE_OPTIONS.triggers} multiple allowOther />
        <FormChipGroup control={control} name="headache.relief_factors" label="What helps" options={INTAKE_OPTIONS.reliefFactors} multiple allowOther />
      </SectionPart>
    </Box>
  );
}
