import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { sql } from "kysely";
import type { Redis } from "ioredis";
import { DISCLAIMER, type PublicConfig } from "@hg/shared";
import { publicUrl, trustProxyOption, type Env } from "./config/env.ts";
import { openDatabase } from "./store/db.ts";
import { migrateToLatest, withMigrationLock } from "./store/migrate.ts";
import { reassignUserData } from "./store/user-data-store.ts";
import { createMailer } from "./mail/mailer.ts";
import { createAuth, migrateAuthTables, PASSWORD_POLICY } from "./auth/auth.ts";
import { loadAuthSecret } from "./auth/auth-secret.ts";
import { connectRedis, createRedisStorage, isRedisReachable } from "./auth/redis-storage.ts";
import { createSignInThrottle } from "./auth/sign-in-throttle.ts";
import { registerHardening } from "./plugins/hardening.ts";
import { serializeRequest } from "./plugins/log-redaction.ts";
import { discoverOidcEndpoints } from "./auth/google-issuer.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { inlineScriptHashes, registerWebApp } from "./plugins/web-app.ts";
import { createUserService } from "./services/user-service.ts";
import { createIntakeService } from "./services/intake-service.ts";
import { systemRoutes } from "./routes/system.ts";
import { userRoutes } from "./routes/user.ts";
import { intakeRoutes } from "./routes/intake.ts";
import { conversationRoutes } from "./routes/conversation.ts";
import { feedbackRoutes } from "./routes/feedback.ts";
import { diaryRoutes } from "./routes/diary.ts";
import { createDiaryService } from "./services/diary-service.ts";
import { createChatService } from "./services/chat-service.ts";
import { createFeedbackService } from "./services/feedback-service.ts";
import { createClinicEngine } from "./services/clinic-engine.ts";
import { createEngineRunner } from "./services/engine-runner.ts";
import { createAccountService, type AccountService } from "./services/account-service.ts";
import { accountRoutes } from "./routes/account.ts";
import { reportRoutes, sharedReportRoutes } from "./routes/report.ts";
import { createReportService } from "./services/report-service.ts";
import { createReportPool } from "./report-formats/report-pool.ts";
import { createPdfCache } from "./report-formats/pdf-cache.ts";
import { createAuthAdmin } from "./auth/auth-admin.ts";
import { scheduleGuestCleanup } from "./services/guest-cleanup.ts";
import type { ChatEngine } from "./services/chat-engine.ts";
import { configuredLlmEngine } from "./llm/load.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: { accounts: AccountService };
  }
}

const WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface BuildOptions {
  env: Env;
  /** The port the server will listen on, when known before listening (for links in emails). */
  port?: number;
  clock?: () => Date;
  webDistDir?: string;
  /** Who writes the assistant's turns; the clinical engine unless a test or the LLM path says otherwise. */
  engine?: ChatEngine;
}

/** The composition root: configuration in, a ready Fastify app out (tests call it too). */
export async function buildApp({ env, port, clock = () => new Date(), webDistDir = WEB_DIST, engine }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // Credentials and anything a person typed never reach the logs.
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "req.body", "body", "intake", "user_input"],
        censor: "[redacted]",
      },
      // Share tokens and one-time tokens in URLs never reach the logs (issue 17 item 8).
      serializers: { req: serializeRequest },
    },
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const dataDir = path.resolve(env.DATA_DIR);
  const { db, kind, close: closeDb } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    timeouts: { connectMs: env.PG_CONNECT_TIMEOUT_MS, statementMs: env.PG_STATEMENT_TIMEOUT_MS },
    onIdleConnectionError: (error) => app.log.warn({ code: (error as { code?: string }).code }, "an idle PostgreSQL connection was closed by the server"),
    onCheckpointerError: (error) => app.log.warn({ code: (error as { code?: string }).code }, "the SQLite checkpoint worker failed; checkpoints run on requests again"),
  });
  let redis: Redis | undefined;
  app.addHook("onClose", async () => {
    await redis?.quit().catch(() => undefined);
    await closeDb();
  });

  try {
    if (env.REDIS_URL) redis = await connectRedis(env.REDIS_URL, { commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS, log: app.log });
    const baseURL = publicUrl(env, port);
    const origins = new Set([baseURL, `http://localhost:${port ?? env.PORT}`, `http://127.0.0.1:${port ?? env.PORT}`]);
    const google =
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            endpoints: env.GOOGLE_ISSUER ? await discoverOidcEndpoints(env.GOOGLE_ISSUER) : undefined,
          }
        : undefined;

    const { auth, options: authOptions } = createAuth({
      db: db as never,
      dbKind: kind,
      secret: loadAuthSecret(env.AUTH_SECRET, dataDir),
      baseURL,
      trustedOrigins: [...origins],
      mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, "outbox"), log: app.log }),
      log: app.log,
      secondaryStorage: redis ? createRedisStorage(redis, app.log) : undefined,
      google,
      signInRateLimitPerMinute: env.AUTH_RATE_LIMIT_MAX,
      onGuestLinked: (guestId, accountId) => reassignUserData(db, guestId, accountId),
    });
    // One lock around both, so instances starting together on an empty database do not race (issue 17 item 7).
    await withMigrationLock(db as never, kind, async (conn) => {
      await migrateAuthTables(authOptions, conn, kind);
      await migrateToLatest(conn);
    });

    // Reports, PDFs and long conversations' turns run in worker threads (issue 17 item 2).
    const workerPool = createReportPool();
    app.addHook("onClose", () => workerPool.close());
    const decide = createEngineRunner(workerPool);
    // With LLM_PROVIDER set a model phrases the replies, grounded and checked by the engine (issue 9).
    const chatEngine = engine ?? (await configuredLlmEngine(env, { log: app.log, decide })) ?? createClinicEngine(decide);

    const publicConfig: PublicConfig = {
      signInMethods: { emailPassword: true, google: Boolean(google), anonymous: true },
      passwordPolicy: PASSWORD_POLICY,
      cohortGroups: env.COHORT_GROUPS,
      beta: true,
      disclaimer: DISCLAIMER,
      streaming: chatEngine.describe !== undefined,
    };

    registerErrorHandler(app);
    registerSecurityHeaders(app, { https: baseURL.startsWith("https://"), scriptHashes: inlineScriptHashes(webDistDir) });
    registerHardening(app, {
      trustedOrigins: [...origins],
      redis,
      limits: {
        perAddressPerMinute: env.API_RATE_LIMIT_PER_ADDRESS,
        perUserPerMinute: env.API_RATE_LIMIT_PER_USER,
        conversationsPerHour: env.CONVERSATIONS_PER_HOUR,
        heavyPerMinute: env.HEAVY_REQUESTS_PER_MINUTE,
      },
    });
    await registerOpenApi(app);
    await registerAuth(app, auth, createSignInThrottle({ max: env.SIGN_IN_FAILURES_MAX, redis }));
    await app.register(
      systemRoutes({
        publicConfig,
        llm: chatEngine.describe ?? null,
        isDatabaseReachable: async () => {
          try {
            await sql`select 1`.execute(db);
            return true;
          } catch {
            return false;
          }
        },
        isRedisReachable: redis ? () => isRedisReachable(redis as Redis) : undefined,
      }),
    );
    await app.register(userRoutes(createUserService({ db, cohortGroups: env.COHORT_GROUPS, clock })));
    const intakes = createIntakeService({ db, clock });
    const chat = createChatService({ db, engine: chatEngine, clock });
    await app.register(intakeRoutes(intakes));
    await app.register(conversationRoutes(chat));
    await app.register(feedbackRoutes(createFeedbackService({ db, chat, clock })));
    await app.register(diaryRoutes(createDiaryService({ db, clock })));
    // PDFs are cached (issue 17 item 2).
    const pdfs = createPdfCache(workerPool);
    const reports = createReportService({ db, chat, clock, publicUrl: baseURL, build: workerPool.build });
    await app.register(reportRoutes(reports, pdfs));
    await app.register(sharedReportRoutes(reports, pdfs));
    const accounts = createAccountService({ db, authAdmin: createAuthAdmin(auth), clock, log: app.log, guestRetentionDays: env.GUEST_RETENTION_DAYS });
    await app.register(accountRoutes(accounts));
    scheduleGuestCleanup(app, accounts, env.GUEST_CLEANUP_INTERVAL_HOURS);
    // Reachable by tests and scripts that drive a use case without HTTP (e.g. the guest sweep).
    app.decorate("services", { accounts });
    await registerWebApp(app, webDistDir);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
