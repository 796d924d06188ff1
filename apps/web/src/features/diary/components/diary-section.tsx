import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One titled block of the diary page: a landmark region named by its h2. */
export function DiarySection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
