import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

/** Placeholder page until its feature issue fills it. */
export default function ConversationRoute() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        Conversation
      </Typography>
      <Typography color="text.secondary">This conversation will appear here.</Typography>
    </Container>
  );
}
