import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftDay } from "@hg/shared";
import { api, signInAnonymous, startServer, type Session, type TestServer } from "../../test/helper.ts";

// Issue 19 item 4: with a diary that covers the last 90 days, the interview and the report count
// headache and medicine days from its entries (marked as the diary's), not from what is recalled.

const today = new Date().toISOString().slice(0, 10);

describe("the engine reads the diary", () => {
  let server: TestServer;
  let person: Session;
  beforeAll(async () => {
    server = await startServer("sqlite");
    person = await signInAnonymous(server);
    // 90 days logged: a headache with a triptan every third day, the others marked free.
    for (let i = 0; i < 90; i++) {
      const day = shiftDay(today, i);
      const body =
        i % 3 === 0
          ? { kind: "headache", clientId: randomUUID(), startedAt: `${day}T09:00:00Z`, severity: "severe", medicines: [{ name: "Rizatriptan 10mg" }], side: "right", character: ["throbbing"], symptoms: ["nausea", "photophobia"] }
          : { kind: "headache_free", clientId: randomUUID(), day };
      const res = await api(server, "POST", `/api/user/${person.userId}/diary`, { token: person.token, body });
      expect(res.status).toBe(201);
    }
  }, 60_000);
  afterAll(() => server.close());

  it("counts the month from the diary in the report, over what the chat recalls", async () => {
    const first = await api(server, "POST", "/api/new-conversation", {
      token: person.token,
      body: { userId: person.userId, user_input: "I get migraines, maybe 3 a month, and take rizatriptan on 2 or 3 days", client_message_id: randomUUID() },
    });
    expect(first.status).toBe(200);
    const report = await api(server, "GET", `/api/get-conversation-report/user/${person.userId}/conversation/${first.body.conversationId}`, { token: person.token });
    expect(report.status).toBe(200);
    expect(report.body.metrics.headache_days_per_month).toBe(10);
    expect(report.body.metrics.acute_medication_days_per_month).toEqual({ triptan: 10 });
    expect(report.body.medication_overuse.risk).toBe(true);
  });
});
