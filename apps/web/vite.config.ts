/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, loadEnv, type PluginOption } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { DISCLAIMER } from "@hg/shared/config";
import { earlyData } from "./build/early-data.ts";
import { landingShell } from "./build/landing-shell.ts";
import { routePreload } from "./build/route-preload.ts";
import { parseWebEnv } from "./src/config/env-schema.ts";

// One config for the dev server, the production build and the "web" Vitest project
// (the root vitest.config.ts lists this file as a project). Paths are relative to apps/web:
// npm runs the scripts there and Vitest roots a project at its config file's folder.
// `ANALYZE=1 npm run build` writes dist-stats.html: what each chunk of the bundle is made of.
const analyze: PluginOption[] = process.env.ANALYZE ? [visualizer({ filename: process.env.ANALYZE === "json" ? "dist-stats.json" : "dist-stats.html", template: process.env.ANALYZE === "json" ? "raw-data" : "treemap", gzipSize: true, brotliSize: true })] : [];

// react-markdown and remark-gfm; the group takes the unified/remark/micromark packages they import with them.
const MARKDOWN_MODULES = /[\\/]node_modules[\\/](?:react-markdown|remark-gfm)[\\/]/;
// Lazily loaded modules that get a chunk of their own with their dependencies (decision 020).
const SESSION_MODULES = /[\\/]src[\\/](?:features[\\/]auth[\\/]components[\\/](?:protected-route|user-menu|session-ended-dialog)|app[\\/]query-provider)\.tsx$/;
const CHAT_PAGES = /[\\/]src[\\/]app[\\/]routes[\\/](?:conversation|chat)\.tsx$/;
// The chat pages' dialogs that load with their first opening (renaming, feedback).
const CHAT_DIALOGS = /[\\/]src[\\/]features[\\/](?:chat[\\/]components[\\/]rename-conversation|feedback[\\/]components[\\/]feedback)-dialog-content\.tsx$/;

// The pages people open cold, with the lazily loaded modules each needs before it can paint
// (the page, the session check around protected pages, the server-state provider).
const PROTECTED = ["src/features/auth/components/protected-route.tsx", "src/app/query-provider.tsx"];
const PRELOADED_PAGES = [
  { path: "^/chat/[^/]+/report/?$", modules: ["src/app/routes/report.tsx", ...PROTECTED] },
  { path: "^/chat/[^/]+/?$", modules: ["src/app/routes/conversation.tsx", ...PROTECTED] },
  { path: "^/chat/?$", modules: ["src/app/routes/chat.tsx", ...PROTECTED] },
  { path: "^/intake/?$", modules: ["src/app/routes/intake.tsx", ...PROTECTED] },
  { path: "^/settings/?$", modules: ["src/app/routes/settings.tsx", ...PROTECTED] },
  { path: "^/diary/?$", modules: ["src/app/routes/diary.tsx", ...PROTECTED] },
];

export default defineConfig(({ mode }) => {
  // The `VITE_*` settings are parsed here, once, and reach the app as one constant (src/config/env.ts).
  const webEnv = parseWebEnv(loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_"));
  return {
    define: { __WEB_ENV__: JSON.stringify(webEnv) },
    plugins: [
      react(),
      // index.html paints the landing's top bar and hero before any script has run (issue 18).
      landingShell({ appName: webEnv.APP_NAME, disclaimer: DISCLAIMER, alertBanner: webEnv.SHOW_ALERT_BANNER }),
      // On a protected page, the session and a conversation's history are asked for before the scripts run.
      earlyData(),
      // ... and the opened page's chunks download while the entry chunk is still running.
      routePreload(PRELOADED_PAGES),
      // The app shell (built files only) is cached for an instant start on a bad connection. API
      // answers carry health data: the service worker never caches them, nor serves the shell for them.
      VitePWA({
        registerType: "autoUpdate",
        injectRegister: "script-defer",
        includeAssets: ["icon.svg"],
        manifest: {
          name: "Headache Guide (beta)",
          short_name: "Headache Guide",
          description: "Neurologist-informed AI guidance about headaches, and a summary to bring to your doctor.",
          theme_color: "#1565c0",
          background_color: "#f6f8fb",
          display: "standalone",
          start_url: "/",
          icons: [
            { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
            { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
          ],
        },
        workbox: {
          globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
          navigateFallback: "/index.html",
          // API calls and shared reports (the server adds noindex headers to those) always go to the network.
          navigateFallbackDenylist: [/^\/api\//, /^\/r\//],
          runtimeCaching: [],
        },
      }),
      // Served precompressed by the server (brotli where the browser takes it, else gzip).
      compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
      ...analyze,
    ],
    resolve: { tsconfigPaths: true },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // Every browser the app supports preloads modules natively (Safari 17, Firefox 115); an older one
      // only loses the head start. The polyfill would be the entry's first script on every visit.
      modulePreload: { polyfill: false },
      // Fewer, larger chunks: on a slow connection each request costs a round trip, and the default
      // split sent ~75 small files before a conversation page could render. What the entry needs
      // stays one chunk; the rest is grouped by which pages use it (entriesAware), with groups under
      // ~60 KB merged into a neighbour, so a page may fetch a little code it does not run (issue 18).
      rolldownOptions: {
        output: {
          strictExecutionOrder: true,
          codeSplitting: {
            groups: [
              { name: "initial", tags: ["$initial"], priority: 5 },
              // The markdown parser (a bot reply with markup, decision 017) stays a chunk of its own:
              // merged into a neighbour group it would ride along to pages that never parse markdown.
              // Below "initial": a group takes its modules' dependencies too, and React must stay there.
              { name: "markdown", test: MARKDOWN_MODULES, priority: 4 },
              // markdown-body.tsx alone, without its dependencies: merged with MUI's Link it made every page
              // that uses a Link import the parser's chunk (decision 018).
              { name: "markdown-body", test: /[\\/]src[\\/]features[\\/]chat[\\/]components[\\/]markdown-body\.tsx$/, priority: 4, includeDependenciesRecursively: false },
              // Two families of lazily loaded modules, each one chunk with everything it needs that the groups
              // above did not take (decision 020). Left to the merging below, the small groups of these modules
              // landed in chunks of other pages, whose imports then pulled in those pages too: every protected
              // page downloaded ~240 KB (brotli) of page code, most of it for the report, settings and diary.
              // The session check, the server-state cache and the shell's session UI: every page but the
              // landing's static first paint waits on them.
              { name: "session", test: SESSION_MODULES, priority: 3 },
              // The chat home and a conversation: the pages opened most, cold, on a phone.
              { name: "chat", test: CHAT_PAGES, priority: 2 },
              // Their rename and feedback dialogs, loaded with their first opening, with what the pages do not need
              // themselves (react-hook-form and the form fields among it).
              { name: "chat-dialogs", test: CHAT_DIALOGS, priority: 1 },
              { name: "shared", priority: 0, entriesAware: true, entriesAwareMergeThreshold: 60_000 },
            ],
          },
        },
      },
    },
    server: {
      proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
    },
    test: {
      name: "web",
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
      setupFiles: ["src/testing/setup.ts"],
      testTimeout: 15_000,
    },
  };
});
