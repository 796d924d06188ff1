import Typography from "@mui/material/Typography";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The heading of a logging step. When a tap moves the person on, focus lands here (the tapped
 * button is gone), so keyboard and screen-reader users continue from the new question.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography ref={ref} variant="h3" component="h3" tabIndex={-1} sx={{ mb: 1.5, outline: "none" }}>
      {children}
    </Typography>
  );
}
