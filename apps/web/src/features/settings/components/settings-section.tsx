import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  /** Anchor id of the section (also names its heading). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One titled block of the settings page: a landmark region named by its h2. */
export function SettingsSection({ id, title, description, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}

/** A titled part inside a section (h3). */
export function SettingsSubsection({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="div">
      <Typography variant="h3">{title}</Typography>
      {description && <Typography color="textSecondary">{description}</Typography>}
      {children}
    </Stack>
  );
}
