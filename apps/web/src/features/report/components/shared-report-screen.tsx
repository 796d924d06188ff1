import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-client";
import { sharedReportDownloadUrl, useSharedReport } from "../api/get-shared-report";
import { ReportActions } from "./report-actions";
import { ReportDocument } from "./report-document";

/** `/r/{token}`: the read-only report behind a share link, or a clear page when the link is dead. */
export function SharedReportScreen({ token }: { token: string }) {
  const report = useSharedReport(token);
  // React 19 hoists these into <head>: shared health reports stay out of search engines.
  const head = (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <title>Shared headache report</title>
    </>
  );

  if (report.isPending) {
    return (
      <Box role="status" sx={{ p: 4, display: "flex", gap: 1.5, justifyContent: "center", alignItems: "center" }}>
        {head}
        <CircularProgress size={20} aria-hidden />
        <Typography>Loading the report...</Typography>
      </Box>
    );
  }
  if (report.isError) {
    const dead = report.error instanceof ApiError && report.error.status === 404;
    return (
      <Box component="main" sx={{ maxWidth: 640, mx: "auto", p: { xs: 2, sm: 4 }, textAlign: "center" }}>
        {head}
        <LinkOff sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
        <Typography variant="h1" gutterBottom>
          {dead ? "This report link has expired or was revoked" : "The report could not be loaded"}
        </Typography>
        <Typography>
          {dead
            ? "Share links only work for a limited time, and the person who shared it can turn a link off. Please ask them for a new link."
            : "Please check your connection and reload the page."}
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="main">
      {head}
      <ReportDocument report={report.data} title="Headache report" actions={<ReportActions pdfUrl={sharedReportDownloadUrl(env.API_URL, token)} />} />
    </Box>
  );
}
