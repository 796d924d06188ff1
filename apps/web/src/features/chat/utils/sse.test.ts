import { describe, expect, it } from "vitest";
import { readSseEvents, type SseEvent } from "./sse";

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>, signal?: AbortSignal): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSseEvents(body, signal)) events.push(event);
  return events;
}

describe("readSseEvents", () => {
  it("reads named events split anywhere across chunks, CRLF line breaks included", async () => {
    const events = await collect(bodyOf(['event: delta\ndata: {"te', 'xt":"Hi"}\r', "\n\r\n: a comment\n\nevent: final\ndata: {}\n\n"]));
    expect(events).toEqual([
      { event: "delta", data: '{"text":"Hi"}' },
      { event: "final", data: "{}" },
    ]);
  });

  it("joins multi-line data, names unnamed events 'message' and drops an event cut off by the end", async () => {
    const events = await collect(bodyOf(["data: one\ndata: two\n\nevent: delta\ndata: {\"text\""]));
    expect(events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("stops quietly and cancels the body when the signal aborts", async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("event: delta\ndata: {}\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const stop = new AbortController();
    const events: SseEvent[] = [];
    for await (const event of readSseEvents(body, stop.signal)) {
      events.push(event);
      stop.abort();
    }
    expect(events).toHaveLength(1);
    expect(cancelled).toBe(true);
  });
});
