// The durable e-mail queue (decision 068, docs/email.md): an e-mail is its row in `email_jobs` (the
// message, and what staff read of it) and a job of kind "email" on the one queue (decision 200),
// both inserted inside the request's own transaction, so an e-mail exists if and only if the change
// it reports committed. The queue's worker delivers it with the mailer, retries with back-off, and
// leaves one that keeps failing 'failed' for staff (GET /api/emails?status=failed, then retry).
import { sql } from "kysely";
import type { Prisma, PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import type { Mailer } from "./mailer.js";
import type { QuoteDocument } from "@screens/domain";
import type { Logger } from "../log.js";
import { drainJobs, enqueue, startJobWorker, type JobHandler, type StopJobWorker } from "../jobs/queue.js";
import type { JobPayloads } from "../jobs/kinds.js";

export { RETRY_DELAYS_MS, maxAttemptsFor, retryDelaysFor } from "./email-job-state.js";
type Tx = Prisma.TransactionClient | PrismaClient;

export const EMAIL_JOB_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailJobStatus = (typeof EMAIL_JOB_STATUSES)[number];

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * An attachment made when the e-mail is delivered rather than when it is queued: a document too slow
 * to render inside the change's transaction (the order acknowledgement, decision 137). The job holds
 * what to render; the worker renders it on the PDF thread (decision 147) and retries like a send.
 */
export interface RenderedAttachment {
  filename: string;
  contentType: "application/pdf";
  render:
    | { kind: "order_acknowledgement"; order_id: number }
    // The quote as the homeowner signed it, frozen at the signature (decision 167).
    | {
        kind: "signed_quote";
        document: QuoteDocument;
        signature: { signer_name: string; signed_at: string; document_sha256: string };
      };
}

export interface QueuedEmail {
  /** What the e-mail is ("quote_sent", "password_reset", ...): shown to staff, picks the retry schedule. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<EmailAttachment | RenderedAttachment>;
  /**
   * In someone's name (decision 138): the display name the recipient sees (the dealer; the address
   * stays the panel's, whose domain may send) and where a reply goes. Default: the panel's own.
   */
  fromName?: string | null;
  replyTo?: string | null;
}

const MINUTE = 60 * 1000;
const DB_NOW = sql<Date>`(now() AT TIME ZONE 'UTC')`;

const INSERT_EMAIL = prepare<{
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: string;
  fromName: string | null;
  replyTo: string | null;
}>("email-enqueue").build((value) =>
  sqlBuilder
    .insertInto("email_jobs")
    .values({
      kind: value("kind"),
      to_address: value("to"),
      subject: value("subject"),
      html: value("html"),
      text: value("text"),
      attachments: sql`${value("attachments")}::jsonb`,
      from_name: value("fromName"),
      reply_to: value("replyTo"),
      next_attempt_at: DB_NOW,
      created_at: DB_NOW,
    })
    .returning("id"),
);

/**
 * Queues one e-mail. Pass the request's transaction: the e-mail commits or rolls back with the change
 * it reports. Workers (in this process or another) are woken when the transaction commits.
 */
export async function enqueueEmail(tx: Tx, email: QueuedEmail): Promise<number> {
  const to = email.to.trim();
  if (!to) throw new Error(`enqueueEmail(${email.kind}): no recipient address.`);
  const [row] = await runStatement(tx, INSERT_EMAIL, {
    kind: email.kind,
    to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: JSON.stringify(email.attachments ?? []),
    fromName: email.fromName?.trim() || null,
    replyTo: email.replyTo?.trim() || null,
  });
  if (!row) throw new Error("enqueueEmail: the INSERT returned no row");
  await enqueue(tx, "email", { email_id: row.id, email_kind: email.kind });
  return row.id;
}

const MESSAGE = prepare<{ id: number }>("email-message").build((value) =>
  sqlBuilder
    .selectFrom("email_jobs")
    .select(["to_address", "subject", "html", "text", "attachments", "from_name", "reply_to", "status"])
    .where("id", "=", value("id")),
);

type Message = { attachments: unknown };

async function attachmentsOf(prisma: PrismaClient, message: Message) {
  const list: unknown =
    typeof message.attachments === "string" ? JSON.parse(message.attachments) : message.attachments;
  return Promise.all(
    (list as Array<EmailAttachment | RenderedAttachment>).map(async (a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: "render" in a ? await renderAttachment(prisma, a) : Buffer.from(a.contentBase64, "base64"),
    })),
  );
}

async function renderAttachment(prisma: PrismaClient, attachment: RenderedAttachment): Promise<Buffer> {
  const { render } = attachment;
  if (render.kind === "signed_quote") {
    const { renderQuotePdf } = await import("../services/documents/quote-pdf-loader.js");
    return renderQuotePdf(render.document, render.signature);
  }
  // Loaded with the first such e-mail: the documents' code stays out of a server that sends none.
  const [{ loadOrderAcknowledgement }, { renderOrderAcknowledgement }] = await Promise.all([
    import("../services/documents/order-acknowledgement.js"),
    import("../services/documents/quote-pdf-loader.js"),
  ]);
  const acknowledgement = await loadOrderAcknowledgement(prisma, render.order_id);
  if (!acknowledgement) throw new Error(`Order ${render.order_id} no longer exists.`);
  return renderOrderAcknowledgement(acknowledgement);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Sending took longer than ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The "email" job's handler: renders what is rendered at delivery (decision 137), sends with the
 * mailer, and fails the attempt when the send fails or takes over `sendTimeoutMs` (default 2 min).
 * The job's outcome is written on the e-mail's row by jobs/kinds.ts (sent: the body goes).
 */
export function emailJobHandler(
  prisma: PrismaClient,
  mailer: Mailer,
  sendTimeoutMs = 2 * MINUTE,
): JobHandler<JobPayloads["email"]> {
  return {
    // Rendering an acknowledgement, then the send, within the claim's 5 minutes.
    timeoutMs: sendTimeoutMs + 2 * MINUTE,
    async run(job) {
      const [message] = await runStatement(prisma, MESSAGE, { id: job.payload.email_id });
      if (!message) return; // deleted: nothing is left to send
      const attachments = await attachmentsOf(prisma, message);
      await withTimeout(
        mailer.send({
          to: message.to_address,
          subject: message.subject,
          html: message.html || undefined,
          text: message.text,
          attachments,
          fromName: message.from_name ?? undefined,
          replyTo: message.reply_to ?? undefined,
        }),
        sendTimeoutMs,
      );
    },
  };
}

export interface DrainOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  /** Jobs claimed per round trip (default 10). */
  batchSize?: number;
  /** How long a claim holds a job (default 5 min; longer than any send, which times out first). */
  lockMs?: number;
  /** A send that takes longer counts as a failed attempt (default 2 min). */
  sendTimeoutMs?: number;
  /** Checked between jobs: a stopping worker finishes the job in hand and leaves the rest. */
  shouldStop?: () => boolean;
  /** Every attempt and the worker's own trouble (decision 181); default: nowhere. */
  logger?: Logger;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends every e-mail that is due now, once, and returns what happened (tests run the worker this
 * way): the queue's drain, for e-mail jobs only. E-mails whose retry lies in the future are left.
 */
export async function drainEmailQueue(options: DrainOptions): Promise<DrainResult> {
  const { mailer, sendTimeoutMs, ...rest } = options;
  const result = await drainJobs({
    ...rest,
    handlers: { email: emailJobHandler(options.prisma, mailer, sendTimeoutMs) },
  });
  return { sent: result.done, retrying: result.retrying, failed: result.dead };
}

export interface EmailWorkerOptions extends Omit<DrainOptions, "shouldStop"> {
  /** Look for due jobs (retries, jobs of other processes) at least this often; default 5 s. */
  pollIntervalMs?: number;
}

/** Stops the worker: waits for the job in hand and unsubscribes. `ready`: listening, first drain done. */
export type StopEmailWorker = StopJobWorker;

/**
 * A worker of the queue that sends e-mail only (tests; the server runs one worker for every kind,
 * server.ts). Returns `stop`, which waits for the e-mail in hand (call it before closing the database).
 */
export function startEmailWorker(options: EmailWorkerOptions): StopEmailWorker {
  const { mailer, sendTimeoutMs, ...rest } = options;
  return startJobWorker({
    ...rest,
    handlers: { email: emailJobHandler(options.prisma, mailer, sendTimeoutMs) },
  });
}
