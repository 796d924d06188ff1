import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

// `GET /api/ready` names the model phrasing the replies, or null for the clinical engine itself.
const ReadySchema = z.object({ llm: z.object({ provider: z.string(), model: z.string() }).nullable().optional() });

/** Whether replies are worth streaming: only a model writes them over time (the engine answers at once). */
export async function getStreamingSupport(): Promise<boolean> {
  return Boolean(ReadySchema.parse(await api.get("/ready")).llm);
}

export const streamingSupportQueryOptions = queryOptions({
  queryKey: chatKeys.streamingSupport(),
  queryFn: getStreamingSupport,
  staleTime: Infinity,
});

/** True once the server has said a model phrases its replies; false while unknown or on any error. */
export function useStreamingSupport(): boolean {
  return useQuery(streamingSupportQueryOptions).data === true;
}
