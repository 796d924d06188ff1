import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { redactUrl } from "../plugins/log-redaction.ts";

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
    const smtpUrl = options.smtpUrl;
    // nodemailer loads on the first email, not at start: most starts never send one (cold start, issue 18).
    let transport: Promise<{ sendMail(message: Record<string, string>): Promise<unknown> }> | null = null;
    return {
      async send(email) {
        transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
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
      // The embedded default has no mail server: the log names the outbox file that holds the link; the
      // link itself signs someone in, so its token is redacted here (issue 17 item 8).
      options.log.info({ file: path.basename(file), link: email.links[0] === undefined ? undefined : redactUrl(email.links[0]) }, `email written to outbox: ${email.subject}`);
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

/** The password-reset email: the link (valid one hour, works once) and what to do if it was not you. */
export function passwordResetEmail(to: string, url: string): Email {
  const text = `Someone (hopefully you) asked to reset the password of your Headache Guide account.\n\nTo choose a new password, open this link within the next hour:\n${url}\n\nAll devices signed in to your account will be signed out.\nIf you did not ask for this, you can ignore this email: your password stays the same.`;
  const html = `<p>Someone (hopefully you) asked to reset the password of your Headache Guide account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link works once, within the next hour. If the button does not work, paste this link into your browser:<br>${escapeHtml(url)}</p><p>All devices signed in to your account will be signed out.<br>If you did not ask for this, you can ignore this email: your password stays the same.</p>`;
  return { to, subject: "Reset your Headache Guide password", text, html, links: [url] };
}

/** Sent after a reset: tells the owner the password changed, so a reset they did not make does not go unnoticed. */
export function passwordChangedEmail(to: string, signInUrl: string): Email {
  const text = `The password of your Headache Guide account was just changed, and every device was signed out.\nSign in with the new password: ${signInUrl}\nIf this was not you, reset your password again right away from the sign-in page ("Forgot password?").`;
  const html = `<p>The password of your Headache Guide account was just changed, and every device was signed out.</p><p><a href="${escapeHtml(signInUrl)}">Sign in</a></p><p>If this was not you, reset your password again right away from the sign-in page ("Forgot password?").</p>`;
  return { to, subject: "Your Headache Guide password was changed", text, html, links: [signInUrl] };
}
