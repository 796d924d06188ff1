import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { memo, type ComponentProps, type MouseEvent } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeUrl } from "../utils/safe-url";

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<"a"> & { node?: unknown }) {
  const external = href !== undefined && /^https?:/i.test(href);
  // An address the allow-list emptied stays visible as text but goes nowhere.
  const inert = !href;
  return (
    <Link
      {...rest}
      href={href ?? ""}
      onClick={inert ? (event: MouseEvent) => event.preventDefault() : undefined}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
    >
      {children}
    </Link>
  );
}

function MarkdownImage({ src, alt, node: _node, ...rest }: ComponentProps<"img"> & { node?: unknown }) {
  if (!src) return alt ? <span>{alt}</span> : null;
  return <img {...rest} src={src} alt={alt ?? ""} loading="lazy" style={{ maxWidth: "100%", height: "auto" }} />;
}

const components: Components = { a: MarkdownLink, img: MarkdownImage };

/**
 * A bot reply as rich text (spec section 5): GitHub-flavoured markdown, raw HTML dropped
 * (`skipHtml`, no rehype-raw), link and image addresses through the protocol allow-list.
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
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {content}
      </Markdown>
    </Box>
  );
});
