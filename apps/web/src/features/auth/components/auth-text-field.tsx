import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { Ref } from "react";

type Props = Omit<TextFieldProps, "error" | "variant"> & { error?: string | undefined; ref?: Ref<HTMLInputElement> };

/**
 * A labelled text field for the auth forms: the error message becomes the helper text and is
 * tied to the input by MUI's aria-describedby. (components/form holds the general wrappers;
 * these forms need the field ref on the input for react-hook-form focus on error.)
 */
export function AuthTextField({ error, helperText, ref, ...props }: Props) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      variant="outlined"
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
