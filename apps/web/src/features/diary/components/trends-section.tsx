import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { DiaryFigures } from "@hg/shared/diary-figures";
import { FiguresPanel } from "./figures-panel";

type Props = { figures: { last30: DiaryFigures; last90: DiaryFigures } | undefined; isError: boolean };

/** The last 30 and 90 days side by side (stacked on phones): what a doctor asks for, from the entries. */
export function TrendsSection({ figures, isError }: Props) {
  if (!figures) {
    return (
      <Typography role={isError ? "alert" : "status"} color={isError ? "error" : "textSecondary"}>
        {isError ? "Your figures could not be loaded." : "Loading your figures..."}
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }, gap: 3 }}>
        <FiguresPanel title="Last 30 days" figures={figures.last30} />
        <FiguresPanel title="Last 90 days" figures={figures.last90} />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        Limits are those of the International Classification of Headache Disorders (ICHD-3, 8.2): 15 days a month for simple
        painkillers, 10 for triptans, ergots, opioids, combination painkillers, or several kinds together.
      </Typography>
    </>
  );
}
