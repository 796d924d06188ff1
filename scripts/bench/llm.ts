import path from "node:path";
import { APP_SERVER_ARGS, freePort, startAndTime, stop } from "./processes.ts";
import { startFakeOpenAi } from "../../apps/server/test/fake-openai-server.ts";
import { postStream } from "../../apps/server/test/sse.ts";

interface Session {
  token: string;
  userId: string;
}

async function guest(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST" });
  const body = (await res.json()) as { user: { id: string } };
  return { token: res.headers.get("set-auth-token") ?? "", userId: body.user.id };
}

async function newConversation(base: string, s: Session): Promise<string> {
  const res = await fetch(`${base}/api/new-conversation`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.token}` },
    body: JSON.stringify({ userId: s.userId, user_input: "I get throbbing headaches on one side with nausea" }),
  });
  return ((await res.json()) as { conversationId: string }).conversationId;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Issue 9's figure: a streamed continue-conversation turn with the LLM path against a scripted
 * OpenAI-compatible server that answers instantly (time to the first byte and to the `final` event),
 * against the plain JSON turn of the default clinical engine. Medians over `turns` sequential turns,
 * each in a fresh conversation's second turn so both sides read the same history.
 */
export async function llmStreamFigures(workDir: string, turns = 30): Promise<{ jsonMs: number; firstByteMs: number; finalMs: number; turns: number }> {
  const fake = await startFakeOpenAi();
  const jsonPort = await freePort();
  const llmPort = await freePort();
  const common = { LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" };
  const plain = await startAndTime(APP_SERVER_ARGS, { ...common, PORT: String(jsonPort), DATA_DIR: path.join(workDir, "llm-bench-json") }, `http://127.0.0.1:${jsonPort}/api/ready`);
  const llm = await startAndTime(
    APP_SERVER_ARGS,
    { ...common, PORT: String(llmPort), DATA_DIR: path.join(workDir, "llm-bench-llm"), LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.baseUrl, LLM_MODEL: "bench", LLM_API_KEY: "bench" },
    `http://127.0.0.1:${llmPort}/api/ready`,
  );
  try {
    const jsonBase = `http://127.0.0.1:${jsonPort}`;
    const llmBase = `http://127.0.0.1:${llmPort}`;
    const [a, b] = await Promise.all([guest(jsonBase), guest(llmBase)]);
    const json: number[] = [];
    const first: number[] = [];
    const final: number[] = [];
    // One warm-up turn each (module loading, first connections), then alternate so drift hits both sides.
    for (let i = -1; i < turns; i++) {
      const jsonConversation = await newConversation(jsonBase, a);
      const t0 = performance.now();
      const res = await fetch(`${jsonBase}/api/continue-conversation`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ userId: a.userId, conversationId: jsonConversation, user_input: "No" }),
      });
      await res.json();
      const jsonMs = performance.now() - t0;
      const llmConversation = await newConversation(llmBase, b);
      const streamed = await postStream({ baseUrl: llmBase }, "/api/continue-conversation", b.token, { userId: b.userId, conversationId: llmConversation, user_input: "No" });
      if (i < 0) continue;
      json.push(jsonMs);
      first.push(streamed.firstByteMs);
      final.push(streamed.finalMs);
    }
    return { jsonMs: median(json), firstByteMs: median(first), finalMs: median(final), turns };
  } finally {
    await stop(llm.child);
    await stop(plain.child);
    await fake.close();
  }
}

/** The bench table row for `llmStreamFigures` (scripts/bench.ts prints it). */
export function llmStreamRow(r: Awaited<ReturnType<typeof llmStreamFigures>>): [string, string] {
  return [
    "streamed LLM turn, instant scripted model: first byte / final event ms (vs plain JSON engine turn)",
    `${r.firstByteMs.toFixed(1)} / ${r.finalMs.toFixed(1)} vs ${r.jsonMs.toFixed(1)} ms = ${(r.firstByteMs / r.jsonMs).toFixed(2)}x / ${(r.finalMs / r.jsonMs).toFixed(2)}x (medians of ${r.turns})`,
  ];
}
