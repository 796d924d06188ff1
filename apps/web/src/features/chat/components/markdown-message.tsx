import Box from "@mui/material/Box";
import { lazy, memo, Suspense } from "react";
import { hasMarkup } from "../utils/has-markup";

const MarkdownBody = lazy(() => import("./markdown-body"));

// Plain text as markdown renders it: paragraphs split at blank lines, a single newline left to the
// browser (a soft break). has-markup.ts lets only text through whose markdown is exactly this.
function Paragraphs({ content }: { content: string }) {
  return content
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph, i) => <p key={i}>{paragraph}</p>);
}

/**
 * A bot reply as rich text (spec section 5). Most replies are plain sentences: they are drawn at
 * once, and the markdown parser is fetched only for a reply with markup (its plain text stands in
 * while it loads). Decision 017.
 */
export const MarkdownMessage = memo(function MarkdownMessage({ content }: { content: string }) {
  return (
    <Box
      sx={{
        overflowWrap: "anywhere",
        "& > :first-of-type": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& p": { my: 1 },
        "& h1, & h2, & h3, & h4, & h5, & h6": { mt: 2, mb: 1, lineHeight: 1.3, fontSize: "1.05rem", fontWeight: 700 },
        "& h1": { fontSize: "1.25rem" },
        "& h2": { fontSize: "1.15rem" },
        "& ul, & ol": { my: 1, pl: 3 },
        "& li + li": { mt: 0.5 },
        "& blockquote": { my: 1, mx: 0, pl: 1.5, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
        "& code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.875em" },
        "& :not(pre) > code": { px: 0.5, borderRadius: 0.5, bgcolor: "action.hover" },
        "& pre": { my: 1, p: 1.5, overflowX: "auto", borderRadius: 1, bgcolor: "action.hover" },
        "& hr": { my: 2, border: 0, borderTop: 1, borderColor: "divider" },
        "& table": { borderCollapse: "collapse", display: "block", overflowX: "auto", my: 1 },
        "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5, textAlign: "left" },
      }}
    >
      {hasMarkup(content) ? (
        <Suspense fallback={<Paragraphs content={content} />}>
          <MarkdownBody content={content} />
        </Suspense>
      ) : (
        <Paragraphs content={content} />
      )}
    </Box>
  );
});
