import { QUOTE_STATUS } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { openSealed } from "../../auth/totp-secrets.js";
import { enqueueEmail } from "../../mail/queue.js";
import { quoteReminderEmail } from "../../mail/emails.js";
import { panelOrigin, shareLinkUrl } from "../../mail/origin.js";
import { num } from "../convert.js";
import { recordStatusChange } from "../audit.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes this long before the quote's valid-until date ends (decision 184). */
export const REMINDER_BEFORE_MS = 3 * DAY_MS;
/** A link younger than this is not reminded: a quote sent with a short validity was just read. */
export const REMINDER_MIN_AGE_MS = DAY_MS;

/**
 * The reminder before a sent quote expires (decision 184, product rule R46): once per link, to the
 * homeowner of a quote still waiting for their answer (status 10) whose validity ends within
 * REMINDER_BEFORE_MS, when its dealer has not turned reminders off. In the dealer's name, replies to
 * the rep who sent it (decision 138), with the same live link. Each link is claimed by a conditional
 * UPDATE in the transaction that queues its e-mail, so several processes remind once; a withdrawal
 * meanwhile (which ends the link under its row lock) leaves nothing to claim. Answers how many.
 */
export async function sendDueReminders(prisma: PrismaClient, now: Date): Promise<number> {
  const due = await prisma.quoteShareLink.findMany({
    where: {
      revoked_at: null,
      decided_at: null,
      reminded_at: null,
      token_sealed: { not: null },
      expires_at: { gt: now },
      created_at: { lte: new Date(now.getTime() - REMINDER_MIN_AGE_MS) },
      quote: {
        status: QUOTE_STATUS.CUSTOMER_APPROVAL,
        valid_until: { gt: now, lte: new Date(now.getTime() + REMINDER_BEFORE_MS) },
        dealer: { expiry_reminder: true },
      },
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 200,
  });
  let sent = 0;
  for (const { id } of due) if (await remindOne(prisma, id, now)) sent++;
  return sent;
}

async function remindOne(prisma: PrismaClient, linkId: number, now: Date): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    // The claim: still standing, still unreminded, its quote still with the customer, reminders on.
    const claimed = await tx.quoteShareLink.updateMany({
      where: {
        id: linkId,
        revoked_at: null,
        decided_at: null,
        reminded_at: null,
        expires_at: { gt: now },
        quote: { status: QUOTE_STATUS.CUSTOMER_APPROVAL, dealer: { expiry_reminder: true } },
      },
      data: { reminded_at: now },
    });
    if (claimed.count !== 1) return false;
    const link = await tx.quoteShareLink.findUniqueOrThrow({
      where: { id: linkId },
      select: {
        token_sealed: true,
        created_by: true,
        quote: {
          select: {
            id: true,
            quote_number: true,
            sale_price: true,
            valid_until: true,
            customer: { select: { first_name: true, email: true } },
            dealer: { select: { company_name: true, phone: true, email: true, website: true } },
          },
        },
      },
    });
    const { quote } = link;
    const to = quote.customer?.email?.trim();
    // Nowhere to write or nothing to link: the claim stands, so it is not tried again.
    if (!to || !quote.dealer || !quote.valid_until || !link.token_sealed) return false;
    const sender =
      link.created_by === null
        ? null
        : await tx.user.findUnique({ where: { id: link.created_by }, select: { email: true } });
    const email = await quoteReminderEmail({
      dealer: quote.dealer,
      customerFirstName: quote.customer?.first_name ?? "",
      quoteNumber: quote.quote_number ?? `#${quote.id}`,
      total: num(quote.sale_price),
      validUntil: quote.valid_until,
      link: shareLinkUrl(panelOrigin(), openSealed(link.token_sealed)),
    });
    await enqueueEmail(tx, {
      kind: "quote_reminder",
      to,
      ...email,
      fromName: quote.dealer.company_name,
      replyTo: sender?.email?.trim() || quote.dealer.email,
    });
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: quote.id,
      from_status: QUOTE_STATUS.CUSTOMER_APPROVAL,
      to_status: QUOTE_STATUS.CUSTOMER_APPROVAL,
      user_id: null,
      actor: "system",
      event: "reminder_sent",
      note: `Reminder e-mailed to ${to}`,
    });
    return true;
  });
}
