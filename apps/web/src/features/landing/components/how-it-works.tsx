import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import ExpandMore from "@mui/icons-material/ExpandMore";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import IosShare from "@mui/icons-material/IosShare";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";

export const PANEL_TRANSITION_MS = 240;

const STEPS: { title: string; detail: string; icon: ReactNode }[] = [
  {
    title: "Fill Intake Form (2-3 minutes)",
    detail: "Tell us about your headaches: when they started, how often, how they feel.",
    icon: <AssignmentOutlined />,
  },
  {
    title: "Chat with AI",
    detail: "Answer a few follow-up questions, the way a neurologist would ask them.",
    icon: <ForumOutlined />,
  },
  {
    title: "Share Report",
    detail: "Get a clear summary to print or share with your doctor.",
    icon: <IosShare />,
  },
];

function StepList() {
  return (
    <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2.5 }}>
      {STEPS.map((step) => (
        <Box component="li" key={step.title} sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              bgcolor: "primary.main",
              color: "primary.contrastText",
            }}
          >
            {step.icon}
          </Box>
          <Box>
            <Typography variant="h3" component="h3">
              {step.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {step.detail}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** 'How it works' (spec section 2); collapsible on small screens with a 240 ms transition. */
export function HowItWorks({ collapsible }: { collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2 }}>
        <Typography id={headingId} variant="h2" component="h2">
          How it works
        </Typography>
        {collapsible && (
          <Button
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={panelId}
            sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
            endIcon={<ExpandMore sx={{ transform: open ? "rotate(180deg)" : "none", transition: `transform ${PANEL_TRANSITION_MS}ms` }} />}
          >
            {open ? "Hide details" : "See how it works"}
          </Button>
        )}
      </Box>
      {collapsible ? (
        <Collapse in={open} timeout={PANEL_TRANSITION_MS} id={panelId}>
          <Box sx={{ pt: 2.5 }}>
            <StepList />
          </Box>
        </Collapse>
      ) : (
        <Box sx={{ pt: 2.5 }}>
          <StepList />
        </Box>
      )}
    </Paper>
  );
}
