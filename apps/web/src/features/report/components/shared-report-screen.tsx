import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { Report } from "@hg/shared";
import { useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-client";
import { PasscodeChallenge, sharedReportDownloadUrl, useDownloadSharedReportPdf, useSharedReport } from "../api/open-shared-report";
import { ReportActions } from "./report-actions";
import { ReportDocument } from "./report-document";
import { SharePasscodeForm } from "./share-passcode-form";

const DEAD = {
  gone: {
    title: "This report link has expired or was revoked",
    text: "Share links only work for a limited time, and the person who shared it can turn a link off. Please ask them for a new link.",
  },
  locked: {
    title: "This report link no longer works",
    text: "Too many wrong passcodes were tried, so the link was turned off to keep the report safe. Please ask the person who shared it for a new link.",
  },
  failed: { title: "The report could not be loaded", text: "Please check your connection and reload the page." },
} as const;

/**
 * `/r/{token}`: the read-only report behind a share link; for a link with a passcode, the passcode
 * form first; a clear page when the link is dead.
 */
export function SharedReportScreen({ token }: { token: string }) {
  const report = useSharedReport(token);
  // The report opened with a passcode, and that passcode for the PDF: in memory only, gone with the page.
  const [unlocked, setUnlocked] = useState<{ report: Report; passcode: string } | null>(null);
  const [dead, setDead] = useState<"gone" | "locked" | null>(null);
  const pdf = useDownloadSharedReportPdf(token);
  // React 19 hoists these into <head>: shared health reports stay out of search engines.
  const head = (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <title>Shared headache report</title>
    </>
  );

  const deadPage = (why: keyof typeof DEAD) => (
    <Box component="main" sx={{ maxWidth: 640, mx: "auto", p: { xs: 2, sm: 4 }, textAlign: "center" }}>
      {head}
      <LinkOff sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
      <Typography variant="h1" gutterBottom>
        {DEAD[why].title}
      </Typography>
      <Typography>{DEAD[why].text}</Typography>
    </Box>
  );

  if (dead) return deadPage(dead);
  if (unlocked) {
    const download = () =>
      pdf.mutate(unlocked.passcode, {
        onError: (e) => {
          if (e instanceof ApiError && (e.status === 404 || e.status === 401)) setDead("gone");
          else notify(e instanceof ApiError && e.status === 429 ? e.detail : "The PDF could not be downloaded. Please try again.", "error");
        },
      });
    return (
      <Box component="main">
        {head}
        <ReportDocument report={unlocked.report} title="Headache report" actions={<ReportActions pdf={{ download, pending: pdf.isPending }} />} />
      </Box>
    );
  }
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
    if (report.error instanceof PasscodeChallenge) {
      return (
        <>
          {head}
          <SharePasscodeForm token={token} onOpened={(opened, passcode) => setUnlocked({ report: opened, passcode })} onGone={setDead} />
        </>
      );
    }
    return deadPage(report.error instanceof ApiError && report.error.status === 404 ? "gone" : "failed");
  }
  return (
    <Box component="main">
      {head}
      <ReportDocument report={report.data} title="Headache report" actions={<ReportActions pdf={{ url: sharedReportDownloadUrl(env.API_URL, token) }} />} />
    </Box>
  );
}
