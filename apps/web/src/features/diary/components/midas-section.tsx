import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { useMidas } from "../api/get-midas";
import { longDayLabel, localDay } from "../utils/dates";
import { MIDAS_GRADE_WORDS, MIDAS_INTERVAL_DAYS, midasDue, newestFirst } from "../utils/midas";
import { MidasForm } from "./midas-form";

const dateOf = (iso: string) => longDayLabel(localDay(new Date(iso)));

/** MIDAS every three months: the latest score and grade with its date, the history, and the form when it is due. */
export function MidasSection({ userId, now = () => new Date() }: { userId: string; now?: () => Date }) {
  const midas = useMidas(userId);
  const [asked, setAsked] = useState(false);

  if (midas.isPending) return <Typography role="status" color="textSecondary">Loading MIDAS...</Typography>;
  if (midas.isError) return <Typography role="alert" color="error">Your MIDAS answers could not be loaded.</Typography>;

  const [latest, ...earlier] = newestFirst(midas.data);
  const due = midasDue(latest, now());

  return (
    <Box>
      {latest ? (
        <Typography sx={{ mb: 1 }}>
          Latest: <strong>score {latest.score}, grade {latest.grade}</strong> ({MIDAS_GRADE_WORDS[latest.grade]}), {dateOf(latest.createdAt)}.
        </Typography>
      ) : (
        <Typography sx={{ mb: 1 }}>You have not filled in MIDAS yet.</Typography>
      )}
      {earlier.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
            Earlier
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {earlier.map((r) => (
              <Typography component="li" key={r.id}>
                {dateOf(r.createdAt)}: score {r.score}, grade {r.grade}
              </Typography>
            ))}
          </Box>
        </>
      )}
      <Box sx={{ mt: 2 }}>
        {due || asked ? (
          <>
            {latest && due && <Typography sx={{ mb: 2 }}>It has been more than three months: time to fill it in again.</Typography>}
            <MidasForm
              userId={userId}
              onSaved={(record) => {
                setAsked(false);
                notify(`MIDAS saved: score ${record.score}, grade ${record.grade} (${MIDAS_GRADE_WORDS[record.grade]}).`, "success");
              }}
            />
          </>
        ) : (
          <>
            {latest && (
              <Typography color="textSecondary" sx={{ mb: 1 }}>
                Next one due after {dateOf(new Date(Date.parse(latest.createdAt) + MIDAS_INTERVAL_DAYS * 86_400_000).toISOString())}.
              </Typography>
            )}
            <Button variant="outlined" onClick={() => setAsked(true)}>
              Fill it in again now
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
