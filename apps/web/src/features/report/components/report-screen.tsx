import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-client";
import { reportDownloadUrl, useReport } from "../api/get-report";
import { ReportActions } from "./report-actions";
import { ReportDocument } from "./report-document";
import { ShareDialog } from "./share-dialog";

type Props = { userId: string; conversationId: string; conversationHref: string };

/** 'Your report' for one conversation of the signed-in person: the document and its actions. */
export function ReportScreen({ userId, conversationId, conversationHref }: Props) {
  const report = useReport(userId, conversationId);
  const [shareOpen, setShareOpen] = useState(false);
  const back = (
    <Button component={RouterLink} to={conversationHref} startIcon={<ArrowBack />} data-print="hide" sx={{ mb: 1 }}>
      Back to the conversation
    </Button>
  );

  if (report.isPending) {
    return (
      <Box role="status" sx={{ p: 4, display: "flex", gap: 1.5, justifyContent: "center", alignItems: "center" }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>Loading your report...</Typography>
      </Box>
    );
  }
  if (report.isError) {
    const notFound = report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 403);
    return (
      <Box sx={{ maxWidth: 900, mx: "auto", p: { xs: 2, sm: 3 } }}>
        {back}
        <Typography variant="h1" gutterBottom>
          Your report
        </Typography>
        <Typography role="alert">
          {notFound ? "This conversation was not found. It may have been deleted." : "The report could not be loaded. Please try again in a moment."}
        </Typography>
        {!notFound && (
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => void report.refetch()}>
            Try again
          </Button>
        )}
      </Box>
    );
  }

  return (
    <>
      <Box sx={{ maxWidth: 900, mx: "auto", px: { xs: 2, sm: 3 }, pt: 2, "@media print": { display: "none" } }}>{back}</Box>
      <ReportDocument
        report={report.data}
        actions={
          <ReportActions
            pdf={{ url: reportDownloadUrl(env.API_URL, userId, conversationId, "pdf") }}
            fhirUrl={reportDownloadUrl(env.API_URL, userId, conversationId, "fhir")}
            onShare={() => setShareOpen(true)}
          />
        }
      />
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} userId={userId} conversationId={conversationId} />
    </>
  );
}
