import { UserProfileSchema, type UserProfile } from "@hg/shared/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";

/** `GET /api/user/{userId}`; the server creates a guest's profile on first read. */
export async function getUser(userId: string): Promise<UserProfile> {
  return UserProfileSchema.parse(await api.get(`/user/${encodeURIComponent(userId)}`));
}

/** Like getUser, but a 404 ("no profile yet") is null instead of an error. */
export async function findUser(userId: string): Promise<UserProfile | null> {
  try {
    return await getUser(userId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["user", userId], queryFn: () => findUser(userId) });

export const useUser = (userId: string | undefined) =>
  useQuery({ ...getUserQueryOptions(userId ?? ""), enabled: Boolean(userId) });
