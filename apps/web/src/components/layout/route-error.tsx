import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Error element for routes: a plain explanation and a way forward, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  // A deploy replaces chunk files; an old tab then fails to load a lazy route. A reload fixes it.
  const staleChunk = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong!"}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {staleChunk
          ? "A newer version of the app is available. Reload the page to continue."
          : "Please try again. If it keeps happening, reload the page."}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
