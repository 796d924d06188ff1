import Download from "@mui/icons-material/Download";
import Print from "@mui/icons-material/Print";
import Share from "@mui/icons-material/Share";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";

type Props = {
  pdfUrl: string;
  fhirUrl?: string;
  onShare?: () => void;
  children?: ReactNode;
};

/** Print, download (PDF, FHIR) and share. Downloads are plain links: the server names the file. */
export function ReportActions({ pdfUrl, fhirUrl, onShare, children }: Props) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="outlined" startIcon={<Download />} href={pdfUrl} download>
        Download PDF
      </Button>
      {fhirUrl && (
        <Button variant="outlined" startIcon={<Download />} href={fhirUrl} download>
          Download FHIR
        </Button>
      )}
      {onShare && (
        <Button variant="outlined" startIcon={<Share />} onClick={onShare}>
          Share
        </Button>
      )}
      {children}
    </Box>
  );
}
