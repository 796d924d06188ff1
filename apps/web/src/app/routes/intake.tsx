import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

/** Placeholder: the intake helper replaces this page. */
export default function IntakeRoute() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        Intake form
      </Typography>
      <Typography color="text.secondary">The intake form will appear here.</Typography>
    </Container>
  );
}
