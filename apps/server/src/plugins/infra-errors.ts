/** What an error from PostgreSQL, SQLite or Redis means for the client: its fault (400) or ours, for now (503). */
export type InfraVerdict = { status: 400 | 503; detail: string; code: string };

const UNAVAILABLE = "The service is temporarily unavailable; please retry shortly";

// PostgreSQL SQLSTATE classes: 08 connection, 53 resources, 57 operator intervention (shutdown,
// statement timeout), 58 system, 3D missing database; 22 data exceptions are the input's fault.
const PG_UNAVAILABLE_CLASSES = ["08", "53", "57", "58", "3D"];
const NODE_NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// pg and ioredis say "unreachable" in words, not codes.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|enableOfflineQueue|Command timed out|MaxRetriesPerRequest|Reached the max retries|connect ECONNREFUSED|Redis is unavailable/i;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Classifies a database or Redis error; null when it is none of those (a real bug: 500). */
export function classifyInfraError(error: unknown): InfraVerdict | null {
  if (!(error instanceof Error)) return null;
  const code = codeOf(error);
  if (code && /^[0-9A-Z]{5}$/.test(code) && code !== code.toLowerCase()) {
    const cls = code.slice(0, 2);
    if (cls === "22") return { status: 400, detail: "Validation Error: a value in the request cannot be stored", code };
    if (PG_UNAVAILABLE_CLASSES.includes(cls)) return { status: 503, detail: UNAVAILABLE, code };
  }
  if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED" || code === "SQLITE_IOERR" || code === "SQLITE_FULL") return { status: 503, detail: UNAVAILABLE, code };
  if (code === "SQLITE_TOOBIG") return { status: 400, detail: "Validation Error: a value in the request is too large", code };
  if (code && NODE_NETWORK.has(code)) return { status: 503, detail: UNAVAILABLE, code };
  if (error.name === "MaxRetriesPerRequestError" || UNAVAILABLE_MESSAGE.test(error.message)) return { status: 503, detail: UNAVAILABLE, code: code ?? error.name };
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? classifyInfraError(cause) : null;
}
