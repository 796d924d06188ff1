import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import Fastify from "fastify";

// The floor for a chat turn (issue 18): bare Fastify and the same SQLite driver doing the database
// work of one authenticated continue-conversation turn, with nothing else (no auth library, no
// validation, no engine): look up the session by token, read the conversation, its messages and
// the intake, then store the exchange in one transaction. It speaks the same routes as the app, so
// the same load script (chat-turn.ts) drives both. Run: `node scripts/bench/turn-baseline.ts` with
// PORT and DATA_DIR.

const dir = process.env.DATA_DIR ?? ".bench/turn-baseline";
mkdirSync(dir, { recursive: true });
const db = new SQLite(path.join(dir, "baseline.db"));
db.pragma("journal_mode = WAL");
db.exec(`
  create table if not exists session (token text primary key, user_id text not null, expires_at text not null);
  create table if not exists intake (id integer primary key autoincrement, user_id text not null, data text not null, created_at text not null);
  create table if not exists conversation (id text primary key, user_id text not null, title text not null, created_at text not null, updated_at text not null, response_type text, urgency text, suggestions text);
  create table if not exists message (id integer primary key autoincrement, conversation_id text not null, user_id text not null, role text not null, content text not null,
    public_id text not null, reply_to text, client_message_id text, response_type text, urgency text, suggestions text, question_id text, choices text, created_at text not null);
  create index if not exists message_conversation_idx on message (conversation_id, id);
  create index if not exists intake_user_idx on intake (user_id, id);
`);

const q = {
  session: db.prepare("select user_id, expires_at from session where token = ?"),
  newSession: db.prepare("insert into session values (?, ?, ?)"),
  conversation: db.prepare("select * from conversation where id = ?"),
  newConversation: db.prepare("insert into conversation values (?, ?, ?, ?, ?, 'question', 'routine', '[]')"),
  messages: db.prepare("select * from message where conversation_id = ? order by id"),
  intake: db.prepare("select data from intake where user_id = ? and created_at <= ? order by id desc limit 1"),
  newest: db.prepare("select max(id) as id from message where conversation_id = ?"),
  insert: db.prepare(
    "insert into message (conversation_id, user_id, role, content, public_id, reply_to, client_message_id, response_type, urgency, suggestions, question_id, choices, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  ),
  summary: db.prepare("update conversation set response_type = ?, urgency = ?, suggestions = ?, updated_at = ? where id = ?"),
};

const storeTurn = db.transaction((conversationId: string, userId: string, text: string, now: string) => {
  q.newest.get(conversationId);
  const userMessageId = randomUUID();
  q.insert.run(conversationId, userId, "user", text, userMessageId, null, null, null, null, null, null, null, now);
  q.insert.run(conversationId, userId, "assistant", "Which side is it on?", randomUUID(), userMessageId, null, "question", "routine", '["One side"]', "side", '[{"id":"side:one","label":"One side"}]', now);
  q.summary.run("question", "routine", '["One side"]', now, conversationId);
});

const app = Fastify();
const userOf = (authorization: string | undefined): string | null => {
  const row = q.session.get((authorization ?? "").replace(/^Bearer /, "")) as { user_id: string; expires_at: string } | undefined;
  return row && row.expires_at > new Date().toISOString() ? row.user_id : null;
};

app.post("/api/auth/sign-in/anonymous", async (_request, reply) => {
  const token = randomUUID();
  const userId = randomUUID();
  q.newSession.run(token, userId, new Date(Date.now() + 86_400_000).toISOString());
  return reply.header("set-auth-token", token).send({ user: { id: userId } });
});

app.post<{ Body: { user_input: string } }>("/api/new-conversation", async (request, reply) => {
  const userId = userOf(request.headers.authorization);
  if (!userId) return reply.status(401).send({ detail: "sign in" });
  const id = randomUUID();
  const now = new Date().toISOString();
  q.newConversation.run(id, userId, request.body.user_input.slice(0, 60), now, now);
  storeTurn(id, userId, request.body.user_input, now);
  return { conversationId: id };
});

app.post<{ Body: { conversationId: string; user_input: string } }>("/api/continue-conversation", async (request, reply) => {
  const userId = userOf(request.headers.authorization);
  if (!userId) return reply.status(401).send({ detail: "sign in" });
  const conversation = q.conversation.get(request.body.conversationId) as { user_id: string } | undefined;
  if (!conversation || conversation.user_id !== userId) return reply.status(404).send({ detail: "not found" });
  const now = new Date().toISOString();
  const history = q.messages.all(request.body.conversationId);
  q.intake.get(userId, now);
  storeTurn(request.body.conversationId, userId, request.body.user_input, now);
  return { response: "Which side is it on?", response_type: "question", urgency: "routine", messages: history.length + 2 };
});

app.get("/api/health", async () => ({ status: "ok" }));

await app.listen({ port: Number(process.env.PORT ?? 3100), host: "127.0.0.1" });
