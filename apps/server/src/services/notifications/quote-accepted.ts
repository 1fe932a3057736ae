import { enqueueEmail } from "../../mail/queue.js";
import { quoteAcceptedEmail } from "../../mail/emails.js";
import { formatDate } from "../../mail/templates/format.js";
import type { QuoteDocument } from "../documents/quote-document.js";
import { pdfFileName } from "../documents/quote-pdf-loader.js";
import { addressOf, type Tx } from "./recipients.js";

export interface QuoteAcceptedNotice {
  quoteId: number;
  /** The document as signed, and what the signature is bound to. */
  document: QuoteDocument;
  documentSha256: string;
  signerName: string;
  signedAt: Date;
  /** Who sent the quote: the homeowner's replies go to them (else to the dealer). */
  senderId: number | null;
}

/**
 * Confirms the homeowner's acceptance to them, in the dealer's name (decision 167): the signature's
 * facts, the total and the deposit due, and the signed quote as a PDF, rendered from the document as
 * it was signed when the e-mail is delivered (decision 147: never inside this transaction). Returns
 * the job id, or null when the customer has no address any more.
 */
export async function notifyQuoteAccepted(tx: Tx, notice: QuoteAcceptedNotice): Promise<number | null> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      dealer: { select: { company_name: true, phone: true, email: true, website: true } },
      customer: { select: { first_name: true, email: true } },
    },
  });
  const to = quote.customer ? addressOf(quote.customer) : null;
  if (!to || !quote.customer) return null;
  const sender =
    notice.senderId === null
      ? null
      : await tx.user.findUnique({ where: { id: notice.senderId }, select: { email: true } });
  const { document } = notice;
  const signedAt = `${formatDate(notice.signedAt)} at ${notice.signedAt.toISOString().slice(11, 16)} UTC`;
  const email = await quoteAcceptedEmail({
    dealer: quote.dealer ?? { company_name: document.dealer.company_name },
    customerFirstName: quote.customer.first_name,
    quoteNumber: document.quote.number,
    signerName: notice.signerName,
    signedAt,
    total: document.totals.total,
    deposit: document.totals.deposit ?? null,
  });
  return enqueueEmail(tx, {
    kind: "quote_accepted",
    to,
    ...email,
    fromName: quote.dealer?.company_name ?? null,
    replyTo: (sender && addressOf(sender)) || quote.dealer?.email || null,
    attachments: [
      {
        filename: pdfFileName(document.quote.number).replace(/\.pdf$/, "-signed.pdf"),
        contentType: "application/pdf",
        render: {
          kind: "signed_quote",
          document,
          signature: {
            signer_name: notice.signerName,
            signed_at: notice.signedAt.toISOString(),
            document_sha256: notice.documentSha256,
          },
        },
      },
    ],
  });
}
