import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DiaryEntry } from "@hg/shared/diary";
import { useMemo, useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { useDiary } from "../api/get-diary";
import { useDiaryOutbox } from "../hooks/use-diary-outbox";
import { addDays, dayLabel, localDay } from "../utils/dates";
import { dayStatuses, statusOf } from "../utils/day-status";
import { recentMedicines } from "../utils/recent-medicines";
import { CalendarSection } from "./calendar-section";
import { PageSection } from "@/components/layout/page-section";
import { EntryDetailsDialog } from "./entry-details-dialog";
import { MidasSection } from "./midas-section";
import { PendingEntries } from "./pending-entries";
import { QuickLog } from "./quick-log";
import { TrendsSection } from "./trends-section";

type Props = { userId: string; now?: () => Date };

/**
 * The headache diary (issue 19): log an attack in three taps, the month calendar, the last 30 and
 * 90 days against the ICHD-3 8.2 limits, and MIDAS every three months.
 */
export function DiaryScreen({ userId, now = () => new Date() }: Props) {
  const today = localDay(now());
  // The last 90 days feed the trends, the medicine chips and today's state.
  const recent = useDiary(userId, addDays(today, -89), today);
  const outbox = useDiaryOutbox(userId);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const entries = useMemo(() => recent.data?.entries ?? [], [recent.data]);
  const medicines = useMemo(() => recentMedicines(entries), [entries]);
  const todayStatus = statusOf(useMemo(() => dayStatuses(entries), [entries]), today);

  const markFree = (day: string) =>
    void outbox.send({ kind: "headache_free", clientId: crypto.randomUUID(), day }).then((entry) => entry && notify(`${dayLabel(day)} is marked as a day without headache.`, "success"));

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Headache diary
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Log each headache as it happens; add the details whenever you can. Your doctor can see how often they come and how
        often you need medicine.
      </Typography>
      <Stack spacing={3}>
        <PageSection id="log" title="Log">
          <Stack spacing={2}>
            <PendingEntries outbox={outbox} />
            <QuickLog outbox={outbox} medicines={medicines} today={recent.isSuccess ? todayStatus : null} onAddDetails={setEditing} now={now} />
          </Stack>
        </PageSection>
        <PageSection id="calendar" title="Calendar" description="Tap a day to see, change or delete its entries.">
          <CalendarSection userId={userId} today={today} onEdit={setEditing} onMarkFree={markFree} />
        </PageSection>
        <PageSection id="trends" title="Trends" description="Counted from your entries. Days you did not log are left out, not counted as free.">
          <TrendsSection figures={recent.data?.figures} isError={recent.isError} />
        </PageSection>
        <PageSection id="midas" title="MIDAS" description="Five questions, every three months, on how much headaches keep you from work, home and free time.">
          <MidasSection userId={userId} now={now} />
        </PageSection>
      </Stack>
      {editing && <EntryDetailsDialog key={editing.id} userId={userId} entry={editing} medicines={medicines} onClose={() => setEditing(null)} now={now} />}
    </>
  );
}
