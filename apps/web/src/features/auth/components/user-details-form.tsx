import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { MESSAGES } from "@hg/shared/errors";
import { GENDERS, UpsertUserSchema, type UserProfile } from "@hg/shared/user";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { SESSION_ENDED_MESSAGE } from "../utils/session-ended";
import { clearStoredGroup, readStoredGroup } from "@/lib/storage";
import { useUpsertUser } from "../api/upsert-user";
import { AuthTextField } from "./auth-text-field";

// Field rules of the shared upsert schema, with messages written for people rather than API
// clients; the assembled body is checked with UpsertUserSchema itself before it is sent.
const UserDetailsSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(200, "Please use at most 200 characters."),
  gender: z.string().pipe(z.enum(GENDERS, { error: "Please choose one option." })),
  dob: z
    .string()
    .min(1, "Please enter your date of birth.")
    .pipe(z.iso.date({ error: "Please enter a valid date." }))
    .refine((d) => d <= new Date().toISOString().slice(0, 10), "Date of birth cannot be in the future.")
    .refine((d) => d >= "1900-01-01", "Please check the year."),
});
type Input = z.input<typeof UserDetailsSchema>;
type Values = z.output<typeof UserDetailsSchema>;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: "Female",
  male: "Male",
  other: "Other",
  prefer_not_to_say: "Prefer not to say",
};

type Props = {
  userId: string;
  email: string;
  /** Existing profile to pre-fill (a guest's placeholder name is not worth keeping). */
  profile: UserProfile | null;
  onSaved: () => void;
  /** Text of the submit button (the settings page saves in place rather than continuing). */
  submitLabel?: string;
};

/** /user-details: name, gender and date of birth, saved with POST /api/user/upsert. */
export function UserDetailsForm({ userId, email, profile, onSaved, submitLabel = "Save and continue" }: Props) {
  const upsert = useUpsertUser();
  const [failure, setFailure] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const { control, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(UserDetailsSchema),
    mode: "onTouched",
    defaultValues: {
      name: profile && !profile.isAnonymous ? profile.name : "",
      gender: profile?.gender ?? "",
      dob: profile?.dob ?? "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = UpsertUserSchema.parse({ userId, email, ...values, group: readStoredGroup() ?? undefined });
      await upsert.mutateAsync(body);
      if (body.group) clearStoredGroup();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const fieldError of error.errors) {
          if (fieldError.path === "name" || fieldError.path === "gender" || fieldError.path === "dob") {
            setError(fieldError.path, { message: fieldError.message });
          }
        }
        // A 401 is the session ending: the session-ended dialog explains it; the server's wording does not help here.
        setFailure(error.status === 401 ? `${SESSION_ENDED_MESSAGE}.` : error.detail);
      } else setFailure(MESSAGES.somethingWentWrong);
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void onSubmit(e)} aria-label="Your details">
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <AuthTextField {...field} label="Name" autoComplete="name" required error={fieldState.error?.message} />
        )}
      />
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id="gender-label">Gender</FormLabel>
            <RadioGroup
              aria-labelledby="gender-label"
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              row
            >
              {GENDERS.map((g, i) => (
                <FormControlLabel
                  key={g}
                  value={g}
                  control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                  label={GENDER_LABELS[g]}
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        name="dob"
        control={control}
        render={({ field, fieldState }) => (
          <AuthTextField
            {...field}
            label="Date of birth"
            type="date"
            autoComplete="bday"
            required
            error={fieldState.error?.message}
            shrinkLabel
            min="1900-01-01"
            max={today}
          />
        )}
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
