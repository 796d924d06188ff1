import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { fieldId } from "./field-id";

export type ChipOption = { value: string; label: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly ChipOption[];
  /** Many answers (a list of strings) or one (a string, "" when none; pressing it again clears). */
  multiple?: boolean;
  /** Offers a small box to add an answer that is not in the list (multiple only). */
  allowOther?: boolean;
  required?: boolean;
  helperText?: string;
};

/**
 * Quick answers as toggle chips (buttons with aria-pressed inside a labelled group): one tap
 * each, reachable with Tab and Space/Enter, wrapping on narrow screens.
 */
export function FormChipGroup<T extends FieldValues>(props: Props<T>) {
  const { control, name, label, options, multiple = false, allowOther = false, required, helperText } = props;
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const firstChip = useRef<HTMLDivElement | null>(null);
  const [other, setOther] = useState("");

  const selected: string[] = multiple ? ((field.value as string[] | undefined) ?? []) : field.value ? [field.value as string] : [];
  const custom = selected.filter((v) => !options.some((o) => o.value === v));
  const all = [...options, ...custom.map((v) => ({ value: v, label: v }))];

  const toggle = (value: string) => {
    if (multiple) field.onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
    else field.onChange(selected.includes(value) ? "" : value);
    field.onBlur();
  };
  const addOther = () => {
    const v = other.trim();
    if (v && !selected.includes(v)) field.onChange([...selected, v]);
    setOther("");
  };
  // react-hook-form focuses a field through its ref; a group focuses its first chip.
  const { ref: registerRef } = field;
  useEffect(() => registerRef({ focus: () => firstChip.current?.focus() }), [registerRef]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} id={fieldId(name)} aria-describedby={fieldState.error || helperText ? `${labelId}-help` : undefined}>
      <Typography component="legend" id={labelId} variant="subtitle2" sx={{ mb: 1 }} color={fieldState.error ? "error" : "textPrimary"}>
        {label}
        {required ? " *" : ""}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {all.map((o, i) => {
          const on = selected.includes(o.value);
          return (
            <Chip
              key={o.value}
              ref={i === 0 ? firstChip : undefined}
              label={o.label}
              clickable
              color={on ? "primary" : "default"}
              variant={on ? "filled" : "outlined"}
              onClick={() => toggle(o.value)}
              aria-pressed={on}
              role="button"
              tabIndex={0}
            />
          );
        })}
      </Box>
      {allowOther && multiple && (
        <Box sx={{ display: "flex", gap: 1, mt: 1, maxWidth: 360 }}>
          <TextField
            size="small"
            label="Other"
            slotProps={{ htmlInput: { "aria-label": `Other: ${label}` } }}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addOther();
              }
            }}
            fullWidth
          />
          <IconButton aria-label={`Add other: ${label}`} onClick={addOther}>
            <AddIcon />
          </IconButton>
        </Box>
      )}
      {(fieldState.error || helperText) && (
        <FormHelperText id={`${labelId}-help`} error={Boolean(fieldState.error)}>
          {fieldState.error?.message ?? helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
