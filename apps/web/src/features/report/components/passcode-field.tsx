import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import type { TextFieldProps } from "@mui/material/TextField";
import { useState } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormTextField } from "@/components/form";

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: TextFieldProps["helperText"];
};

/**
 * A share link's passcode, hidden while typed with a button to show it (a passcode is read out or
 * copied to someone else, so checking what was typed matters). Its error or hint is the field's
 * description (MUI links the helper text with aria-describedby).
 */
export function PasscodeField<T extends FieldValues>({ control, name, label, helperText }: Props<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      type={visible ? "text" : "password"}
      slotProps={{
        htmlInput: { autoComplete: "off", autoCapitalize: "off", autoCorrect: "off", spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? "Hide passcode" : "Show passcode"} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
