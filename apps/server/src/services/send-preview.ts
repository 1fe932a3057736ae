import type { Agent, TSendPreview } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { notFound } from "../http/errors.js";
import { panelOrigin } from "../mail/origin.js";
import { loadQuoteDocument } from "./documents/quote-document.js";
import { pdfFileName } from "./documents/quote-pdf-loader.js";
import { quoteSentContent } from "./notifications/quote-sent.js";
import { validUntilFrom } from "./quote-sharing.js";
import { quoteScope } from "./scope.js";

/** Where the preview's link points: the real one is made when the quote is sent. */
export const PREVIEW_LINK_PATH = "/q/the-private-link-made-when-you-send";

/**
 * The e-mail Send to Customer would write now (decision 169): the same template and the same facts
 * (the customer total as the send freezes it, the validity counted from today, the sender's note and
 * reply address), with a stand-in for the link. Nothing is changed, sent or kept.
 */
export async function previewSendEmail(
  prisma: PrismaClient,
  agent: Agent,
  quoteId: number,
  message: string | null | undefined,
): Promise<TSendPreview> {
  const visible = await prisma.quote.count({ where: { id: quoteId, ...quoteScope(agent) } });
  const now = new Date();
  const document = visible ? await loadQuoteDocument(prisma, quoteId, { now, sending: true }) : null;
  if (!document) throw notFound();
  const quote = await prisma.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: { dealer: { select: { quote_validity_days: true } } },
  });
  const { to, email, fromName, replyTo } = await quoteSentContent(prisma, quoteId, {
    link: `${panelOrigin()}${PREVIEW_LINK_PATH}`,
    total: document.totals.total,
    validUntil: validUntilFrom(now, quote.dealer?.quote_validity_days ?? 30),
    sender: agent,
    message,
  });
  return {
    to,
    from_name: fromName,
    reply_to: replyTo,
    ...email,
    attachment: pdfFileName(document.quote.number),
  };
}
