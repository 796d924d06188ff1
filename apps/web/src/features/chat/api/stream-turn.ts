import { z } from "zod";
import { api, ApiError } from "@/lib/api-client";
import { readSseEvents } from "../utils/sse";

/**
 * How a turn is sent: `signal` cancels it (Stop, Cancel, the device going offline); with
 * `onText` the reply is asked for as server-sent events and its text reported as it arrives.
 */
export type LiveReply = { signal: AbortSignal; onText?: (textSoFar: string) => void };

const TextSchema = z.object({ text: z.string() });
const ErrorSchema = z.object({ detail: z.string() });

export const STREAM_BROKEN = "The reply was interrupted. Please try again.";

/**
 * POSTs a chat turn asking for server-sent events (API.md): `delta` text is appended, `replace`
 * swaps all text so far (the engine's phrasing stood in for the model's), `final` gives the turn,
 * read with `schema`. A server that answers plain JSON (any other content type) is read the same
 * way. Rejects with an `ApiError` when the stream fails or ends without `final`, and with the
 * abort reason when the signal fires first.
 */
export async function postTurnStreaming<T>(
  path: string,
  body: unknown,
  live: LiveReply & { onText: (textSoFar: string) => void },
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await api.postForStream(path, body, { signal: live.signal });
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream") || !response.body) return schema.parse(await response.json());

  let text = "";
  let final: T | null = null;
  for await (const { event, data } of readSseEvents(response.body, live.signal)) {
    if (live.signal.aborted) break;
    if (event === "delta" || event === "replace") {
      const piece = TextSchema.parse(JSON.parse(data)).text;
      text = event === "delta" ? text + piece : piece;
      live.onText(text);
    } else if (event === "final") {
      final = schema.parse(JSON.parse(data));
    } else if (event === "error") {
      const parsed = ErrorSchema.safeParse(JSON.parse(data));
      throw new ApiError(500, parsed.success ? parsed.data.detail : STREAM_BROKEN);
    }
  }
  // A final that arrived is the stored turn, even if the person pressed Stop just after it.
  if (final) return final;
  if (live.signal.aborted) throw live.signal.reason;
  throw new ApiError(0, STREAM_BROKEN);
}

/** Sends a turn as JSON, or as events when `live.onText` is given: the one path of every chat send. */
export async function postTurn<T>(path: string, body: unknown, schema: z.ZodType<T>, live?: LiveReply): Promise<T> {
  if (live?.onText) return postTurnStreaming(path, body, { ...live, onText: live.onText }, schema);
  return schema.parse(await api.post(path, body, { signal: live?.signal }));
}
