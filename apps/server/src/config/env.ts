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

const PROXY_ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;

// "true"/"1" keep their old spelling but now mean one proxy hop (the right-most X-Forwarded-For entry).
const trustProxySchema = z
  .string()
  .trim()
  .default("false")
  .transform((v, ctx): false | number | string[] => {
    if (v === "" || v === "false" || v === "0") return false;
    if (v === "true") return 1;
    if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
    const list = v.split(",").map((a) => a.trim()).filter((a) => a !== "");
    if (list.length > 0 && list.every((a) => PROXY_ADDRESS.test(a))) return list;
    ctx.addIssue({ code: "custom", message: "must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs" });
    return z.NEVER;
  });

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
    // Behind reverse proxies: how many hops (e.g. 1) or which proxy addresses/CIDRs to trust, so the client IP
    // comes from X-Forwarded-For without trusting its forgeable left-most entry (docs/decisions/005).
    TRUST_PROXY: trustProxySchema,
    // Guests not seen for this many days are removed with all their data; the sweep runs at start and then every N hours (0 turns it off).
    GUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    GUEST_CLEANUP_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 30).default(24),
    // Sign-in attempts per minute per client IP before 429.
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
    // Failed sign-ins per account (email) per 15 minutes before 429, whatever the client address.
    SIGN_IN_FAILURES_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
    // Product API requests per minute per client address and per signed-in user (docs/decisions/006).
    API_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(600),
    API_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(240),
    // New conversations per user per hour, and heavy requests (PDF, export) per user per minute.
    CONVERSATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
    HEAVY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
    // PostgreSQL: how long to wait for a pooled connection and how long one statement may run.
    PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    // Redis: how long one command may take before the server falls back to the database.
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
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

/** Fastify's trustProxy for TRUST_PROXY: a hop count becomes "trust the nearest n hops" (proxy-addr's own reading). */
export function trustProxyOption(value: Env["TRUST_PROXY"]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}

/** The base URL links in emails point at. */
export function publicUrl(env: Env, listeningPort?: number): string {
  return env.PUBLIC_URL ?? `http://localhost:${listeningPort ?? env.PORT}`;
}
