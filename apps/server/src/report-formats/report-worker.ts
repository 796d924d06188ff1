import type { DiaryEntry } from "@hg/shared";
import { parentPort } from "node:worker_threads";
import { buildReport, nextTurn } from "@hg/clinic";
import type { Report } from "@hg/shared";
import { renderReportPdf } from "./pdf.ts";

export type ReportJob =
  | { kind: "pdf"; report: Report }
  | { kind: "report"; input: Parameters<typeof buildReport>[0]; options: Parameters<typeof buildReport>[1] }
  | { kind: "turn"; intake: unknown; messages: unknown; now: string | null; emergencyNumbers?: readonly string[] | undefined; diary?: readonly DiaryEntry[] | undefined };

// Heavy work off the main event loop (report-pool.ts): building a report replays the whole
// conversation through the engine; laying out its PDF draws every page; a long conversation's turn
// reads every message again. One job at a time.
parentPort?.on("message", ({ id, job }: { id: number; job: ReportJob }) => {
  const run = async (): Promise<unknown> => {
    if (job.kind === "report") return buildReport(job.input, job.options);
    if (job.kind === "turn") return nextTurn(job.intake, job.messages, { now: job.now, emergencyNumbers: job.emergencyNumbers, diary: job.diary });
    const pdf = await renderReportPdf(job.report);
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };
  run().then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
