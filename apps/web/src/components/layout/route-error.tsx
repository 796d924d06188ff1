import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";

/**
 * Error page for routes: a plain explanation and a way forward, never a stack trace. It must show when
 * chunks fail to load, so it is in the entry, built only from what the shell already loads: Box, and
 * ButtonBase styled like a contained Button (Container, Typography and Button would add about 2 KB
 * gzip to every first load, for a page most visits never see).
 */
export function RouteError({ error }: { error: unknown }) {
  // A deploy replaces chunk files; an old tab then fails to load a lazy route. A reload fixes it.
  const staleChunk = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Box sx={{ maxWidth: "sm", mx: "auto", px: { xs: 2, sm: 3 }, py: 8, textAlign: "center" }}>
      <Box component="h1" sx={{ typography: "h1", mt: 0, mb: "0.35em" }}>
        Something went wrong!
      </Box>
      <Box component="p" sx={{ typography: "body1", color: "text.secondary", mt: 0, mb: 3 }}>
        {staleChunk
          ? "A newer version of the app is available. Reload the page to continue."
          : "Please try again. If it keeps happening, reload the page."}
      </Box>
      <ButtonBase
        onClick={() => window.location.reload()}
        sx={{
          typography: "button",
          px: 2,
          py: 0.75,
          borderRadius: 1,
          bgcolor: "primary.main",
          color: "primary.contrastText",
          "&:hover": { bgcolor: "primary.dark" },
        }}
      >
        Reload page
      </ButtonBase>
    </Box>
  );
}
