/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export type SseEvent = { event: string; data: string };

// One event's block of lines (the HTML spec's parsing, minus `id` and `retry`, which the chat does not use).
function parseBlock(block: string): SseEvent | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length === 0 ? null : { event, data: data.join("\n") };
}

/**
 * Reads a `text/event-stream` body event by event; an event cut off by the end of the body is
 * dropped. `signal` cancels the body, which closes the connection (the server sees the person leave),
 * and ends the reading quietly: the caller checks the signal.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  // fetch's own signal no longer reaches a body being read, so a stop cancels the body itself.
  const cancel = () => void reader.cancel(signal?.reason).catch(() => undefined);
  if (signal?.aborted) cancel();
  signal?.addEventListener("abort", cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = "";
  // A chunk may end between the \r and \n of one line break: hold the \r back until the next chunk.
  let heldCr = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      let text = heldCr + decoder.decode(value, { stream: true });
      heldCr = text.endsWith("\r") ? "\r" : "";
      if (heldCr) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, "\n");
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const parsed = parseBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (parsed) yield parsed;
      }
    }
  } finally {
    signal?.removeEventListener("abort", cancel);
    // Stops the download when the caller leaves early (a thrown error).
    reader.cancel().catch(() => undefined);
  }
}
