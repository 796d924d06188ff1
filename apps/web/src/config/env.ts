import type { WebEnv } from "./env-schema";

// Parsed at build time by vite.config.ts (env-schema.ts) and inlined here as a plain object.
declare const __WEB_ENV__: WebEnv;

export const env: WebEnv = __WEB_ENV__;
