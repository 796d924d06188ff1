import Download from "@mui/icons-material/Download";
import Print from "@mui/icons-material/Print";
import Share from "@mui/icons-material/Share";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";

/** The PDF as a plain link (the server names the file), or fetched on click (a link with a passcode, which a URL must not carry). */
type PdfSource = { url: string } | { download: () => void; pending: boolean };

type Props = {
  pdf: PdfSource;
  fhirUrl?: string;
  onShare?: () => void;
  children?: ReactNode;
};

/** Print, download (PDF, FHIR) and share. */
export function ReportActions({ pdf, fhirUrl, onShare, children }: Props) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
        Print
      </Button>
      {"url" in pdf ? (
        <Button variant="outlined" startIcon={<Download />} href={pdf.url} download>
          Download PDF
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<Download />} onClick={pdf.download} loading={pdf.pending} loadingPosition="start">
          Download PDF
        </Button>
      )}
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
