import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Module preloads for the page a visitor opens (issue 18). The router loads a page's chunks only
// after the entry chunk has downloaded and run (preloadRoute in src/app/router.tsx): on a slow phone
// that is a second wave of downloads behind ~1 s of script evaluation. This inline script, run
// from index.html before any bundle, asks for the opened page's chunks at once, so they download
// while the entry is still running. Only the pages people open cold are listed: a conversation,
// the chat home, the intake, a report, settings and the diary (the landing's chunk is already in
// index.html). Plain ES5-era JavaScript, like the head-start script (early-data.ts).

export interface RoutePreload {
  /** A regular expression (source) matched against `location.pathname`. */
  path: string;
  /** Source modules (paths from apps/web, e.g. "src/app/routes/chat.tsx") the page loads lazily. */
  modules: string[];
}

const isChunk = (o: OutputBundle[string]): o is OutputChunk => o.type === "chunk";

/** The chunk files a lazily imported module needs: its own chunk and every chunk it imports statically, transitively. */
export function chunksFor(bundle: OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  // A page's module may share a chunk with others (the chunk groups in vite.config.ts).
  const own = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll("\\", "/").endsWith(`/${module}`)));
  if (own === undefined) throw new Error(`route-preload: no chunk for ${module}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of byName.get(file)?.imports ?? []) visit(dep);
  };
  visit(own.fileName);
  return [...seen];
}

/** The inline script: for the first route whose path matches, a modulepreload link per chunk file not already in index.html. */
export function routePreloadScript(routes: Array<{ path: string; files: string[] }>, base = "/"): string {
  // Each file once (pages share most chunks), routes by index into the list.
  const files = [...new Set(routes.flatMap((r) => r.files))];
  const outside = files.find((f) => !f.startsWith("assets/"));
  if (outside !== undefined) throw new Error(`route-preload: ${outside} is not under assets/`);
  const table = JSON.stringify(routes.map((r) => [r.path, r.files.map((f) => files.indexOf(f))]));
  return (
    `(function(){var b=${JSON.stringify(base + "assets/")},f=${JSON.stringify(files.map((f) => f.replace(/^assets\//, "")))},t=${table},p=location.pathname,i,j,l;` +
    "for(i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;" +
    'for(j=0;j<t[i][1].length;j++){l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=b+f[t[i][1][j]];document.head.appendChild(l)}return}})()'
  );
}

/** Vite plugin writing the route preload script into the built index.html (the dev server has no chunks). */
export function routePreload(routes: RoutePreload[]): Plugin {
  let base = "/";
  return {
    name: "hg-route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (bundle === undefined) return html;
        // What index.html already loads or preloads (the entry and its imports) is not asked for twice.
        const inHtml = (file: string) => html.includes(`${base}${file}"`);
        const table = routes.map((r) => ({ path: r.path, files: [...new Set(r.modules.flatMap((m) => chunksFor(bundle, m)))].filter((f) => !inHtml(f)) }));
        return html.replace("</head>", `<script>${routePreloadScript(table, base)}</script></head>`);
      },
    },
  };
}
