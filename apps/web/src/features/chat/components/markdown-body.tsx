import Link from "@mui/material/Link";
import type { ComponentProps, MouseEvent } from "react";
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
 * A bot reply's markdown (spec section 5): GitHub-flavoured, raw HTML dropped (`skipHtml`, no
 * rehype-raw), link and image addresses through the protocol allow-list. Loaded only for a reply
 * with markup in it (markdown-message.tsx): the parser is most of the chat page's script.
 */
export default function MarkdownBody({ content }: { content: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
      {content}
    </Markdown>
  );
}
