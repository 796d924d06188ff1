import { createServer } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";
import { freePort, startAppServer } from "./app-server.ts";

/**
 * Starts a real OpenID Connect provider standing in for Google (with a small control endpoint that
 * sets who signs in next) and the real app server, built web app included, on free ports.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  let identity = { sub: "google-user-1", email: "google.person@example.com", name: "Google Person" };
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { ...identity, email_verified: true });
  });
  const oidcPort = await freePort();
  await oidc.start(oidcPort, "127.0.0.1");

  const controlPort = await freePort();
  const control = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      identity = { ...identity, ...(JSON.parse(body || "{}") as Partial<typeof identity>) };
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => control.listen(controlPort, "127.0.0.1", r));

  const server = await startAppServer({
    GOOGLE_CLIENT_ID: "e2e-client",
    GOOGLE_CLIENT_SECRET: "e2e-secret",
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    COHORT_GROUPS: "shs,pilot",
    AUTH_RATE_LIMIT_MAX: "5",
  });
  const { baseUrl, dataDir } = server;

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_OIDC_CONTROL = `http://127.0.0.1:${controlPort}`;

  return async () => {
    await server.stop();
    control.close();
    await oidc.stop();
  };
}
