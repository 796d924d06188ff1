import type { BetterAuthPlugin } from "better-auth";
import { validateAuthorizationCode } from "better-auth/oauth2";

export interface OidcEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
}

/** Reads an OpenID provider's discovery document (GOOGLE_ISSUER), naming the issuer when it fails. */
export async function discoverOidcEndpoints(issuer: string): Promise<OidcEndpoints> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GOOGLE_ISSUER: ${url} answered ${res.status}`);
  const doc = (await res.json()) as Partial<OidcEndpoints>;
  if (!doc.authorization_endpoint || !doc.token_endpoint)
    throw new Error(`GOOGLE_ISSUER: ${url} lacks authorization_endpoint or token_endpoint`);
  return { authorization_endpoint: doc.authorization_endpoint, token_endpoint: doc.token_endpoint };
}

/**
 * better-auth's Google provider has Google's endpoints built in. When GOOGLE_ISSUER names another
 * OpenID provider (a local one in the end-to-end tests, or a corporate proxy), this points the
 * same provider, and so the same sign-in, callback and guest-linking code, at that issuer.
 */
export function googleIssuerPlugin(endpoints: OidcEndpoints): BetterAuthPlugin {
  return {
    id: "google-issuer",
    init(ctx) {
      const google = ctx.socialProviders.find((p) => p.id === "google");
      if (!google) return;
      const createUrl = google.createAuthorizationURL.bind(google);
      google.createAuthorizationURL = async (args) => {
        const url = await createUrl(args);
        const target = new URL(endpoints.authorization_endpoint);
        target.search = url.search;
        return target;
      };
      google.validateAuthorizationCode = (args) =>
        validateAuthorizationCode({ ...args, options: google.options ?? {}, tokenEndpoint: endpoints.token_endpoint });
    },
  };
}
