import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { execFileSync } from "node:child_process";

/** Gzip bytes of the JavaScript a built page's index.html loads before anything else (entry + modulepreloads). */
export function initialJsGzipBytes(distDir: string): number {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? "",
  );
  return [...new Set(srcs)].reduce((sum, src) => sum + gzipSync(readFileSync(path.join(distDir, src.replace(/^\//, "")))).length, 0);
}

/** Builds the baseline the issue names: a bare Vite + React + MUI page with one button, built like the app. */
export function buildBaselinePage(root: string, workDir: string): string {
  mkdirSync(path.join(workDir, "src"), { recursive: true });
  writeFileSync(path.join(workDir, "index.html"), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
  writeFileSync(
    path.join(workDir, "src/main.tsx"),
    'import { createRoot } from "react-dom/client";\nimport Button from "@mui/material/Button";\ncreateRoot(document.getElementById("root")!).render(<Button variant="contained">Hello</Button>);\n',
  );
  writeFileSync(
    path.join(workDir, "vite.config.mjs"),
    `import react from "${path.join(root, "apps/web/node_modules/@vitejs/plugin-react/dist/index.js")}";\nexport default { plugins: [react()], logLevel: "error", resolve: { dedupe: ["react", "react-dom"] } };\n`,
  );
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", "dist"], { cwd: workDir, stdio: "inherit" });
  return path.join(workDir, "dist");
}
