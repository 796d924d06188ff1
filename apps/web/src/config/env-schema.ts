import { z } from "zod";

// The web app's settings (Vite `VITE_*` variables, without the prefix). They are fixed when the app
// is built, so vite.config.ts parses them there, once: a bad value fails the build, not a visitor's
// page, and the app carries the parsed result instead of zod (config/env.ts).
export const WebEnvSchema = z.object({
  API_URL: z.string().default("/api"),
  APP_NAME: z.string().default("Headache Guide"),
  // Shows the alert banner of spec section 2 from the start (operators use it for notices).
  SHOW_ALERT_BANNER: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});
export type WebEnv = z.infer<typeof WebEnvSchema>;

/** Parses the `VITE_*` variables (prefix included, as Vite's loadEnv returns them); throws naming the bad ones. */
export function parseWebEnv(vars: Record<string, string | undefined>): WebEnv {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(vars)) {
    if (key.startsWith("VITE_")) raw[key.slice("VITE_".length)] = value;
  }
  const parsed = WebEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid web env: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  }
  return parsed.data;
}
