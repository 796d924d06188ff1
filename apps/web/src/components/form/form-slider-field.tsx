import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { fieldId } from "./field-id";

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  min: number;
  max: number;
  /** Words for each whole step, e.g. 0 "None" ... 4 "Worst". */
  marks?: readonly { value: number; label: string }[];
};

/** A slider for a number that may be unanswered (null): it shows "Not set" until touched and can be cleared. */
export function FormSliderField<T extends FieldValues>({ control, name, label, min, max, marks }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const value = field.value as number | null | undefined;
  const word = (v: number) => marks?.find((m) => m.value === v)?.label ?? String(v);
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
        <Typography id={labelId} variant="subtitle2" component="p">
          {label}: <Box component="span" sx={{ fontWeight: 400 }}>{value == null ? "Not set: tap the scale" : `${value} (${word(value)})`}</Box>
        </Typography>
        {value != null && (
          <Button size="small" onClick={() => field.onChange(null)} aria-label={`Clear ${label}`}>
            Clear
          </Button>
        )}
      </Box>
      <Box sx={{ px: 1.5 }}>
        <Slider
          id={fieldId(name)}
          value={value ?? min}
          min={min}
          max={max}
          step={1}
          marks={marks?.map((m) => ({ value: m.value, label: String(m.value) })) ?? true}
          onChange={(_, v) => field.onChange(v as number)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref, "aria-labelledby": labelId, "aria-valuetext": value == null ? "Not set" : `${value}, ${word(value)}` } }}
          // Unanswered is not 0 ("None"): no thumb and no filled track until the person picks a point
          // (the thumb still takes keyboard focus and shows itself then).
          sx={value == null ? { "& .MuiSlider-thumb:not(.Mui-focusVisible)": { opacity: 0 }, "& .MuiSlider-track": { display: "none" } } : undefined}
        />
      </Box>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
