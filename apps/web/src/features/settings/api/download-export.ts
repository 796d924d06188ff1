import { ApiErrorBodySchema } from "@hg/shared/errors";
import { useMutation } from "@tanstack/react-query";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-client";
import { attachmentFileName, saveBlob } from "@/lib/download";

export const DEFAULT_EXPORT_FILE_NAME = "headache-guide-export.json";

/**
 * `GET /api/user/{userId}/export`: everything held about the person, as the server's JSON
 * attachment. Fetched directly (not through `api`) because the body is saved untouched and
 * the file name comes from a header; the session cookie authenticates it.
 */
export async function fetchUserExport(userId: string): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/user/${encodeURIComponent(userId)}/export`, {
      credentials: "include",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiError(0, "Network Error: Please check your connection and try again");
  }
  if (!response.ok) {
    const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, body.success ? body.data.detail : `Download failed (status ${response.status})`);
  }
  const blob = await response.blob();
  return { blob, fileName: attachmentFileName(response.headers.get("content-disposition")) ?? DEFAULT_EXPORT_FILE_NAME };
}

export const useDownloadExport = () =>
  useMutation({
    mutationFn: async (userId: string) => {
      const { blob, fileName } = await fetchUserExport(userId);
      saveBlob(blob, fileName);
      return fileName;
    },
  });
