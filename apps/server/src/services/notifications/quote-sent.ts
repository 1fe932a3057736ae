import { badRequest } from "../../http/errors.js";
import { enqueueEmail } from "../../mail/queue.js";
import { shareLinkUrl } from "../../mail/origin.js";
import { quoteSentEmail } from "../../mail/emails.js";
import { computeQuoteTotals } from "../quote-totals.js";
import type { Tx } from "./recipients.js";

export interface QuoteSentNotice {
  quoteId: number;
  /** The share link's plain token (only its hash is stored). */
  token: string;
  /** The origin the homeowner's link points at (`{origin}/q/{token}`). */
  origin: string;
  /** The quote document, attached as is. */
  pdf: { filename: string; content: Uint8Array };
  /** Who sends it: the e-mail's replies go to them (else to the dealer's address). */
  sender?: { first_name: string; last_name: string; email: string | null };
  /** The sender's personal note, shown above the quote's figures. */
  message?: string | null;
}

/**
 * E-mails the homeowner the quote in the dealer's name (decision 138: From shows the dealer, replies
 * go to the sender or the dealer): the sender's note, the link, the valid-until date, the customer
 * total (never the dealer's cost), the PDF attached. Call it in the send transaction, after the
 * quote has its valid_until. Returns the job id.
 */
export async function notifyQuoteSent(tx: Tx, notice: QuoteSentNotice): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: { valid_until: true },
  });
  if (!quote.valid_until) throw new Error(`notifyQuoteSent: quote ${notice.quoteId} has no valid_until.`);
  const { total } = await computeQuoteTotals(tx, notice.quoteId);
  const { to, email, fromName, replyTo } = await quoteSentContent(tx, notice.quoteId, {
    link: shareLinkUrl(notice.origin, notice.token),
    total,
    validUntil: quote.valid_until,
    sender: notice.sender ?? null,
    message: notice.message,
  });
  return enqueueEmail(tx, {
    kind: "quote_sent",
    to,
    ...email,
    fromName,
    replyTo,
    attachments: [
      {
        filename: notice.pdf.filename,
        contentType: "application/pdf",
        contentBase64: Buffer.from(notice.pdf.content).toString("base64"),
      },
    ],
  });
}

/**
 * The quote's e-mail to its homeowner, addressed and rendered: what a send queues and what the send
 * dialog's preview shows (decision 169), one template for both. 400 without the customer's address.
 */
export async function quoteSentContent(
  tx: Tx,
  quoteId: number,
  facts: {
    link: string;
    total: number;
    validUntil: Date;
    sender: { first_name: string; last_name: string; email: string | null } | null;
    message?: string | null;
  },
) {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      quote_number: true,
      dealer: { select: { company_name: true, phone: true, email: true, website: true } },
      customer: { select: { first_name: true, email: true } },
    },
  });
  const to = quote.customer?.email?.trim();
  if (!to || !quote.customer) throw badRequest("The quote's customer needs an e-mail address.");
  const email = await quoteSentEmail({
    dealer: quote.dealer ?? { company_name: "Your dealer" },
    customerFirstName: quote.customer.first_name,
    quoteNumber: quote.quote_number ?? `#${quoteId}`,
    total: facts.total,
    validUntil: facts.validUntil,
    link: facts.link,
    message: facts.message?.trim() || null,
    senderName: facts.sender ? `${facts.sender.first_name} ${facts.sender.last_name}`.trim() : null,
  });
  return {
    to,
    email,
    fromName: quote.dealer?.company_name ?? null,
    replyTo: facts.sender?.email?.trim() || quote.dealer?.email || null,
  };
}
