import {
  APICallError,
  EmptyResponseBodyError,
  generateText,
  InvalidResponseDataError,
  JSONParseError,
  NoContentGeneratedError,
  streamText,
  TypeValidationError,
  type LanguageModel,
  type LanguageModelUsage,
} from "ai";

export type ModelPart = { type: "text"; text: string } | { type: "usage"; usage: LanguageModelUsage };

export interface ModelCall {
  model: LanguageModel;
  instructions: string;
  messages: { role: "user" | "assistant"; content: string }[];
  signal: AbortSignal;
  /** Stream the reply (SSE clients) or ask for it whole (plain JSON clients). */
  stream: boolean;
}

// Short, steady replies; the rules ask for at most 80 words.
const SETTINGS = { maxOutputTokens: 400, temperature: 0.3, maxRetries: 0 } as const;

/** The model's reply as text parts, then its token counts. Errors are thrown (see `failureKind`). */
export async function* callModel(call: ModelCall): AsyncGenerator<ModelPart> {
  // No retries: the timeout budget is small and the engine's phrasing is a good answer anyway.
  const common = { model: call.model, instructions: call.instructions, messages: call.messages, abortSignal: call.signal, ...SETTINGS };
  if (!call.stream) {
    const result = await generateText(common);
    yield { type: "text", text: result.text };
    yield { type: "usage", usage: result.totalUsage };
    return;
  }
  // The SDK's default onError prints the error, which can quote the model's output: errors come out of the stream instead.
  const result = streamText({ ...common, onError: () => undefined });
  for await (const part of result.stream) {
    if (part.type === "text-delta") yield { type: "text", text: part.text };
    else if (part.type === "finish") yield { type: "usage", usage: part.totalUsage };
    else if (part.type === "error") throw part.error;
    else if (part.type === "abort") throw new DOMException("The model call was aborted", "AbortError");
  }
}

/** Whether a failed call was the provider failing (HTTP error, network) or answering something unreadable. */
export function failureKind(error: unknown): "error" | "malformed" {
  if (APICallError.isInstance(error)) return error.statusCode !== undefined && error.statusCode < 300 ? "malformed" : "error";
  if (
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error) ||
    EmptyResponseBodyError.isInstance(error)
  )
    return "malformed";
  return "error";
}
