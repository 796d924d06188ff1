// Spec section 5: link and image addresses in bot replies keep only these protocols (or none:
// a relative address); anything else becomes an empty address.
const ALLOWED_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * react-markdown `urlTransform`. A colon before any `/`, `?` or `#` starts a protocol; the
 * markdown parser has already decoded character references, so `javascript&#58;` arrives as
 * `javascript:` and is caught here too.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  for (const stop of ["/", "?", "#"]) {
    const at = url.indexOf(stop);
    if (at !== -1 && at < colon) return url;
  }
  return ALLOWED_PROTOCOL.test(url.slice(0, colon)) ? url : "";
}
