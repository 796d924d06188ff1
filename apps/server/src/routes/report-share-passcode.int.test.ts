import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { BACKENDS } from "../../test/backends.ts";
import { openTestDatabase, rowsMentioning } from "../../test/db-catalogue.ts";
import { api, signInAnonymous, startServer, UNLIMITED, type Session, type TestServer } from "../../test/helper.ts";
import { scriptedEngine } from "../../test/scripted-engine.ts";

// Share links like SMART Health Links (issue 16 item 5; docs/decisions/011): a label for the owner,
// an optional passcode asked of whoever opens the link, 10 wrong passcodes and the link is dead.

const PASSCODE = "blue-heron-42";

describe.each(BACKENDS)("share link passcodes and labels on %s", (backend) => {
  let server: TestServer;
  let person: Session & { conversationId: string };

  beforeAll(async () => {
    server = await startServer(backend, {}, { engine: scriptedEngine });
    const guest = await signInAnonymous(server);
    const chat = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "My head hurts every morning" } });
    expect(chat.status).toBe(200);
    person = { ...guest, conversationId: chat.body.conversationId };
  });
  afterAll(() => server?.close());

  const share = (body?: unknown) => api(server, "POST", `/api/report-share/user/${person.userId}/conversation/${person.conversationId}`, { token: person.token, body });
  const list = async () => (await api(server, "GET", `/api/report-share/user/${person.userId}`, { token: person.token })).body.shares as Record<string, unknown>[];
  const open = (token: string, body?: unknown) => api(server, "POST", `/api/share/${token}`, { body });
  const openPdf = (token: string, body: unknown) =>
    fetch(`${server.baseUrl}/api/share/${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("creates a link with a trimmed label and a passcode, and lists both without the passcode", async () => {
    const created = await share({ expiresInDays: 3, label: "  For Dr Rivera  ", passcode: PASSCODE });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ label: "For Dr Rivera", passcodeRequired: true });
    const listed = (await list()).find((s) => s.expiresAt === created.body.expiresAt);
    expect(listed).toMatchObject({ label: "For Dr Rivera", passcodeRequired: true, views: 0 });
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(`${PASSCODE}|scrypt|hash`, "i"));
    expect(JSON.stringify(created.body)).not.toContain(PASSCODE);
  });

  it("keeps a link without label or passcode as before, with label null and passcodeRequired false", async () => {
    const created = await share({});
    expect(created.body).toMatchObject({ label: null, passcodeRequired: false });
    expect((await api(server, "GET", `/api/share/${created.body.token}`)).status).toBe(200);
  });

  it("stores only a scrypt hash of the passcode, never the passcode", async () => {
    await share({ passcode: PASSCODE });
    const check = openTestDatabase(server);
    try {
      expect(await rowsMentioning(check.db as Kysely<unknown>, check.kind, PASSCODE)).toEqual([]);
      const row = await check.db.selectFrom("report_share").select("passcode_hash").where("passcode_hash", "is not", null).executeTakeFirstOrThrow();
      expect(row.passcode_hash).toMatch(/^scrypt\$/);
    } finally {
      await check.close();
    }
  });

  it("asks for the passcode instead of showing the report, in JSON and PDF, without counting a view or an attempt", async () => {
    const { body } = await share({ passcode: PASSCODE });
    for (const url of [`/api/share/${body.token}`, `/api/share/${body.token}?format=pdf`]) {
      const res = await api(server, "GET", url);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: "This report link needs its passcode.", passcodeRequired: true });
      expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    }
    expect(await open(body.token, {})).toMatchObject({ status: 401, body: { detail: "This report link needs its passcode.", passcodeRequired: true } });
    const wrong = await open(body.token, { passcode: "not-the-one" });
    expect(wrong.body.remainingAttempts).toBe(9);
    expect((await list()).find((s) => s.expiresAt === body.expiresAt)).toMatchObject({ views: 0 });
  });

  it("answers a wrong passcode with 401 and the attempts left", async () => {
    const { body } = await share({ passcode: PASSCODE });
    const first = await open(body.token, { passcode: "wrong-one" });
    expect(first).toMatchObject({ status: 401, body: { detail: "That passcode is not right.", passcodeRequired: true, remainingAttempts: 9 } });
    expect(first.body.leading_pattern).toBeUndefined();
    expect((await open(body.token, { passcode: "wrong-two" })).body.remainingAttempts).toBe(8);
  });

  it("opens the report with the right passcode, as JSON and as a PDF, counting each view but not as a failure", async () => {
    const { body } = await share({ passcode: PASSCODE });
    const json = await open(body.token, { passcode: PASSCODE });
    expect(json.status).toBe(200);
    expect(json.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(json.body.disclaimer).toMatch(/not medical advice/);
    const pdf = await openPdf(body.token, { passcode: PASSCODE, format: "pdf" });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="headache-report-/);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await list()).find((s) => s.expiresAt === body.expiresAt)).toMatchObject({ views: 2 });
    // Right passcodes do not eat into the budget of wrong ones.
    expect((await open(body.token, { passcode: "wrong-one" })).body.remainingAttempts).toBe(9);
  });

  it("disables the link for good after 10 wrong passcodes: 404 like a revoked link, even with the right one", async () => {
    const { body } = await share({ passcode: PASSCODE });
    const remaining = [];
    for (let i = 0; i < 10; i++) remaining.push((await open(body.token, { passcode: `wrong-${i}-guess` })).body.remainingAttempts);
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const after = await open(body.token, { passcode: PASSCODE });
    expect(after).toMatchObject({ status: 404, body: { detail: "This report link has expired or was revoked" } });
    expect((await api(server, "GET", `/api/share/${body.token}`)).status).toBe(404);
    expect((await list()).map((s) => s.expiresAt)).not.toContain(body.expiresAt);
  });

  it("counts parallel wrong guesses atomically: only 10 are ever checked", async () => {
    const { body } = await share({ passcode: PASSCODE });
    const statuses = await Promise.all(Array.from({ length: 14 }, (_, i) => open(body.token, { passcode: `guess-${i}-wrong` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 404)).toHaveLength(4);
    expect((await open(body.token, { passcode: PASSCODE })).status).toBe(404);
  });

  it("lets a link without a passcode be opened with POST too, any passcode ignored", async () => {
    const { body } = await share({});
    expect((await open(body.token)).status).toBe(200);
    expect((await open(body.token, { passcode: "whatever-it-is" })).status).toBe(200);
    const pdf = await openPdf(body.token, { format: "pdf" });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it.each([
    ["", "label"],
    ["   ", "label"],
    ["x".repeat(81), "label"],
    ["two\nlines", "label"],
    [42, "label"],
  ])("refuses label %j with 400 naming the label, storing nothing", async (label, field) => {
    const before = (await list()).length;
    const res = await share({ label });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(field);
    expect(await list()).toHaveLength(before);
  });

  it("accepts an 80-character label once trimmed", async () => {
    const label = "y".repeat(80);
    expect((await share({ label: ` ${label} ` })).body.label).toBe(label);
  });

  it.each([["12345"], ["z".repeat(65)], [123456], [""]])("refuses passcode %j with 400 naming the passcode, storing nothing and never echoing it", async (passcode) => {
    const before = (await list()).length;
    const res = await share({ passcode });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("passcode");
    if (String(passcode).length > 0) expect(JSON.stringify(res.body)).not.toContain(String(passcode));
    expect(await list()).toHaveLength(before);
  });

  it("refuses a malformed passcode or format when opening, without counting an attempt", async () => {
    const { body } = await share({ passcode: PASSCODE });
    expect((await open(body.token, { passcode: "short" })).status).toBe(400);
    expect((await open(body.token, { passcode: PASSCODE, format: "docx" })).status).toBe(400);
    expect((await open(body.token, { passcode: "wrong-one" })).body.remainingAttempts).toBe(9);
  });

  it("answers 404 to POST for an unknown token, still marked noindex", async () => {
    const res = await open("x".repeat(43), { passcode: PASSCODE });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
  });

  it("exports each link's label and whether it has a passcode, never the passcode or its hash", async () => {
    await share({ label: "Export check", passcode: PASSCODE });
    const res = await api(server, "GET", `/api/user/${person.userId}/export`, { token: person.token });
    expect(res.status).toBe(200);
    expect(res.body.reportShareLinks).toEqual(expect.arrayContaining([expect.objectContaining({ label: "Export check", passcodeRequired: true, failedPasscodeAttempts: 0 })]));
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`${PASSCODE}|scrypt\\$|passcode_hash`));
  });
});

describe("share-link passcodes count as heavy work", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { ...UNLIMITED, HEAVY_REQUESTS_PER_MINUTE: "2" }, { engine: scriptedEngine });
  });
  afterAll(() => server?.close());

  it("limits creating links with a passcode like a PDF: 429 beyond the heavy limit, links without one unaffected", async () => {
    const guest = await signInAnonymous(server);
    const chat = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "headache" } });
    const create = (body: unknown) => api(server, "POST", `/api/report-share/user/${guest.userId}/conversation/${chat.body.conversationId}`, { token: guest.token, body });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await create({ passcode: PASSCODE })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await create({})).status).toBe(200);
  });

  it("limits POST /api/share/{token} with a passcode like a PDF: 429 beyond the heavy limit", async () => {
    const guest = await signInAnonymous(server);
    const chat = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "headache" } });
    const { body } = await api(server, "POST", `/api/report-share/user/${guest.userId}/conversation/${chat.body.conversationId}`, { token: guest.token, body: { passcode: PASSCODE } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(server, "POST", `/api/share/${body.token}`, { body: { passcode: PASSCODE } })).status);
    expect(statuses).toEqual([200, 200, 429]);
    // Asking whether a link needs a passcode runs no scrypt: not heavy.
    expect((await api(server, "POST", `/api/share/${body.token}`, { body: {} })).status).toBe(401);
  });
});
