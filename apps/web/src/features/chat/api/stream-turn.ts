import { AssistantTurnSchema } from "@hg/shared/conversation";
import { z } from "zod";
import { api, ApiError } from "@/lib/api-client";
import { readSseEvents } from "../utils/sse";

/** Where a streamed reply's text goes as it arrives, and the signal that stops it (the Stop button). */
export type LiveReply = { onText: (textSoFar: string) => void; signal: AbortSignal };

// `final` carries the turn, `incomplete` (a stopped reply returned again) and, for a new conversation, its id and title.
const FinalSchema = AssistantTurnSchema.extend({
  incomplete: z.boolean().optional(),
  conversationId: z.string().optional(),
  title: z.string().optional(),
});
export type StreamedTurn = z.infer<typeof FinalSchema>;

const TextSchema = z.object({ text: z.string() });
const ErrorSchema = z.object({ detail: z.string() });

export const STREAM_BROKEN = "The reply was interrupted. Please try again.";

/**
 * POSTs a chat turn asking for server-sent events (API.md): `delta` text is appended, `replace`
 * swaps all text so far (the engine's phrasing stood in for the model's), `final` gives the turn.
 * A server that answers plain JSON (any other content type) is read as before. Rejects with an
 * `ApiError` when the stream fails or ends without `final`, and with the abort reason on a stop.
 */
export async function postTurnStreaming(path: string, body: unknown, live: LiveReply): Promise<StreamedTurn> {
  const response = await api.postForStream(path, body, { signal: live.signal });
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream") || !response.body) return FinalSchema.parse(await response.json());

  let text = "";
  let final: StreamedTurn | null = null;
  for await (const { event, data } of readSseEvents(response.body, live.signal)) {
    if (live.signal.aborted) break;
    if (event === "delta" || event === "replace") {
      const piece = TextSchema.parse(JSON.parse(data)).text;
      text = event === "delta" ? text + piece : piece;
      live.onText(text);
    } else if (event === "final") {
      final = FinalSchema.parse(JSON.parse(data));
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
