import ThumbDown from "@mui/icons-material/ThumbDown";
import ThumbDownOutlined from "@mui/icons-material/ThumbDownOutlined";
import ThumbUp from "@mui/icons-material/ThumbUp";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";

type Props = {
  /** The rating already given: true helpful, false not helpful, null none (undefined: not known yet). */
  rating: boolean | null | undefined;
  /** A thumb was pressed: open the feedback dialog with that choice (also to change a given rating). */
  onRate: (helpful: boolean) => void;
};

const THUMBS = [
  { helpful: true, label: "This chat was helpful", tip: "Helpful", Given: ThumbUp, NotGiven: ThumbUpOutlined },
  { helpful: false, label: "This chat was not helpful", tip: "Not helpful", Given: ThumbDown, NotGiven: ThumbDownOutlined },
] as const;

/** The thumbs under the last reply; a rating already given shows as pressed and filled, with thanks. */
export function RateChat({ rating, onRate }: Props) {
  const given = typeof rating === "boolean";
  return (
    <Box sx={{ display: "flex", alignItems: "center", columnGap: 1, flexWrap: "wrap" }}>
      <Box role="group" aria-label="Rate this chat" sx={{ display: "flex", gap: 0.5 }}>
        {THUMBS.map(({ helpful, label, tip, Given, NotGiven }) => {
          const pressed = rating === helpful;
          return (
            <Tooltip key={label} title={given ? "Change your rating" : tip}>
              <IconButton size="small" aria-label={label} aria-pressed={pressed} color={pressed ? "primary" : "default"} onClick={() => onRate(helpful)}>
                {pressed ? <Given fontSize="small" /> : <NotGiven fontSize="small" />}
              </IconButton>
            </Tooltip>
          );
        })}
      </Box>
      {given && (
        <Typography variant="caption" color="textSecondary">
          Thanks — you rated this chat {rating ? "helpful" : "not helpful"}
        </Typography>
      )}
    </Box>
  );
}
