import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importX from "eslint-plugin-import-x";
import globals from "globals";

// Layer rules of STYLE.md: web -> shared; server -> shared, clinic; clinic -> shared types only;
// inside the server, routes -> services -> store.
const layerZones = [
  { target: "./packages/shared", from: ["./packages/clinic", "./apps"], message: "shared depends on nothing of ours" },
  { target: "./packages/clinic", from: ["./apps"], message: "the clinical engine never imports the apps" },
  { target: "./apps/web", from: ["./apps/server", "./packages/clinic"], message: "the web app only imports packages/shared" },
  { target: "./apps/server", from: ["./apps/web"], message: "the server never imports the web app" },
  { target: "./apps/server/src/routes", from: ["./apps/server/src/store"], message: "routes call services, not the store" },
  { target: "./apps/server/src/store", from: ["./apps/server/src/services", "./apps/server/src/routes"], message: "the store knows nothing above it" },
];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "e2e/test-results/**", "e2e/playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only tells that React Compiler would skip a component (react-hook-form's watch); we do not use the compiler.
      "react-hooks/incompatible-library": "off",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests, scripts and benchmarks may print and use loose types for HTTP bodies.
    files: ["**/*.test.{ts,tsx}", "**/test/**", "e2e/**", "scripts/**", "packages/*/scripts/**"],
    rules: { "no-console": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
);
