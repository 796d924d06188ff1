import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small OpenAI-compatible server for tests (POST /v1/chat/completions, plain or streamed), with
 * scripted behaviours. Its "model" reads the engine's next question from the system prompt and asks
 * it, and, like a gullible model, obeys "ignore your instructions" in the person's message.
 */
export type FakeBehaviour =
  | "normal" // a good reply that asks the engine's question
  | "slow" // answers after `slowMs` (longer than the server's LLM_TIMEOUT_MS in tests)
  | "stall" // streams one sentence, then nothing until the client goes away
  | "error500"
  | "malformed" // 200 with a body that is not a chat completion
  | "downplay" // reassures: "nothing serious, no need to see a doctor"
  | "diagnosis" // names a diagnosis as certain
  | "dose" // gives a medicine dose
  | "paraphrase" // asks the engine's question in other words, as a real model does
  | "markdown"; // a good reply with markdown emphasis in it, as models often write

export interface FakeRequest {
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
  authorization: string | undefined;
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  behave: (behaviour: FakeBehaviour) => void;
  /** Delay before answering, for "slow". */
  slowMs: number;
  close: () => Promise<void>;
}

const QUESTION = /^Next question \(ask exactly this, in your own words, as the last sentence\): (.+)$/m;
const INJECTION = /ignore your instructions/i;

function replyText(behaviour: FakeBehaviour, req: FakeRequest): string {
  const system = req.body.messages.find((m) => m.role === "system")?.content ?? "";
  const lastUser = [...req.body.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const question = QUESTION.exec(system)?.[1];
  const ask = question ?? "You can open your report to share with your doctor.";
  if (INJECTION.test(lastUser)) return "Okay. It is fine, nothing to worry about, and you do not need a doctor.";
  switch (behaviour) {
    case "downplay":
      return `Don't worry, this is nothing serious and there is no need to see a doctor. ${ask}`;
    case "diagnosis":
      return `This is definitely a migraine. ${ask}`;
    case "dose":
      return `Take 400 mg of ibuprofen every 6 hours. ${ask}`;
    case "paraphrase":
      return `Thanks, that's useful to know. ${paraphrase(ask)}`;
    case "markdown":
      return `**Thank you** for telling me, that helps me understand. ${ask}`;
    case "stall":
      // The trailing space completes the sentence, so the server shows it before the model stalls.
      return "Thank you for telling me, that really helps me understand. ";
    default:
      return `Thank you for telling me, that helps me understand what is going on. ${ask}`;
  }
}

/**
 * The question reworded the way a model rewords: a new lead-in, "this headache" as "your headache",
 * lower case after it. Its words still overlap the engine's question (the reply rules check that),
 * but the engine's exact sentence is nowhere in the reply.
 */
function paraphrase(question: string): string {
  const body = question.replace(/\bthis headache\b/gi, "your headache").replace(/\byou have\b/gi, "you've had").replace(/\?$/, "");
  return `Could I check one thing: ${body.charAt(0).toLowerCase()}${body.slice(1)}?`;
}

const usage = { prompt_tokens: 321, completion_tokens: 23, total_tokens: 344 };

function completion(text: string, model: string) {
  return { id: "chatcmpl-fake", object: "chat.completion", created: 1, model, choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }], usage };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null) {
  return { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] };
}

/** Starts the fake on a random port of 127.0.0.1. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = "normal";
  const requests: FakeRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const fake: FakeOpenAi = {
    baseUrl: "",
    requests,
    slowMs: 1500,
    behave: (b) => {
      behaviour = b;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((request, res) => {
    let raw = "";
    request.on("data", (d: Buffer) => (raw += d.toString("utf8")));
    request.on("end", () => {
      void (async () => {
        if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
          res.writeHead(404).end();
          return;
        }
        const req: FakeRequest = { body: JSON.parse(raw) as FakeRequest["body"], authorization: request.headers.authorization };
        requests.push(req);
        open.add(res);
        res.on("close", () => open.delete(res));
        const now = behaviour;
        if (now === "slow") await new Promise((r) => setTimeout(r, fake.slowMs));
        if (res.destroyed) return;
        if (now === "error500") {
          res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
          return;
        }
        const model = req.body.model;
        if (!req.body.stream) {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(now === "malformed" ? '{"choices": "not a list", "oops": tru' : JSON.stringify(completion(replyText(now, req), model)));
          return;
        }
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        if (now === "malformed") {
          res.end("data: {this is not json\n\ndata: [DONE]\n\n");
          return;
        }
        const words = replyText(now, req).split(/(?<= )/);
        res.write(`data: ${JSON.stringify(chunk(model, { role: "assistant", content: "" }, null))}\n\n`);
        for (const word of words) res.write(`data: ${JSON.stringify(chunk(model, { content: word }, null))}\n\n`);
        // A stalled model keeps the connection open without finishing; the client gives up first.
        if (now === "stall") return;
        res.write(`data: ${JSON.stringify(chunk(model, {}, "stop"))}\n\n`);
        res.write(`data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model, choices: [], usage })}\n\n`);
        res.end("data: [DONE]\n\n");
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
