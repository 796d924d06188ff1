import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  /** Anchor id of the section (also names its heading). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One titled block of a page (diary, settings): a landmark region named by its h2. */
export function PageSection({ id, title, description, children }: Props) {
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
