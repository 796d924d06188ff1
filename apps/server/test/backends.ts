import { postgresSkipReason, type Backend } from "./helper.ts";

const skipReason = await postgresSkipReason();
if (skipReason) console.warn(`[integration] skipping the PostgreSQL run: ${skipReason}`);

/** The backends an integration suite runs on: SQLite always, PostgreSQL when reachable. */
export const BACKENDS: Backend[] = skipReason ? ["sqlite"] : ["sqlite", "postgres"];
