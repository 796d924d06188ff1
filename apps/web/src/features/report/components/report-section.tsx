import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

/** One titled part of the report; kept whole on a printed page where it fits, optionally ending the page. */
export function ReportSection({ title, children, breakInside = "avoid", pageBreakAfter = false }: { title: string; children: ReactNode; breakInside?: "avoid" | "auto"; pageBreakAfter?: boolean }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4, "@media print": { mt: 2.5, breakInside, ...(pageBreakAfter ? { breakAfter: "page" } : {}) } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5, "@media print": { breakAfter: "avoid" } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
