/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type PluginOption } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

// One config for the dev server, the production build and the "web" Vitest project
// (the root vitest.config.ts lists this file as a project). Paths are relative to apps/web:
// npm runs the scripts there and Vitest roots a project at its config file's folder.
// `ANALYZE=1 npm run build` writes dist-stats.html: what each chunk of the bundle is made of.
const analyze: PluginOption[] = process.env.ANALYZE ? [visualizer({ filename: process.env.ANALYZE === "json" ? "dist-stats.json" : "dist-stats.html", template: process.env.ANALYZE === "json" ? "raw-data" : "treemap", gzipSize: true, brotliSize: true })] : [];

export default defineConfig({
  plugins: [
    react(),
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
  },
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
    testTimeout: 15_000,
  },
});
