import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Step from "@mui/material/Step";
import StepButton from "@mui/material/StepButton";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import type { IntakeSectionMeta } from "../sections";

type Props = { sections: readonly IntakeSectionMeta[]; index: number; onJump: (index: number) => void };

/** Where the person is: "Step n of N" with a bar on every screen, and clickable steps on wide ones. */
export function IntakeProgress({ sections, index, onJump }: Props) {
  const current = sections[index];
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        Step {index + 1} of {sections.length}
        {current?.required ? " · required" : " · optional"}
      </Typography>
      <LinearProgress variant="determinate" value={((index + 1) / sections.length) * 100} aria-label={`Intake progress: step ${index + 1} of ${sections.length}`} />
      <Box component="nav" aria-label="Intake steps" sx={{ display: { xs: "none", md: "block" }, mt: 2 }}>
        <Stepper nonLinear activeStep={index} alternativeLabel>
          {sections.map((s, i) => (
            <Step key={s.id} completed={false}>
              <StepButton onClick={() => onJump(i)} aria-current={i === index ? "step" : undefined}>
                <Typography variant="caption">{s.title}</Typography>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
    </Box>
  );
}
