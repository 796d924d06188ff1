import { ApiErrorBodySchema } from "@hg/shared/errors";
import { ReportSchema, SharePasscodeChallengeSchema, type Report, type SharePasscodeChallenge } from "@hg/shared";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-client";
import { attachmentFileName, saveBlob } from "@/lib/download";
import { reportKeys } from "./query-keys";

/** The 401 of a link with a passcode: asked for it, or told it was wrong (with the attempts left). */
export class PasscodeChallenge extends ApiError {
  readonly remainingAttempts: number | undefined;

  constructor(challenge: SharePasscodeChallenge) {
    super(401, challenge.detail);
    this.name = "PasscodeChallenge";
    this.remainingAttempts = challenge.remainingAttempts;
  }
}

/**
 * `POST /api/share/{token}` (no sign-in): the report behind a share link, with its passcode when it
 * has one. Fetched directly, not through `api`: the link is the credential (no cookie goes with it),
 * a 401 here is the link asking for its passcode, not a lost session, and its body carries
 * `remainingAttempts`, which `ApiError` does not keep. The passcode travels in the body, never a URL.
 */
async function postSharedReport(token: string, body: { passcode?: string; format: "json" | "pdf" }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/share/${encodeURIComponent(token)}`, {
      method: "POST",
      credentials: "omit",
      headers: { "Content-Type": "application/json", Accept: body.format === "pdf" ? "application/pdf" : "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "Network Error: Please check your connection and try again");
  }
  if (response.ok) return response;
  const payload: unknown = await response.json().catch(() => null);
  const challenge = SharePasscodeChallengeSchema.safeParse(payload);
  if (response.status === 401 && challenge.success) throw new PasscodeChallenge(challenge.data);
  const error = ApiErrorBodySchema.safeParse(payload);
  throw new ApiError(response.status, error.success ? error.data.detail : `Request failed with status ${response.status}`, error.success ? error.data.errors : []);
}

/** The report JSON behind a share link; without a passcode, a link that has one throws `PasscodeChallenge`. */
export async function openSharedReport(token: string, passcode?: string): Promise<Report> {
  const response = await postSharedReport(token, { ...(passcode === undefined ? {} : { passcode }), format: "json" });
  return ReportSchema.parse(await response.json());
}

/** The PDF of a link with a passcode, as the server names it. */
export async function fetchSharedReportPdf(token: string, passcode: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await postSharedReport(token, { passcode, format: "pdf" });
  return { blob: await response.blob(), fileName: attachmentFileName(response.headers.get("content-disposition")) ?? "headache-report.pdf" };
}

/** Where a browser downloads the PDF of a link without a passcode (a plain link: the server names the file). */
export const sharedReportDownloadUrl = (apiUrl: string, token: string) => `${apiUrl}/share/${encodeURIComponent(token)}?format=pdf`;

export const getSharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reportKeys.shared(token),
    queryFn: () => openSharedReport(token),
    // Dead (404), asking for its passcode (401) or throttled (429): asking again at once will not change that.
    retry: (count, error) => !(error instanceof ApiError && [401, 404, 429].includes(error.status)) && count < 2,
  });

/** The first look at a share link: the report, or a `PasscodeChallenge` error for a link with a passcode. */
export const useSharedReport = (token: string) => useQuery(getSharedReportQueryOptions(token));

/** Opens a link with the passcode typed; the report stays in the page (never cached or stored with its passcode). */
export const useUnlockSharedReport = (token: string) => useMutation({ mutationFn: (passcode: string) => openSharedReport(token, passcode) });

export const useDownloadSharedReportPdf = (token: string) =>
  useMutation({
    mutationFn: async (passcode: string) => {
      const { blob, fileName } = await fetchSharedReportPdf(token, passcode);
      saveBlob(blob, fileName);
      return fileName;
    },
  });
