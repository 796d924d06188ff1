import { ApiErrorBodySchema } from "@hg/shared/errors";
import { env } from "@/config/env";
import { fetchWithHeadStart } from "./early-response";

/** A non-2xx answer (or a request that never got one: status 0) in the API.md error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: { path: string; message: string }[];

  constructor(status: number, detail: string, errors: { path: string; message: string }[] = []) {
    super(detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Bearer token for clients without the session cookie; the browser app leaves it empty. */
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  /** Wait before retry n (spec section 7: 1 s, 2 s, 3 s); its length is the retry count. */
  retryDelaysMs?: readonly number[];
  /** Called on every 401 answer: the session is gone (expired, revoked, signed out elsewhere). */
  onUnauthorized?: (path: string) => void;
};

export const REQUEST_TIMEOUT_MS = 300_000;
export const RETRY_DELAYS_MS = [1_000, 2_000, 3_000] as const;

const IDEMPOTENT = new Set(["GET", "PUT", "DELETE", "HEAD", "OPTIONS"]);

// Why a request failed before an answer came back: decides whether a retry is safe.
type Failure = { kind: "network" | "timeout" } | { kind: "status"; error: ApiError };

/**
 * Spec section 7: retry network errors, errors of idempotent requests and any 5xx.
 * A timeout is only retried for idempotent methods (a POST may have reached the server),
 * and 4xx answers are final whatever the method.
 */
function shouldRetry(failure: Failure, method: string): boolean {
  if (failure.kind === "status") return failure.error.status >= 500;
  return failure.kind === "network" || IDEMPOTENT.has(method);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text.
  }
  const parsed = ApiErrorBodySchema.safeParse(payload);
  if (parsed.success) return new ApiError(response.status, parsed.data.detail, parsed.data.errors ?? []);
  return new ApiError(response.status, response.statusText || `Request failed with status ${response.status}`);
}

/** Builds an API client; the app uses the one `api` below, tests build their own. */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? env.API_URL;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  async function attempt(url: string, init: RequestInit, outer?: AbortSignal): Promise<Response | Failure> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException("Request timed out", "TimeoutError"));
    }, timeoutMs);
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(url, { ...init, signal: controller.signal });
      if (response.ok) return response;
      return { kind: "status", error: await toApiError(response) };
    } catch (error) {
      // The caller cancelled: not a failure to retry or to wrap.
      if (outer?.aborted) throw error;
      return { kind: timedOut ? "timeout" : "network" };
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
    }
  }

  // The request with the spec's retries, resolving with the first 2xx response (its body unread).
  async function respond(path: string, opts: RequestOptions = {}): Promise<Response> {
    const method = opts.method ?? "GET";
    const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
    if (opts.body !== undefined) headers["Content-Type"] = "application/json";
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = {
      method,
      headers,
      credentials: "include",
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    };
    const url = `${baseUrl}${path}`;

    for (let retry = 0; ; retry++) {
      const result = await attempt(url, init, opts.signal);
      if (result instanceof Response) return result;
      const delay = retryDelaysMs[retry];
      if (delay === undefined || !shouldRetry(result, method)) {
        if (result.kind === "status") {
          if (result.error.status === 401) options.onUnauthorized?.(path);
          throw result.error;
        }
        throw new ApiError(
          0,
          result.kind === "timeout"
            ? "The server took too long to answer. Please try again."
            : "Network Error: Please check your connection and try again",
        );
      }
      await sleep(delay, opts.signal);
    }
  }

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    const response = await respond(path, opts);
    if (response.status === 204 || opts.method === "HEAD") return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    /**
     * POSTs asking for server-sent events (`Accept: text/event-stream`, JSON accepted too) and resolves
     * with the open response for the caller to read; errors and retries are those of `post`. The
     * timeout covers the wait for the response, not the stream that follows.
     */
    postForStream: (path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      respond(path, { ...opts, method: "POST", body, headers: { Accept: "text/event-stream, application/json", ...opts?.headers } }),
    get: <T = unknown>(path: string, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "GET" }),
    post: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "POST", body }),
    put: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "PUT", body }),
    delete: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "DELETE", ...(body === undefined ? {} : { body }) }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let bearerToken: string | null = null;

/** Attaches a bearer token to every call (kept in memory only; the browser normally uses the cookie). */
export function setApiBearerToken(token: string | null): void {
  bearerToken = token;
}

// Only a 401 means the session is gone; a 429, 5xx or network error never signs anyone out.
const unauthorizedListeners = new Set<(path: string) => void>();

/**
 * Subscribes to 401 answers of the app's API client (returns the unsubscribe). The auth feature
 * confirms the session is gone and asks the person to sign in again; a page with unsent text
 * (the chat draft, a form) can keep it before the sign-in page replaces it.
 */
export function onApiUnauthorized(listener: (path: string) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const api = createApiClient({
  // A history index.html already asked for (decision 016) is taken from there.
  fetch: fetchWithHeadStart,
  getToken: () => bearerToken,
  onUnauthorized: (path) => {
    for (const listener of unauthorizedListeners) listener(path);
  },
});
