import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise one JSON file per message in the outbox folder (ARCHITECTURE.md). */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
        options.log.info({ subject: email.subject }, "email sent over SMTP");
      },
    };
  }
  return {
    async send(email) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`);
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, JSON.stringify(email, null, 2), { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      // The embedded default has no mail server: the link in the log is how a developer follows it.
      options.log.info({ file: path.basename(file), link: email.links[0] }, `email written to outbox: ${email.subject}`);
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The verification email: plain words, one button, the raw link for clients that strip HTML. */
export function verificationEmail(to: string, url: string): Email {
  const text = `Welcome to Headache Guide (beta).\n\nPlease confirm your email address by opening this link:\n${url}\n\nIf you did not create an account, you can ignore this email.`;
  const html = `<p>Welcome to Headache Guide (beta).</p><p><a href="${escapeHtml(url)}">Confirm my email address</a></p><p>If the button does not work, paste this link into your browser:<br>${escapeHtml(url)}</p><p>If you did not create an account, you can ignore this email.</p>`;
  return { to, subject: "Confirm your email address", text, html, links: [url] };
}
