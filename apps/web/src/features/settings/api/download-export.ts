import { ApiErrorBodySchema } from "@hg/shared/errors";
import { useMutation } from "@tanstack/react-query";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-client";

export const DEFAULT_EXPORT_FILE_NAME = "headache-guide-export.json";

/** The file name of a `Content-Disposition: attachment; filename="..."` header, if it names one. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  // Only a bare name: the server decides the name, never where the browser writes it.
  return name ? name.replace(/[/\\]/g, "_") : null;
}

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

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next turn: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadExport = () =>
  useMutation({
    mutationFn: async (userId: string) => {
      const { blob, fileName } = await fetchUserExport(userId);
      saveBlob(blob, fileName);
      return fileName;
    },
  });
