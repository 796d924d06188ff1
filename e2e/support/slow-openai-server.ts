import http from "node:http";
import type { AddressInfo } from "node:net";
import { startFakeOpenAi, type FakeBehaviour } from "../../apps/server/test/fake-openai-server.ts";

/** The scripted OpenAI-compatible server of the server's tests, streaming slowly enough to watch. */
export interface SlowOpenAi {
  /** The OpenAI base URL to give the app server (LLM_BASE_URL). */
  baseUrl: string;
  /** Pause before each streamed chunk (one word of the reply). */
  chunkDelayMs: number;
  /** How many completions the model was asked for so far. */
  calls: () => number;
  behave: (behaviour: FakeBehaviour) => void;
  close: () => Promise<void>;
}

/**
 * Starts apps/server/test/fake-openai-server.ts behind a relay that passes its streamed chunks on
 * one by one, `chunkDelayMs` apart: a browser then sees the reply grow. Plain (non-streamed)
 * completions pass through at once. (The fake's "stall" never ends its stream, so it is not relayed.)
 */
export async function startSlowOpenAi(): Promise<SlowOpenAi> {
  const fake = await startFakeOpenAi();
  const open = new Set<http.ServerResponse>();
  const relay = http.createServer((request, res) => {
    let raw = "";
    request.on("data", (d: Buffer) => (raw += d.toString("utf8")));
    request.on("end", () => {
      void (async () => {
        open.add(res);
        res.on("close", () => open.delete(res));
        try {
          const upstream = await fetch(fake.baseUrl + (request.url ?? "").replace(/^\/v1/, ""), {
            method: request.method,
            headers: { "content-type": "application/json", authorization: request.headers.authorization ?? "" },
            body: request.method === "POST" ? raw : undefined,
          });
          const type = upstream.headers.get("content-type") ?? "application/json";
          res.writeHead(upstream.status, { "content-type": type, "cache-control": "no-cache" });
          if (!type.startsWith("text/event-stream")) {
            res.end(await upstream.text());
            return;
          }
          const events = (await upstream.text()).split(/(?<=\n\n)/);
          for (const event of events) {
            if (res.destroyed) return;
            await new Promise((r) => setTimeout(r, slow.chunkDelayMs));
            res.write(event);
          }
          res.end();
        } catch {
          res.destroy();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", () => resolve()));
  const slow: SlowOpenAi = {
    baseUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/v1`,
    chunkDelayMs: 0,
    calls: () => fake.requests.length,
    behave: (behaviour) => fake.behave(behaviour),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await fake.close();
    },
  };
  return slow;
}
