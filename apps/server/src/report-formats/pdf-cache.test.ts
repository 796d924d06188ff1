import { describe, expect, it } from "vitest";
import type { Report } from "@hg/shared";
import { createPdfCache, pdfCacheKey } from "./pdf-cache.ts";

const report = (over: Partial<Report> = {}) =>
  ({ conversationId: "c1", rules_version: "7", generatedAt: "2026-01-01T00:00:00Z", transcript: [{ id: "m9", role: "user", content: "hi" }], patient: { age: 30, sex: null, name: "Pat" }, ...over }) as unknown as Report;

describe("PDF cache", () => {
  it("keys on conversation, last message and rules version, not on the generation time", () => {
    expect(pdfCacheKey(report())).toMatch(/^c1:m9:7:/);
    expect(pdfCacheKey(report({ generatedAt: "2027-01-01T00:00:00Z" }))).toBe(pdfCacheKey(report()));
    expect(pdfCacheKey(report({ rules_version: "8" }))).not.toBe(pdfCacheKey(report()));
    expect(pdfCacheKey(report({ patient: { age: 30, sex: null, name: "Other" } }))).not.toBe(pdfCacheKey(report()));
  });

  it("lays a report out once for concurrent and later requests", async () => {
    let renders = 0;
    const cache = createPdfCache({ render: async () => (renders++, Buffer.from("%PDF")) });
    const results = await Promise.all([cache.pdfOf(report()), cache.pdfOf(report()), cache.pdfOf(report())]);
    expect(renders).toBe(1);
    expect((await cache.pdfOf(report())).cached).toBe(true);
    expect(results.every((r) => r.pdf.toString() === "%PDF")).toBe(true);
  });

  it("evicts the least recently used PDFs past its byte budget", async () => {
    const cache = createPdfCache({ render: async () => Buffer.alloc(400) }, { maxBytes: 1000 });
    for (const id of ["a", "b", "c"]) await cache.pdfOf(report({ conversationId: id }));
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
  });
});
