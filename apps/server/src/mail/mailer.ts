import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The sender's display name (a dealer's): the address stays the panel's `from`. */
  fromName?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * An outbox file name that sorts by time and never collides: two e-mails in the same millisecond
 * (a notification to several dealer users) get different random suffixes.
 */
export function outboxFileName(to: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${randomBytes(4).toString("hex")}-${to.replace(/[^a-z0-9@.]/gi, "_")}.eml`;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in the outbox folder,
 * so a fresh machine can still follow a password reset (the link is also logged).
 */
/** The envelope's From: the panel's address, under the name the message is sent in, if any. */
function fromOf(from: string, fromName: string | undefined) {
  if (!fromName) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return { name: fromName, address };
}

/** What nodemailer takes: our message with its From resolved. */
function envelopeOf(from: string, { fromName, ...message }: MailMessage) {
  return { ...message, from: fromOf(from, fromName) };
}

export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log?: (line: string) => void;
  /** Write the links of each message into the log line (default true; main.ts: off in production). */
  logLinks?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelopeOf(options.from, message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(options.from, message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, outboxFileName(message.to));
      // "wx": fail rather than overwrite, should a name ever repeat.
      await fs.writeFile(file, info.message as Buffer, { flag: "wx" });
      // Without SMTP the links (a password reset, say) are logged too, so a local user can follow them.
      const links =
        options.logLinks === false ? [] : [...new Set(message.text.match(/https?:\/\/[^\s\]>)]+/g) ?? [])];
      options.log?.(
        `E-mail to ${message.to} written to ${file}${links.length ? `; links: ${links.join(" ")}` : ""}`,
      );
    },
  };
}
