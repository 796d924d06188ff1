import { z } from "zod";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** Every setting the server reads; ARCHITECTURE.md lists them. This file is the only reader of process.env. */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    PUBLIC_URL: optionalUrl(["http://", "https://"]),
    AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
    REDIS_URL: optionalUrl(["redis://", "rediss://"]),
    SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
    MAIL_FROM: z.string().trim().default("Headache Guide <no-reply@localhost>"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    // Where Google's OpenID endpoints are discovered; a local provider in tests, Google otherwise.
    GOOGLE_ISSUER: optionalUrl(["http://", "https://"]),
    COHORT_GROUPS: z
      .string()
      .default("shs")
      .transform((v) =>
        v
          .split(",")
          .map((g) => g.trim().toLowerCase())
          .filter((g) => g !== ""),
      )
      .refine((groups) => groups.length > 0, "must name at least one group")
      .refine((groups) => groups.every((g) => /^[a-z0-9_-]{1,64}$/.test(g)), "groups may use only letters, digits, _ and -"),
    LLM_PROVIDER: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.enum(["openai-compatible", "anthropic"]).optional()),
    LLM_BASE_URL: optionalUrl(["http://", "https://"]),
    LLM_MODEL: optionalText,
    LLM_API_KEY: optionalText,
    // How long a model may take over one reply before the engine's own phrasing is used instead.
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Set when the server runs behind a reverse proxy, so the client IP for rate limits comes from X-Forwarded-For.
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    // Guests not seen for this many days are removed with all their data; the sweep runs at start and then every N hours (0 turns it off).
    GUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    GUEST_CLEANUP_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 30).default(24),
    // Sign-in attempts per minute per client IP before 429.
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  })
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    path: ["GOOGLE_CLIENT_SECRET"],
  })
  .refine((e) => e.LLM_PROVIDER === undefined || e.LLM_MODEL !== undefined, { message: "is required when LLM_PROVIDER is set", path: ["LLM_MODEL"] })
  .refine((e) => e.LLM_PROVIDER !== "openai-compatible" || e.LLM_BASE_URL !== undefined, {
    message: "is required for LLM_PROVIDER=openai-compatible (e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1)",
    path: ["LLM_BASE_URL"],
  })
  .refine((e) => e.LLM_PROVIDER !== "anthropic" || e.LLM_API_KEY !== undefined, { message: "is required for LLM_PROVIDER=anthropic", path: ["LLM_API_KEY"] });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the environment once at start; a bad value throws an EnvError naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(environment)"}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}

/** The base URL links in emails point at. */
export function publicUrl(env: Env, listeningPort?: number): string {
  return env.PUBLIC_URL ?? `http://localhost:${listeningPort ?? env.PORT}`;
}
