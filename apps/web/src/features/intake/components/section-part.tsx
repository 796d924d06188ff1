import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = { id: string; title: string; expanded: boolean; onToggle: (id: string, open: boolean) => void; children: ReactNode };

/** A collapsible part of a step; whether it is open is UI state the page remembers. */
export function SectionPart({ id, title, expanded, onToggle, children }: Props) {
  const domId = id.replace(/\./g, "-");
  return (
    <Accordion expanded={expanded} onChange={(_, open) => onToggle(id, open)} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${domId}-header`} aria-controls={`${domId}-content`}>
        {/* MUI wraps the summary in an h3 already; a second heading inside it would nest headings. */}
        <Typography variant="subtitle1" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${domId}-content`}>
        <Stack spacing={3}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}
