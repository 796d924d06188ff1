import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.ts";
import { createMailer } from "../mail/mailer.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";

// Issue 17 item 8: secrets in URLs never reach a log line.
describe("redactUrl", () => {
  it.each([
    ["/api/share/AbC123_-xyz?format=pdf", "/api/share/[redacted]?format=pdf"],
    ["/r/AbC123_-xyz", "/r/[redacted]"],
    ["/api/report-share/user/u1/AbC123", "/api/report-share/user/u1/[redacted]"],
    ["/api/report-share/user/u1/conversation/c1", "/api/report-share/user/u1/conversation/c1"],
    ["/api/auth/verify-email?token=eyJhbGc.x.y&callbackURL=/verify-email", "/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]"],
    ["http://localhost:3000/api/auth/reset-password/tok123?callbackURL=%2Freset", "http://localhost:3000/api/auth/reset-password/[redacted]?callbackURL=[redacted]"],
    ["/api/get-conversation/user/u1", "/api/get-conversation/user/u1"],
  ])("turns %s into %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe("the development mailer's log line", () => {
  it("names the outbox file but not the link's token", async () => {
    const lines: unknown[] = [];
    const log = { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger;
    const dir = mkdtempSync(path.join(tmpdir(), "hg-mail-"));
    try {
      await createMailer({ from: "x@localhost", outboxDir: dir, log }).send({ to: "a@example.com", subject: "S", text: "t", html: "h", links: ["http://localhost/api/auth/verify-email?token=SECRET123"] });
      expect(JSON.stringify(lines)).not.toContain("SECRET123");
      expect(JSON.stringify(lines)).toContain("token=[redacted]");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
