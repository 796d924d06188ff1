// Answers index.html's head-start script asked for before the bundle ran (build/early-data.ts,
// decision 016). Each is taken once, only for a GET of the same path, and only while fresh: after
// that, or when the early request failed on the network, the request is simply made again.

const FRESH_MS = 15_000;
/** The global the head-start script fills: path -> { at, response }. */
export const EARLY_GLOBAL = "__hgEarly";

type EarlyEntry = { at: number; response: Promise<Response> };

function entries(): Record<string, EarlyEntry | undefined> | undefined {
  return (window as unknown as Record<string, Record<string, EarlyEntry | undefined> | undefined>)[EARLY_GLOBAL];
}

function pathOf(input: RequestInfo | URL): string | null {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    const url = new URL(href, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/** `fetch`, answered from the head start when index.html already asked for this GET. */
export const fetchWithHeadStart: typeof fetch = (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const path = method === "GET" ? pathOf(input) : null;
  const store = entries();
  const early = path === null ? undefined : store?.[path];
  if (early === undefined || path === null) return fetch(input, init);
  delete store?.[path];
  if (Date.now() - early.at > FRESH_MS) return fetch(input, init);
  return early.response.catch(() => fetch(input, init));
};
