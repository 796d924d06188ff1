import { IntakeResponseSchema, type Intake, type IntakeResponse } from "@hg/shared/intake";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getIntakeQueryOptions, type SavedIntake } from "./get-intake";

/** `POST /api/user/{userId}/intake` with `{ intake }`; answers the stored intake and its warnings. */
export async function submitIntake(userId: string, intake: Intake): Promise<IntakeResponse> {
  return IntakeResponseSchema.parse(await api.post(`/user/${encodeURIComponent(userId)}/intake`, { intake }));
}

/** The submit mutation; a success refreshes the cached saved intake of that person. */
export function useSubmitIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, intake }: { userId: string; intake: Intake }) => submitIntake(userId, intake),
    onSuccess: (data, { userId }) => {
      const saved: SavedIntake = { intake: data.intake, savedAt: Date.now() };
      queryClient.setQueryData(getIntakeQueryOptions(userId).queryKey, saved);
    },
  });
}
