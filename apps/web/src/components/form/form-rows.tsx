import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues } from "react-hook-form";

type Props<T extends FieldValues, N extends ArrayPath<T>> = {
  control: Control<T>;
  name: N;
  /** Heading of the list, e.g. "Medicines you take when a headache starts". */
  title: string;
  /** Words for one row, e.g. "Acute medicine" -> "Acute medicine 2", "Add acute medicine". */
  rowLabel: string;
  emptyRow: FieldArray<T, N>;
  renderRow: (index: number) => ReactNode;
  hint?: string;
};

/** An editable list of rows (medicines, allergies...): add, fill in, remove; each row is a labelled group. */
export function FormRows<T extends FieldValues, N extends ArrayPath<T>>(props: Props<T, N>) {
  const { control, name, title, rowLabel, emptyRow, renderRow, hint } = props;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {fields.map((f, i) => (
          <Paper key={f.id} variant="outlined" role="group" aria-label={`${rowLabel} ${i + 1}`} sx={{ p: 1.5 }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 1 }}>
              <Typography variant="body2" color="textSecondary">
                {rowLabel} {i + 1}
              </Typography>
              <IconButton size="small" aria-label={`Remove ${rowLabel.toLowerCase()} ${i + 1}`} onClick={() => remove(i)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
            {renderRow(i)}
          </Paper>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={() => append(emptyRow)} sx={{ mt: 1 }}>
        Add {rowLabel.toLowerCase()}
      </Button>
    </Box>
  );
}
