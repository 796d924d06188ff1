import { api } from "@/lib/api-client";

/** `POST /api/user/{userId}/group/{group}`. */
export async function updateGroup(userId: string, group: string): Promise<void> {
  await api.post(`/user/${encodeURIComponent(userId)}/group/${encodeURIComponent(group)}`);
}
