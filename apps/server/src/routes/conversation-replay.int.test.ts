import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, startServer, type Session, type TestServer } from "../../test/helper.ts";

// A repeated send is answered from the conversation's own history (no lookup of its own, issue 18);
// a client message id already used in another conversation still meets the unique index and is refused.

describe.each(BACKENDS)("repeated client message ids on %s", (backend) => {
  let server: TestServer;
  let person: Session;
  beforeAll(async () => {
    server = await startServer(backend);
    person = await signInAnonymous(server);
  });
  afterAll(() => server?.close());

  const start = async () =>
    (await api(server, "POST", "/api/new-conversation", { token: person.token, body: { userId: person.userId, user_input: "I get throbbing headaches" } })).body.conversationId as string;
  const send = (conversationId: string, body: Record<string, unknown>) =>
    api(server, "POST", "/api/continue-conversation", { token: person.token, body: { userId: person.userId, conversationId, ...body } });
  const history = async (conversationId: string) =>
    (await api(server, "GET", `/api/get-conversation/user/${person.userId}/conversation/${conversationId}`, { token: person.token })).body.conversationHistory as unknown[];

  it("answers a repeated send with the stored turn, and stores nothing more", async () => {
    const conversationId = await start();
    const clientMessageId = randomUUID();
    const first = await send(conversationId, { user_input: "About four hours", client_message_id: clientMessageId });
    const again = await send(conversationId, { user_input: "About four hours", client_message_id: clientMessageId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await history(conversationId)).toHaveLength(4);
  });

  it("answers a repeated send with the stored turn even when the question it answered is no longer the last", async () => {
    const conversationId = await start();
    const clientMessageId = randomUUID();
    const first = await send(conversationId, { user_input: "About four hours", client_message_id: clientMessageId });
    await send(conversationId, { user_input: "No", client_message_id: randomUUID() });
    const again = await send(conversationId, { user_input: "About four hours", client_message_id: clientMessageId });
    expect(again.body.messageId).toBe(first.body.messageId);
    expect(await history(conversationId)).toHaveLength(6);
  });

  it("refuses a client message id already used in another conversation with 409, and stores nothing", async () => {
    const [one, two] = [await start(), await start()];
    const clientMessageId = randomUUID();
    expect((await send(one, { user_input: "About four hours", client_message_id: clientMessageId })).status).toBe(200);
    const reused = await send(two, { user_input: "About four hours", client_message_id: clientMessageId });
    expect(reused.status).toBe(409);
    expect(reused.body.detail).toContain("another conversation");
    expect(await history(two)).toHaveLength(2);
  });
});
