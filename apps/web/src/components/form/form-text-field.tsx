import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { fieldId } from "./field-id";

type Props<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "error" | "defaultValue"> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
};

/** A labelled MUI text field bound to react-hook-form; the field's error shows as its helper text. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      id={fieldId(name)}
      name={field.name}
      value={(field.value as string | undefined) ?? ""}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
    />
  );
}
