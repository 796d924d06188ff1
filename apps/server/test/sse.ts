import type { TestServer } from "./helper.ts";

export interface SseEvent {
  event: string;
  data: any;
}

export interface SseResult {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  /** JSON body when the server answered without streaming (errors before the stream opens). */
  json: any;
  /** Milliseconds from sending to the first byte of the body, and to the `final` event. */
  firstByteMs: number;
  finalMs: number;
}

/** POSTs a chat turn with `Accept: text/event-stream` and reads the events; `stopWhen` closes the connection early (a stop button). */
export async function postStream(
  server: Pick<TestServer, "baseUrl">,
  path: string,
  token: string,
  body: unknown,
  stopWhen?: (events: SseEvent[]) => boolean,
): Promise<SseResult> {
  const controller = new AbortController();
  const t0 = performance.now();
  const res = await fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const result: SseResult = { status: res.status, contentType: res.headers.get("content-type"), events: [], json: null, firstByteMs: NaN, finalMs: NaN };
  if (!result.contentType?.startsWith("text/event-stream")) {
    result.json = await res.json();
    return result;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (Number.isNaN(result.firstByteMs)) result.firstByteMs = performance.now() - t0;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: (.*)$/m.exec(block)?.[1];
        result.events.push({ event, data: data === undefined ? null : JSON.parse(data) });
        if (event === "final") result.finalMs = performance.now() - t0;
      }
      if (stopWhen?.(result.events)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return result;
}

/** The text a client shows after applying the events in order. */
export function shownText(events: SseEvent[]): string {
  let text = "";
  for (const e of events) {
    if (e.event === "delta") text += e.data.text;
    if (e.event === "replace") text = e.data.text;
  }
  return text;
}
