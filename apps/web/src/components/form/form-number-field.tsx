import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { fieldId } from "./field-id";

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  /** Stepper bounds: the buttons stay inside them; typed values are checked by the form rules. */
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  stepper?: boolean;
  size?: "small" | "medium";
};

const parse = (text: string): number | null => {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/** A number (or nothing) with optional -/+ stepper buttons; empty input means "not answered" (null). */
export function FormNumberField<T extends FieldValues>(props: Props<T>) {
  const { control, name, label, helperText, min, max, step = 1, required, stepper = true, size } = props;
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null | undefined;
  // Local text keeps "7." or "-" while the person types; the form holds the parsed number.
  const [text, setText] = useState(value == null ? "" : String(value));
  // Only an outside change of the value (a reset, a stepper click) rewrites the text
  // (React's "adjust state while rendering" pattern, not an effect).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parse(text) !== (value ?? null)) setText(value == null ? "" : String(value));
  }

  const nudge = (delta: number) => {
    const base = value ?? min ?? 0;
    let next = base + delta;
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    field.onChange(next);
  };

  return (
    <TextField
      id={fieldId(name)}
      name={field.name}
      label={label}
      size={size}
      required={required}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(parse(e.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: "decimal", autoComplete: "off" },
        input: stepper
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton size="small" aria-label={`Decrease ${label}`} onClick={() => nudge(-step)} edge="start">
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label={`Increase ${label}`} onClick={() => nudge(step)} edge="end">
                    <AddIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
