import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

/** Placeholder page until its feature issue fills it. */
export default function SettingsRoute() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        Settings
      </Typography>
      <Typography color="text.secondary">Your account settings will appear here.</Typography>
    </Container>
  );
}
