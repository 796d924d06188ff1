import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, verificationEmail } from "./mailer.ts";

// A minimal SMTP server: enough of RFC 5321 for one message, recording what it received.
function fakeSmtp(): Promise<{ port: number; received: string[]; close: () => void }> {
  const received: string[] = [];
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    let data = false;
    let body = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (data) {
          if (line === ".") {
            data = false;
            received.push(body);
            socket.write("250 queued\r\n");
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "MAIL" || verb === "RCPT") socket.write("250 ok\r\n");
        else if (verb === "DATA") {
          data = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  return once(server, "listening").then(() => ({
    port: (server.address() as AddressInfo).port,
    received,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  }));
}

let stop = () => {};
afterEach(() => stop());

describe("createMailer over SMTP", () => {
  it("sends through SMTP_URL (nodemailer loaded on the first email)", async () => {
    const smtp = await fakeSmtp();
    stop = smtp.close;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "guide@example.test", outboxDir: "/nonexistent", log: pino({ level: "silent" }) });
    await mailer.send(verificationEmail("pat@example.test", "https://app.example.test/verify?token=abc"));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain("Subject: Confirm your email address");
    expect(smtp.received[0]).toContain("pat@example.test");
  });
});
