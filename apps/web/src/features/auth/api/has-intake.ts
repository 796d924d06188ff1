import { api } from "@/lib/api-client";

/**
 * `GET /api/user/{userId}/intake`, reduced to "is there one?" for the redirect order of spec
 * section 2 (a 404 or a failed fetch both send the person to /intake). The intake feature owns
 * the full intake fetch; features do not import each other, so this stays a separate call.
 */
export async function hasIntake(userId: string): Promise<boolean> {
  try {
    await api.get(`/user/${encodeURIComponent(userId)}/intake`);
    return true;
  } catch {
    return false;
  }
}
