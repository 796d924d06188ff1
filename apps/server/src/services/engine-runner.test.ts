import { afterAll, describe, expect, it } from "vitest";
import { nextTurn } from "@hg/clinic";
import type { EngineMessage } from "@hg/shared";
import { createReportPool } from "../report-formats/report-pool.ts";
import { createEngineRunner } from "./engine-runner.ts";

const now = new Date("2026-11-20T10:00:00Z");
const short: EngineMessage[] = [{ role: "user", content: "I get throbbing headaches on one side with nausea" }];
const long: EngineMessage[] = Array.from({ length: 24 }, (_, i) =>
  i % 2 === 0 ? { role: "user" as const, content: `Headaches most days, throbbing, light bothers me. ${"Some more detail about my week. ".repeat(60)}` } : { role: "assistant" as const, content: "Thank you.", questionId: null },
);

describe("where the engine's turn runs", () => {
  const pool = createReportPool({ workers: 1 });
  afterAll(() => pool.close());

  it("keeps a short conversation on the event loop and sends a long one to the worker", async () => {
    const calls: number[] = [];
    const decide = createEngineRunner({ turn: async (intake, messages, context) => (calls.push(messages.length), nextTurn(intake, messages, context)) });
    await decide(null, short, { now });
    expect(calls).toEqual([]);
    await decide(null, long, { now });
    expect(calls).toEqual([long.length]);
  });

  it("gives the same turn from a worker thread as on the event loop", async () => {
    const inWorker = await createEngineRunner(pool)(null, long, { now });
    const here = nextTurn(null, long, { now });
    expect({ reply: inWorker.reply, urgency: inWorker.urgency, questionId: inWorker.questionId, choices: inWorker.choices }).toEqual({
      reply: here.reply,
      urgency: here.urgency,
      questionId: here.questionId,
      choices: here.choices,
    });
  });
});
