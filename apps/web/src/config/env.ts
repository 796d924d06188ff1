import { z } from "zod";

// Build-time settings (Vite `VITE_*` variables), parsed once like the server's env.
const EnvSchema = z.object({
  API_URL: z.string().default("/api"),
  APP_NAME: z.string().default("Headache Guide"),
  // Shows the alert banner of spec section 2 from the start (operators use it for notices).
  SHOW_ALERT_BANNER: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

function readEnv() {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(import.meta.env)) {
    if (key.startsWith("VITE_")) raw[key.slice("VITE_".length)] = value;
  }
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid web env: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  }
  return parsed.data;
}

export const env = readEnv();
