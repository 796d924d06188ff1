/** Errors a service means to show the client; the error handler maps `status` and `detail` to the response. */
export type AppErrorCode = "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "rate_limited" | "unavailable";

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly errors: { path: string; message: string }[] | undefined;
  /** Seconds a client should wait before retrying (sent as Retry-After on 429 and 503). */
  retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, detail: string, errors?: { path: string; message: string }[]) {
    super(detail);
    this.code = code;
    this.status = STATUS[code];
    this.errors = errors;
  }

  /** The same error with a Retry-After hint. */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}
