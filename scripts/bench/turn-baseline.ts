import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import Fastify from "fastify";

// The floor for a chat turn (issue 18): bare Fastify and the same SQLite driver doing the database
// work of one authenticated continue-conversation turn, with nothing else (no auth library, no
// validation, no engine): look up the session and its user by token (better-auth's one join), read
// the conversation, its messages, the latest intake and the diary's last 90 days, then store the exchange in one transaction
// (staleness check, both messages, the conversation's summary). The tables, indexes, foreign keys
// and pragmas are the app's, so each write maintains the same indexes (the client message id's
// unique index included). It speaks the same routes as the app, so the same load script
// (chat-turn.ts) drives both. Run: `node scripts/bench/turn-baseline.ts` with PORT and DATA_DIR.

const dir = process.env.DATA_DIR ?? ".bench/turn-baseline";
mkdirSync(dir, { recursive: true });
const db = new SQLite(path.join(dir, "baseline.db"));
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.pragma("foreign_keys = ON");
db.pragma("busy_timeout = 5000");
db.exec(`
  create table if not exists "user" (id text not null primary key, name text not null, email text not null unique, emailVerified integer not null, image text,
    createdAt date not null, updatedAt date not null, isAnonymous integer);
  create table if not exists session (id text not null primary key, expiresAt date not null, token text not null unique, createdAt date not null, updatedAt date not null,
    ipAddress text, userAgent text, userId text not null references "user" (id) on delete cascade);
  create index if not exists session_userId_idx on session (userId);
  create table if not exists intake (id integer primary key autoincrement, user_id varchar(64) not null, data text not null, created_at varchar(32) not null);
  create index if not exists intake_user_id_idx on intake (user_id, id);
  create table if not exists conversation (id varchar(64) primary key, user_id varchar(64) not null, title varchar(120) not null, created_at varchar(32) not null,
    updated_at varchar(32) not null, response_type varchar(16) not null, urgency varchar(16) not null, suggestions text not null);
  create index if not exists conversation_user_idx on conversation (user_id, created_at);
  create table if not exists message (id integer primary key autoincrement, conversation_id varchar(64) not null references conversation (id) on delete cascade,
    user_id varchar(64) not null, role varchar(16) not null, content text not null, client_message_id varchar(64), response_type varchar(16), urgency varchar(16),
    suggestions text, created_at varchar(32) not null, incomplete integer default 0 not null, input_tokens integer, output_tokens integer, llm_model varchar(200),
    public_id varchar(64), reply_to varchar(64), question_id varchar(80), slots text, choices text, answer text, rules_version varchar(32), multiple integer default 0 not null);
  create index if not exists message_conversation_idx on message (conversation_id, id);
  create unique index if not exists message_client_id_uq on message (user_id, client_message_id);
  create unique index if not exists message_public_id_uq on message (conversation_id, public_id);
  create table if not exists diary_entry (id varchar(64) primary key, user_id varchar(64) not null, client_id varchar(64) not null, kind varchar(16) not null,
    day varchar(10) not null, started_at varchar(64), ended_at varchar(64), severity varchar(16), medicines text not null, side varchar(16), character text not null,
    symptoms text not null, aura integer, triggers text not null, notes text not null, created_at varchar(32) not null, updated_at varchar(32) not null);
  create unique index if not exists diary_entry_client_uq on diary_entry (user_id, client_id);
  create index if not exists diary_entry_user_day_idx on diary_entry (user_id, day);
`);

const q = {
  session: db.prepare('select s.*, u.* from session s join "user" u on u.id = s.userId where s.token = ?'),
  newUser: db.prepare(`insert into "user" values (?, 'Guest', ?, 0, null, ?, ?, 1)`),
  newSession: db.prepare("insert into session values (?, ?, ?, ?, ?, null, null, ?)"),
  conversation: db.prepare("select * from conversation where id = ?"),
  newConversation: db.prepare("insert into conversation values (?, ?, ?, ?, ?, 'question', 'routine', '[]')"),
  messages: db.prepare("select * from message where conversation_id = ? order by id"),
  intake: db.prepare("select data from intake where user_id = ? order by id desc limit 1"),
  diary: db.prepare("select * from diary_entry where user_id = ? and day >= ? and day <= ? order by day, started_at"),
  newest: db.prepare("select max(id) as id from message where conversation_id = ?"),
  insert: db.prepare(
    `insert into message (conversation_id, user_id, role, content, public_id, reply_to, client_message_id, response_type, urgency, suggestions, question_id, slots, choices, multiple, rules_version, incomplete, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  ),
  summary: db.prepare("update conversation set response_type = ?, urgency = ?, suggestions = ?, updated_at = ? where id = ?"),
};

const REPLY = {
  response: "Which side is it on?",
  response_type: "question",
  urgency: "routine",
  suggestions: ["One side", "Both sides"],
  questionId: "side",
  slots: [],
  choices: [
    { id: "side:one", label: "One side" },
    { id: "side:both", label: "Both sides" },
  ],
  multiple: false,
};

const storeTurn = db.transaction((conversationId: string, userId: string, text: string, clientMessageId: string | null, now: string) => {
  q.newest.get(conversationId);
  const userMessageId = clientMessageId ?? randomUUID();
  const replyId = randomUUID();
  q.insert.run(conversationId, userId, "user", text, userMessageId, null, clientMessageId, null, null, null, null, null, null, 0, null, now);
  q.insert.run(conversationId, userId, "assistant", REPLY.response, replyId, userMessageId, null, REPLY.response_type, REPLY.urgency, JSON.stringify(REPLY.suggestions), REPLY.questionId, "[]", JSON.stringify(REPLY.choices), 0, "bench", now);
  q.summary.run(REPLY.response_type, REPLY.urgency, JSON.stringify(REPLY.suggestions), now, conversationId);
  return { ...REPLY, messageId: replyId, userMessageId, incomplete: false };
});

const app = Fastify();
const userOf = (authorization: string | undefined): string | null => {
  const row = q.session.get((authorization ?? "").replace(/^Bearer /, "")) as { userId: string; expiresAt: string } | undefined;
  return row && row.expiresAt > new Date().toISOString() ? row.userId : null;
};

app.post("/api/auth/sign-in/anonymous", async (_request, reply) => {
  const token = randomUUID();
  const userId = randomUUID();
  const now = new Date().toISOString();
  q.newUser.run(userId, `${userId}@guest.invalid`, now, now);
  q.newSession.run(randomUUID(), new Date(Date.now() + 86_400_000).toISOString(), token, now, now, userId);
  return reply.header("set-auth-token", token).send({ user: { id: userId } });
});

app.post<{ Body: { user_input: string; client_message_id?: string } }>("/api/new-conversation", async (request, reply) => {
  const userId = userOf(request.headers.authorization);
  if (!userId) return reply.status(401).send({ detail: "sign in" });
  const id = randomUUID();
  const now = new Date().toISOString();
  q.newConversation.run(id, userId, request.body.user_input.slice(0, 60), now, now);
  return { conversationId: id, ...storeTurn(id, userId, request.body.user_input, request.body.client_message_id ?? null, now) };
});

app.post<{ Body: { conversationId: string; user_input: string; client_message_id?: string } }>("/api/continue-conversation", async (request, reply) => {
  const userId = userOf(request.headers.authorization);
  if (!userId) return reply.status(401).send({ detail: "sign in" });
  const conversation = q.conversation.get(request.body.conversationId) as { user_id: string } | undefined;
  if (!conversation || conversation.user_id !== userId) return reply.status(404).send({ detail: "not found" });
  q.messages.all(request.body.conversationId);
  q.intake.get(userId);
  const today = new Date().toISOString().slice(0, 10);
  q.diary.all(userId, new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10), today);
  return storeTurn(request.body.conversationId, userId, request.body.user_input, request.body.client_message_id ?? null, new Date().toISOString());
});

app.get("/api/health", async () => ({ status: "ok" }));

await app.listen({ port: Number(process.env.PORT ?? 3100), host: "127.0.0.1" });
