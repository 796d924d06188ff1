import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMERGENCY_LINE } from "@hg/clinic";
import { api, signInAnonymous, startServer, type Session, type TestServer } from "../../test/helper.ts";

// Issue 15 item 2: the emergency reply names the number of the person's region, read from
// Accept-Language, the same table the web app's call button uses; without a region, the common ones.
describe("the emergency reply's numbers", () => {
  let server: TestServer;
  let guest: Session;
  beforeAll(async () => {
    server = await startServer("sqlite");
    guest = await signInAnonymous(server);
  });
  afterAll(() => server?.close());

  const thunderclap = "sudden worst headache of my life, it came on in a second while lifting";
  const start = (headers: Record<string, string>) => api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: thunderclap }, headers });

  it.each([
    ["en-GB,en;q=0.9", "(999)"],
    ["en-AU", "(000)"],
    ["de-DE,de;q=0.9,en;q=0.5", "(112)"],
  ])("names the region's number for Accept-Language %s", async (language, numbers) => {
    const res = await start({ "accept-language": language });
    expect(res.status).toBe(200);
    expect(res.body.urgency).toBe("emergency");
    expect(res.body.response).toContain(`Please call emergency services ${numbers} or go to`);
  });

  it("names the common numbers when the region is unknown", async () => {
    const res = await start({ "accept-language": "*" });
    expect(res.body.response.startsWith(EMERGENCY_LINE)).toBe(true);
  });
});
