import { panelOrigin } from "../../mail/origin.js";
import { priceBookPublishedEmail } from "../../mail/emails.js";
import { dealerManagers, type Tx } from "./recipients.js";
import { tell } from "./deliver.js";
import { formatDate } from "../../mail/templates/format.js";

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
  const none = { count: 0, changed: 0, totalBefore: 0, totalAfter: 0 };
  let queued = 0;
  // One notice per dealer's managers: each reads its own dealer's drafts.
  for (const dealerId of new Set(recipients.map((recipient) => recipient.dealer_id))) {
    const drafts = notice.drafts.get(dealerId) ?? none;
    queued += await tell(
      tx,
      recipients.filter((recipient) => recipient.dealer_id === dealerId),
      {
        event: "price_book_published",
        title: `New prices take effect on ${formatDate(notice.effectiveAt)}`,
        body: `${drafts.changed} of your ${drafts.count} open drafts change.`,
        link: "/panel/quotes",
        email: (recipient) =>
          priceBookPublishedEmail({
            recipientFirstName: recipient.first_name,
            dealerName: names.get(dealerId) ?? "your company",
            version: notice.version,
            effectiveAt: notice.effectiveAt,
            sections: notice.sections,
            drafts,
            link: `${origin}/panel/quotes`,
          }),
      },
    );
  }
  return queued;
}
