import { UserProfileSchema, type UpsertUser, type UserProfile } from "@hg/shared/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { getUserQueryOptions } from "./get-user";

const UpsertAnswerSchema = z.object({ user: UserProfileSchema });

/** `POST /api/user/upsert`. */
export async function upsertUser(body: UpsertUser): Promise<UserProfile> {
  return UpsertAnswerSchema.parse(await api.post("/user/upsert", body)).user;
}

export const useUpsertUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertUser,
    onSuccess: (user) => queryClient.setQueryData(getUserQueryOptions(user.userId).queryKey, user),
  });
};
