import type { FastifyReply } from "fastify";
import type { Report } from "@hg/clinic";
import type { ReportFormat } from "@hg/shared";
import { AppError } from "../services/app-error.ts";

/** Sends a report as JSON, PDF or a FHIR R4 Bundle. */
export async function sendReport(reply: FastifyReply, report: Report, format: ReportFormat): Promise<unknown> {
  switch (format) {
    case "json":
      return report;
    case "pdf":
    case "fhir":
      throw new AppError("not_found", `The ${format} format of the report is not available yet`);
  }
}
