// Whether a bot reply needs the markdown parser: anything markdown could read as more than plain
// paragraphs. Errs towards markup: a false "yes" only costs the parser's download.
//   - emphasis, code, headings, tables, links, images, HTML, strikethrough, entities, escapes;
//   - a line starting with a list marker, a quote, or indented (code, or stripped by the parser);
//   - a thematic break or a setext underline; a hard break (two spaces before a newline);
//   - a bare address (GFM autolinks), a carriage return.
const MARKUP = /[*_`#|[\]<>~&\\\r]|^[ \t]|^(?:[-+*>]|\d{1,9}[.)])(?:[ \t]|$)|^[-=]{2,}[ \t]*$| {2,}\n|https?:|www\.|@\w/m;

/** True when markdown would render `content` as more than plain paragraphs of its own text. */
export function hasMarkup(content: string): boolean {
  return MARKUP.test(content);
}
