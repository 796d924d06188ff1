import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it.each(["https://example.org/a", "http://x.y", "mailto:a@b.c", "irc://net/chan", "ircs://net", "xmpp:a@b.c", "HTTPS://X.Y"])(
    "keeps the allowed address %s",
    (url) => expect(safeUrl(url)).toBe(url),
  );

  it.each(["/chat", "report.pdf", "#top", "?q=1", "./a:b", "a/b:c"])("keeps the relative address %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>", "vbscript:x", "file:///etc/passwd", "java\tscript:x"])(
    "empties the address %s",
    (url) => expect(safeUrl(url)).toBe(""),
  );
});
