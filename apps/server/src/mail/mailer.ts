import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in the outbox folder,
 * so a fresh machine can still follow a password reset (the link is also logged).
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log?: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${message.to.replace(/[^a-z0-9@.]/gi, "_")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // Without SMTP the links (a password reset, say) are logged too, so a local user can follow them.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log?.(
        `E-mail to ${message.to} written to ${file}${links.length ? `; links: ${links.join(" ")}` : ""}`,
      );
    },
  };
}
