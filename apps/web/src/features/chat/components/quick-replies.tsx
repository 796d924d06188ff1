import Check from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { Choice, QuickAnswer } from "@hg/shared/conversation";
import { useId, useState } from "react";

type Props = {
  choices: Choice[];
  /** The question the choices answer; without one the chips send their words only. */
  questionId: string | null;
  /** A checklist question: chips toggle and "Done" sends them all in one message. */
  multiple: boolean;
  onSend: (text: string, answer?: QuickAnswer) => void;
  disabled?: boolean;
};

const chipSx = { height: "auto", minHeight: 32, py: 0.5, "& .MuiChip-label": { whiteSpace: "normal" } } as const;

/**
 * Quick replies for the last question (API.md "Messages and turns"). A single-choice chip sends at
 * once; with `multiple` the chips are toggles (aria-pressed) and "Done" sends the chosen ones. The
 * send carries `answer: {questionId, choiceIds}`, so the server binds it to the question exactly.
 */
export function QuickReplies({ choices, questionId, multiple, onSend, disabled }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const hintId = useId();
  if (choices.length === 0) return null;

  const answerFor = (choiceIds: string[]): QuickAnswer | undefined => (questionId ? { questionId, choiceIds } : undefined);

  function toggle(id: string) {
    setChosen((held) => {
      const next = new Set(held);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function done() {
    const picked = choices.filter((c) => chosen.has(c.id));
    if (picked.length === 0) return;
    onSend(
      picked.map((c) => c.label).join(", "),
      answerFor(picked.map((c) => c.id)),
    );
  }

  return (
    <Box role="group" aria-label="Suggested replies" aria-describedby={multiple ? hintId : undefined} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
      {multiple && (
        <Typography id={hintId} variant="caption" color="textSecondary" sx={{ width: "100%" }}>
          Choose all that apply, then Done.
        </Typography>
      )}
      {choices.map((choice) => {
        const on = chosen.has(choice.id);
        return multiple ? (
          <Chip
            key={choice.id}
            label={choice.label}
            icon={on ? <Check /> : undefined}
            variant={on ? "filled" : "outlined"}
            color="primary"
            aria-pressed={on}
            onClick={() => toggle(choice.id)}
            disabled={disabled}
            sx={chipSx}
          />
        ) : (
          <Chip
            key={choice.id}
            label={choice.label}
            variant="outlined"
            color="primary"
            onClick={() => onSend(choice.label, answerFor([choice.id]))}
            disabled={disabled}
            sx={chipSx}
          />
        );
      })}
      {multiple && (
        <Button size="small" variant="contained" onClick={done} disabled={disabled || chosen.size === 0}>
          Done
        </Button>
      )}
    </Box>
  );
}
