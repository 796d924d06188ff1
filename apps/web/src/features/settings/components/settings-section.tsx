import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ComponentProps, ReactNode } from "react";
import { PageSection } from "@/components/layout/page-section";

/** One titled block of the settings page, its parts spaced apart. */
export function SettingsSection({ children, ...section }: ComponentProps<typeof PageSection>) {
  return (
    <PageSection {...section}>
      <Stack spacing={3}>{children}</Stack>
    </PageSection>
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
