import { afterEach, describe, expect, it } from "vitest";
import { buildReport } from "@hg/clinic";
import type { Report } from "@hg/shared";
import { createReportPool, type ReportPool } from "./report-pool.ts";

const messages = Array.from({ length: 40 }, (_, i) => ({ role: i % 2 === 0 ? ("user" as const) : ("assistant" as const), content: `message ${i} about a throbbing headache` }));
const report = { ...buildReport({ conversationId: "pool", intake: null, messages, generatedAt: "2026-01-01T00:00:00.000Z" }), patient: { age: null, sex: null, handedness: null, name: null } } as unknown as Report;

describe("report worker pool", () => {
  let pool: ReportPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it("lays out a real PDF in a worker thread", async () => {
    pool = createReportPool({ workers: 1 });
    const pdf = await pool.render(report);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("builds a report in a worker thread, the same as on the main thread", async () => {
    pool = createReportPool({ workers: 1 });
    const input = { conversationId: "pool", intake: null, messages, generatedAt: "2026-01-01T00:00:00.000Z" };
    const inWorker = await pool.build(input, {});
    const inline = buildReport(input, {});
    expect({ urgency: inWorker.urgency, rules: inWorker.rules_version, transcript: inWorker.transcript.length }).toEqual({ urgency: inline.urgency, rules: inline.rules_version, transcript: inline.transcript.length });
  });

  it("answers 503 with Retry-After when the queue is full", async () => {
    pool = createReportPool({ workers: 1, maxQueued: 1 });
    const running = [pool.render(report), pool.render(report)];
    await expect(pool.render(report)).rejects.toMatchObject({ status: 503 });
    await Promise.all(running);
  });

  it("abandons a layout past its timeout with 503 and keeps serving", async () => {
    pool = createReportPool({ workers: 1, timeoutMs: 1 });
    await expect(pool.render(report)).rejects.toMatchObject({ status: 503 });
    pool = createReportPool({ workers: 1 });
    expect((await pool.render(report)).length).toBeGreaterThan(1000);
  });
});
