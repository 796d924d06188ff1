import { createHash } from "node:crypto";
import type { Report } from "@hg/shared";
import type { ReportPool } from "./report-pool.ts";

/**
 * The cache key of a report's PDF: conversation, last message id and rules version (what changes a
 * report in practice), plus a digest of the rest of the report (intake, name) without its generation
 * time, so an edited profile or intake never serves a stale PDF.
 */
export function pdfCacheKey(report: Report): string {
  const lastMessageId = report.transcript.at(-1)?.id ?? "none";
  const { generatedAt: _ignored, ...content } = report;
  const digest = createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22);
  return `${report.conversationId}:${lastMessageId}:${report.rules_version}:${digest}`;
}

/**
 * PDFs by cache key, least recently used evicted past `maxBytes`; identical requests in flight share
 * one layout (four viewers of one shared link cost one PDF).
 */
export function createPdfCache(pool: Pick<ReportPool, "render">, { maxBytes = 32 * 1024 * 1024 } = {}) {
  const cache = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(key: string, pdf: Buffer): void {
    if (pdf.length > maxBytes) return;
    cache.set(key, pdf);
    bytes += pdf.length;
    for (const [oldKey, old] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(oldKey);
      bytes -= old.length;
    }
  }

  return {
    async pdfOf(report: Report): Promise<{ pdf: Buffer; cached: boolean }> {
      const key = pdfCacheKey(report);
      const hit = cache.get(key);
      if (hit) {
        // Re-inserted: Map order is the recency order.
        cache.delete(key);
        cache.set(key, hit);
        return { pdf: hit, cached: true };
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = pool.render(report).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const pdf = await pending;
      if (!cache.has(key)) remember(key, pdf);
      return { pdf, cached: false };
    },
    get size() {
      return { entries: cache.size, bytes };
    },
  };
}

export type PdfCache = ReturnType<typeof createPdfCache>;
