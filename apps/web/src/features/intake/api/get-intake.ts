import { IntakeResponseSchema, type IntakeResponse } from "@hg/shared/intake";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";

/** A saved intake and when it was saved (ms since the epoch; null from a server that does not say). */
export interface SavedIntake {
  intake: IntakeResponse["intake"];
  savedAt: number | null;
}

/** `GET /api/user/{userId}/intake`: the latest saved intake, or null when there is none (404). */
export async function getIntake(userId: string): Promise<SavedIntake | null> {
  try {
    const { intake, savedAt } = IntakeResponseSchema.parse(await api.get(`/user/${encodeURIComponent(userId)}/intake`));
    const at = savedAt === undefined ? NaN : Date.parse(savedAt);
    return { intake, savedAt: Number.isNaN(at) ? null : at };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getIntakeQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["intake", userId], queryFn: () => getIntake(userId), retry: false, staleTime: 60_000 });

/** The saved intake of `userId`; `enabled` false skips the fetch (e.g. a newer local draft exists). */
export const useIntake = (userId: string | null, enabled = true) =>
  useQuery({ ...getIntakeQueryOptions(userId ?? ""), enabled: Boolean(userId) && enabled });
