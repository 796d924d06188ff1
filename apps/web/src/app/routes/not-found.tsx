import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/layout/page-title";

/** Any unknown path (spec section 2). */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}>
      <PageTitle title={"Page not found"} />
      <Typography variant="overline" color="textSecondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, overflowWrap: "anywhere" }}>
        There is no page at <strong>{pathname}</strong>. The link may be old or mistyped. Start again from the home page,
        or go to your chats if you are signed in.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ justifyContent: "center" }}>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          Go to the home page
        </Button>
        <Button component={RouterLink} to={paths.chat.getHref()} size="large">
          Open my chats
        </Button>
      </Stack>
    </Container>
  );
}
