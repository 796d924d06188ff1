import { Controller, useFormContext } from "react-hook-form";
import { AuthTextField } from "./auth-text-field";

type Props = {
  /** Called with each typed value, so the auth card can carry the address from one form to the next. */
  onValueChange?: (email: string) => void;
};

/**
 * The account's email on every form that asks for it (log in, create account, forgot password):
 * one label, one autocomplete and, through the forms' shared `email` schema, one validation
 * message. Reads the surrounding form's `email` field through react-hook-form's context.
 */
export function EmailField({ onValueChange }: Props) {
  const { control } = useFormContext<{ email: string }>();
  return (
    <Controller
      name="email"
      control={control}
      render={({ field, fieldState }) => (
        <AuthTextField
          {...field}
          onChange={(e) => {
            field.onChange(e);
            onValueChange?.(e.target.value);
          }}
          label="Email"
          type="email"
          autoComplete="email"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
