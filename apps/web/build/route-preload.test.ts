import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { chunksFor, routePreloadScript } from "./route-preload.ts";

// A bundle as Rolldown hands it over: chunks with their modules and static imports.
function chunk(fileName: string, moduleIds: string[], imports: string[] = []): Rolldown.OutputChunk {
  return { type: "chunk", fileName, moduleIds, imports } as unknown as Rolldown.OutputChunk;
}
const bundle = {
  "assets/web.js": chunk("assets/web.js", ["/app/node_modules/react/index.js"]),
  "assets/page.js": chunk("assets/page.js", ["/app/apps/web/src/app/routes/conversation.tsx", "/app/apps/web/src/other.tsx"], ["assets/web.js", "assets/shared.js"]),
  "assets/shared.js": chunk("assets/shared.js", ["/app/apps/web/src/lib/x.ts"], ["assets/web.js", "assets/deep.js"]),
  "assets/deep.js": chunk("assets/deep.js", ["/app/apps/web/src/lib/y.ts"]),
  "assets/lazy-only.js": chunk("assets/lazy-only.js", ["/app/apps/web/src/lib/z.ts"]),
  "assets/style.css": { type: "asset", fileName: "assets/style.css" },
} as unknown as Rolldown.OutputBundle;

// Runs the script as the browser would, with a fake document that records the links appended.
function run(script: string, pathname: string): string[] {
  const links: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
  const document = { createElement: () => ({ rel: "", href: "", crossOrigin: null }), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } };
  new Function("document", "location", script)(document, { pathname });
  expect(links.every((l) => l.rel === "modulepreload" && l.crossOrigin === "")).toBe(true);
  return links.map((l) => l.href);
}

describe("route preload", () => {
  it("finds a page's chunk by its module and follows its static imports, each once", () => {
    expect(chunksFor(bundle, "src/app/routes/conversation.tsx").sort()).toEqual(["assets/deep.js", "assets/page.js", "assets/shared.js", "assets/web.js"]);
  });

  it("fails the build when a listed page has no chunk (a renamed route file)", () => {
    expect(() => chunksFor(bundle, "src/app/routes/gone.tsx")).toThrow(/no chunk for src\/app\/routes\/gone.tsx/);
  });

  it("preloads the chunks of the first matching page only, and nothing on other paths", () => {
    const script = routePreloadScript([
      { path: "^/chat/[^/]+/?$", files: ["assets/page.js", "assets/shared.js"] },
      { path: "^/chat/?$", files: ["assets/shared.js", "assets/deep.js"] },
    ]);
    expect(run(script, "/chat/c-1")).toEqual(["/assets/page.js", "/assets/shared.js"]);
    expect(run(script, "/chat")).toEqual(["/assets/shared.js", "/assets/deep.js"]);
    expect(run(script, "/")).toEqual([]);
    expect(run(script, "/chat/c-1/report")).toEqual([]);
  });

  it("names each file once in the script, whatever the number of pages sharing it", () => {
    const script = routePreloadScript([
      { path: "^/a$", files: ["assets/shared.js"] },
      { path: "^/b$", files: ["assets/shared.js"] },
    ]);
    expect(script.match(/shared\.js/g)).toHaveLength(1);
  });

  it("refuses a file outside assets/", () => {
    expect(() => routePreloadScript([{ path: "^/a$", files: ["elsewhere/x.js"] }])).toThrow(/not under assets/);
  });
});
