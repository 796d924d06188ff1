import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, lastEmailTo, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";

const validIntake = () => ({
  chief_complaint: "Throbbing headaches on the left side",
  age: 34,
  sex: "female",
  headache_history: { severe_days: 4, moderate_days: 3, mild_days: 2, sidedness: "left", pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "photophobia"] },
  medications: { acute: [{ name: "ibuprofen", days_per_month: 6 }] },
});

describe.each(BACKENDS)("intake routes on %s", (backend) => {
  let server: TestServer;
  let pat: Session;
  let other: Session;
  beforeAll(async () => {
    server = await startServer(backend);
    [pat, other] = await Promise.all([signUpVerified(server), signUpVerified(server)]);
  });
  afterAll(() => server?.close());

  it("answers 404 before any intake was submitted", async () => {
    expect((await api(server, "GET", `/api/user/${pat.userId}/intake`, { token: pat.token })).status).toBe(404);
  });

  it("stores a valid intake with derived headache-free days and gives it back", async () => {
    const saved = await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: { intake: validIntake() } });
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([]);
    expect(saved.body.intake.headache_history.headache_free_days).toBe(21);
    const read = await api(server, "GET", `/api/user/${pat.userId}/intake`, { token: pat.token });
    expect(read.status).toBe(200);
    expect(read.body.intake).toMatchObject({ chief_complaint: validIntake().chief_complaint, medications: { acute: [{ name: "ibuprofen", days_per_month: 6 }] } });
    expect(read.headers.get("cache-control")).toBe("no-store");
    // When it was saved, so a client keeps a local draft only when the draft is newer.
    expect(Number.isNaN(Date.parse(read.body.savedAt))).toBe(false);
  });

  it("answers the latest version after a resubmission", async () => {
    await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: { intake: { ...validIntake(), age: 35 } } });
    expect((await api(server, "GET", `/api/user/${pat.userId}/intake`, { token: pat.token })).body.intake.age).toBe(35);
  });

  it("gives the non-blocking warnings", async () => {
    const res = await api(server, "POST", `/api/user/${other.userId}/intake`, {
      token: other.token,
      body: { intake: { ...validIntake(), age: 16, headache_history: { severe_days: 10, moderate_days: 6 } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      "Age under 18 - consider parental consent requirements",
      "High headache frequency (>15 days/month) - may indicate chronic condition",
    ]);
  });

  it.each([
    [{ age: 121 }, "Age must be between 5 and 120 years"],
    [{ age: 4 }, "Age must be between 5 and 120 years"],
    [{ headache_history: { severe_days: 32 } }, "Severe days must be between 0 and 31"],
    [{ headache_history: { severe_days: 20, mild_days: 12 } }, "cannot exceed 31"],
    [
      { medications: { preventative: [{ name: "propranolol", dates_taken: { start: "2026-05-01", end: "2026-01-01" } }] } },
      "Preventative medication 1: Start date must be <= end date",
    ],
  ])("refuses %o with 400 naming the problem, storing nothing", async (change, message) => {
    const before = await api(server, "GET", `/api/user/${pat.userId}/intake`, { token: pat.token });
    const res = await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: { intake: { ...validIntake(), ...change } } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Validation Error: /);
    expect(res.body.detail).toContain(message);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect((await api(server, "GET", `/api/user/${pat.userId}/intake`, { token: pat.token })).body).toEqual(before.body);
  });

  it("names every missing required field at once", async () => {
    const res = await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: { intake: {} } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["age", "chief_complaint", "headache_history", "sex"]);
  });

  it("answers 400 for a missing intake and 413 for a 1 MB body, never 500", async () => {
    expect((await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: {} })).status).toBe(400);
    const huge = await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: { intake: { ...validIntake(), chief_complaint: "x".repeat(1024 * 1024) } } });
    expect(huge.status).toBe(413);
  });

  it("answers 400, not 500, for deeply nested JSON", async () => {
    const deep = `{"intake":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const res = await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: pat.token, body: deep });
    expect([400, 413]).toContain(res.status);
  });

  it("answers 403 for another user's id and 401 without a session", async () => {
    expect((await api(server, "POST", `/api/user/${pat.userId}/intake`, { token: other.token, body: { intake: validIntake() } })).status).toBe(403);
    expect((await api(server, "GET", `/api/user/${pat.userId}/intake`, { token: other.token })).status).toBe(403);
    expect((await api(server, "GET", `/api/user/${pat.userId}/intake`)).status).toBe(401);
  });

  it("keeps a guest's intake when the guest becomes an account", async () => {
    const guest = await signInAnonymous(server);
    await api(server, "POST", `/api/user/${guest.userId}/intake`, { token: guest.token, body: { intake: validIntake() } });
    const email = `guest.${backend}@example.com`;
    await api(server, "POST", "/api/auth/sign-up/email", { token: guest.token, body: { email, password: "long-enough-1", name: "G" } });
    const link = lastEmailTo(server, email)?.links[0] ?? "";
    await fetch(link, { redirect: "manual", headers: { authorization: `Bearer ${guest.token}` } });
    const signIn = await api(server, "POST", "/api/auth/sign-in/email", { body: { email, password: "long-enough-1" } });
    const account = { token: signIn.headers.get("set-auth-token") ?? "", userId: signIn.body.user.id };
    const intake = await api(server, "GET", `/api/user/${account.userId}/intake`, { token: account.token });
    expect(intake.status).toBe(200);
    expect(intake.body.intake.chief_complaint).toBe(validIntake().chief_complaint);
  });
});
