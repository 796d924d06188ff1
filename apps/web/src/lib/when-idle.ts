/**
 * Runs `task` once the browser is idle after the first paint, at the latest after `timeoutMs`
 * (Safari has no requestIdleCallback: there, after `timeoutMs`). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(id);
}
