import { performance } from "node:perf_hooks";
import type { FastifyReply } from "fastify";
import { reportDate, type Report, type ReportFormat } from "@hg/shared";
import type { PdfCache } from "../report-formats/pdf-cache.ts";
import { reportToFhirBundle } from "../report-formats/fhir.ts";

const fileName = (report: Report, ext: string) => `headache-report-${reportDate(report)}.${ext}`;

/** Sends a report as JSON, PDF or a FHIR R4 Bundle. */
export async function sendReport(reply: FastifyReply, report: Report, format: ReportFormat, pdfs: PdfCache): Promise<unknown> {
  switch (format) {
    case "json":
      return report;
    case "pdf": {
      const started = performance.now();
      // Laid out in a worker thread and cached (issue 17 item 2).
      const { pdf, cached } = await pdfs.pdfOf(report);
      // Server-Timing makes the generation time visible in devtools and the bench without logging anything.
      reply
        .header("server-timing", `pdf;dur=${(performance.now() - started).toFixed(1)};desc="${cached ? "cache" : "rendered"}"`)
        .header("content-disposition", `attachment; filename="${fileName(report, "pdf")}"`)
        .type("application/pdf");
      return reply.send(pdf);
    }
    case "fhir":
      reply.header("content-disposition", `attachment; filename="${fileName(report, "fhir.json")}"`).type("application/fhir+json");
      return reply.send(JSON.stringify(reportToFhirBundle(report)));
  }
}
