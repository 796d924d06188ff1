import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId, type ChangeEventHandler, type ReactNode, type Ref } from "react";

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  type?: "text" | "email" | "password" | "date";
  autoComplete: string;
  required?: boolean;
  /** The input's id; generated when not given. The label and helper text ids derive from it. */
  id?: string;
  /** The field's error message; shown instead of the helper text. */
  error?: string | undefined;
  helperText?: ReactNode;
  /** Ids of more text that describes the input (a policy, a strength meter), read after the helper text. */
  describedBy?: string;
  /** Keeps the label above the input from the start (date inputs show their own placeholder). */
  shrinkLabel?: boolean;
  min?: string;
  max?: string;
};

/**
 * A labelled outlined text field for the auth forms: the error message becomes the helper text and
 * is tied to the input by aria-describedby. Built from FormControl, InputLabel, OutlinedInput and
 * FormHelperText rather than MUI's TextField, whose `select` mode pulls Select, Menu, Popover and
 * Modal into the landing page (issue 18). The markup, ids and classes are TextField's own.
 * (components/form holds the general wrappers; these forms need the field ref on the input for
 * react-hook-form focus on error.)
 */
export function AuthTextField({ label, id: idOverride, error, helperText, describedBy, shrinkLabel, required, disabled, min, max, ref, ...input }: Props) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const help = error ?? helperText;
  const helperTextId = help ? `${id}-helper-text` : undefined;
  const ariaDescribedBy = [helperTextId, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        label={label}
        notched={shrinkLabel}
        fullWidth
        inputProps={{ "aria-describedby": ariaDescribedBy, min, max }}
      />
      {help && <FormHelperText id={helperTextId}>{help}</FormHelperText>}
    </FormControl>
  );
}
