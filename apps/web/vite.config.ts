/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// One config for the dev server, the production build and the "web" Vitest project
// (the root vitest.config.ts lists this file as a project). Paths are relative to apps/web:
// npm runs the scripts there and Vitest roots a project at its config file's folder.
export default defineConfig({
  plugins: [react()],
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
