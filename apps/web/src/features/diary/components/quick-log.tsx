import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { DiaryCreate, DiaryEntry, DiarySeverity } from "@hg/shared/diary";
import { useState } from "react";
import type { DiaryOutbox } from "../hooks/use-diary-outbox";
import { dayLabel, localDay, offsetIso, timeLabel } from "../utils/dates";
import type { DayStatus } from "../utils/day-status";
import { SEVERITY_LABEL } from "../utils/labels";
import { QuickLogMedicine } from "./quick-log-medicine";
import { ResultActions, ResultMessage, type ResultStatus } from "./quick-log-result";
import { QuickLogSeverity } from "./quick-log-severity";
import { QuickLogWhen } from "./quick-log-when";
import { StepHeading } from "./step-heading";

type Step =
  | { name: "when" }
  | { name: "severity"; startedAt: Date }
  | { name: "medicine"; startedAt: Date; severity: DiarySeverity }
  | { name: "done"; clientId: string; what: string; headache: boolean };

type Props = {
  outbox: DiaryOutbox;
  /** The person's recent medicines, most recent first (the one-tap chips). */
  medicines: readonly string[];
  /** Today as the diary knows it (null while loading): "No headache today" is offered only while it is unknown. */
  today: DayStatus | null;
  onAddDetails: (entry: DiaryEntry) => void;
  now?: () => Date;
};

/**
 * Logging an attack in three taps: when (tap 1), how bad (tap 2), which medicine (tap 3, which
 * saves). Everything else is added later. The save's state is announced in a live region.
 */
export function QuickLog({ outbox, medicines, today, onAddDetails, now = () => new Date() }: Props) {
  const [step, setStep] = useState<Step>({ name: "when" });
  // Focus follows the steps only once the person has started (never on page load).
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const started = (date: Date) => {
    const day = localDay(date);
    return `started ${day === localDay(now()) ? "" : `${dayLabel(day)} `}${timeLabel(date.toISOString())}`;
  };

  const send = (body: DiaryCreate, what: string) => {
    go({ name: "done", clientId: body.clientId, what, headache: body.kind === "headache" });
    void outbox.send(body);
  };

  const saveHeadache = (startedAt: Date, severity: DiarySeverity, medicine: string | null) =>
    send(
      { kind: "headache", clientId: crypto.randomUUID(), startedAt: offsetIso(startedAt), severity, medicines: medicine ? [{ name: medicine }] : [] },
      `${SEVERITY_LABEL[severity]} headache, ${started(startedAt)}, ${medicine ?? "no medicine"}`,
    );

  const markFree = () => send({ kind: "headache_free", clientId: crypto.randomUUID(), day: localDay(now()) }, "today marked as a day without headache");

  let result: { status: ResultStatus; detail?: string; entry?: DiaryEntry } | null = null;
  if (step.name === "done") {
    const item = outbox.items.find((i) => i.body.clientId === step.clientId);
    const entry = outbox.saved[step.clientId];
    result = item ? { status: item.status, detail: item.detail } : entry ? { status: "saved", entry } : { status: "saving" };
  }
  const savedEntry = result?.entry;

  return (
    <Box>
      {step.name === "done" && <StepHeading focusOnMount={moved}>{step.headache ? "Headache logged" : "Day logged"}</StepHeading>}
      {/* Always in the page, so screen readers announce each change of the save's state. */}
      <Box role="status" aria-atomic="true">
        {step.name === "done" && result && <ResultMessage status={result.status} what={step.what} detail={result.detail} />}
      </Box>
      {step.name === "done" && result && (
        <ResultActions
          status={result.status}
          onAddDetails={step.headache && savedEntry ? () => onAddDetails(savedEntry) : undefined}
          onRetry={() => void outbox.retry(step.clientId)}
          onDone={() => go({ name: "when" })}
        />
      )}
      {step.name === "when" && (
        <>
          <QuickLogWhen focusOnMount={moved} now={now} onPick={(startedAt) => go({ name: "severity", startedAt })} onNoHeadacheToday={today?.kind === "unknown" ? markFree : undefined} />
          {today?.kind === "free" && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              Today is marked as a day without headache.
            </Typography>
          )}
        </>
      )}
      {step.name === "severity" && (
        <QuickLogSeverity
          focusOnMount={moved}
          startedLabel={`Headache ${started(step.startedAt)}`}
          onPick={(severity) => go({ name: "medicine", startedAt: step.startedAt, severity })}
          onBack={() => go({ name: "when" })}
        />
      )}
      {step.name === "medicine" && (
        <QuickLogMedicine
          focusOnMount={moved}
          medicines={medicines}
          summary={`${SEVERITY_LABEL[step.severity]} headache, ${started(step.startedAt)}`}
          onSave={(medicine) => saveHeadache(step.startedAt, step.severity, medicine)}
          onBack={() => go({ name: "severity", startedAt: step.startedAt })}
        />
      )}
    </Box>
  );
}
