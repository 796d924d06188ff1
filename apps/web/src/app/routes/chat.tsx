import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

/** Placeholder page until its feature issue fills it. */
export default function ChatRoute() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        Chat
      </Typography>
      <Typography color="text.secondary">Start a new chat about your headaches here.</Typography>
    </Container>
  );
}
