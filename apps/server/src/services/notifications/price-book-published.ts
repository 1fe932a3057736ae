import { enqueueEmail } from "../../mail/queue.js";
import { panelOrigin } from "../../mail/origin.js";
import { priceBookPublishedEmail } from "../../mail/emails.js";
import { dealerManagers, type Tx } from "./recipients.js";

export interface PriceBookPublishedNotice {
  version: string;
  effectiveAt: Date;
  /** What changes, the same for every dealer: "Motors and cords: 24 prices". */
  sections: string[];
  /** Each dealer's open drafts re-priced with the version (the impact preview), by dealer id. */
  drafts: Map<number, { count: number; changed: number; totalBefore: number; totalAfter: number }>;
  origin?: string;
}

/**
 * Tells every active dealer's admins and sales managers that new prices take effect, and what they
 * do to that dealer's own open drafts (decision 148). Returns how many e-mails were queued.
 */
export async function notifyPriceBookPublished(tx: Tx, notice: PriceBookPublishedNotice): Promise<number> {
  const recipients = await dealerManagers(tx);
  const dealers = await tx.dealer.findMany({
    where: { id: { in: [...new Set(recipients.map((r) => r.dealer_id))] } },
    select: { id: true, company_name: true },
  });
  const names = new Map(dealers.map((dealer) => [dealer.id, dealer.company_name]));
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  for (const recipient of recipients) {
    const email = await priceBookPublishedEmail({
      recipientFirstName: recipient.first_name,
      dealerName: names.get(recipient.dealer_id) ?? "your company",
      version: notice.version,
      effectiveAt: notice.effectiveAt,
      sections: notice.sections,
      drafts: notice.drafts.get(recipient.dealer_id) ?? {
        count: 0,
        changed: 0,
        totalBefore: 0,
        totalAfter: 0,
      },
      link: `${origin}/panel/quotes`,
    });
    await enqueueEmail(tx, { kind: "price_book_published", to: recipient.email, ...email });
  }
  return recipients.length;
}
