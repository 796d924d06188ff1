import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";

/** Quick replies for the last question; choosing one sends it as the person's message. */
export function SuggestionChips({ suggestions, onPick, disabled }: { suggestions: string[]; onPick: (text: string) => void; disabled?: boolean }) {
  if (suggestions.length === 0) return null;
  return (
    <Box role="group" aria-label="Suggested replies" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {suggestions.map((text) => (
        <Chip
          key={text}
          label={text}
          variant="outlined"
          color="primary"
          onClick={() => onPick(text)}
          disabled={disabled}
          sx={{ height: "auto", minHeight: 32, py: 0.5, "& .MuiChip-label": { whiteSpace: "normal" } }}
        />
      ))}
    </Box>
  );
}
