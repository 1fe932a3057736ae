import { digestAllowed, type NotificationEmailChoice, type NotificationEvent } from "@screens/domain";
import { enqueueEmail, type QueuedEmail } from "../../mail/queue.js";
import { addressOf, type Recipient, type Tx } from "./recipients.js";

export interface Notice {
  event: NotificationEvent;
  /** The panel's line: "Maria Lopez accepted quote Q-10012". */
  title: string;
  body?: string | null;
  /** A panel path: "/panel/quotes/12". */
  link: string;
  quoteId?: number | null;
  /** One recipient's e-mail, rendered only for those who receive it at once. */
  email: (recipient: Recipient) => Promise<Omit<QueuedEmail, "to" | "kind">>;
  /** The queued e-mail's kind (default: the event). */
  kind?: string;
}

/** Each recipient's choice for the event: no row is the default, an e-mail at once. */
export async function emailChoices(
  tx: Tx,
  event: NotificationEvent,
  userIds: number[],
): Promise<Map<number, NotificationEmailChoice>> {
  const rows =
    userIds.length === 0
      ? []
      : await tx.notificationPreference.findMany({
          where: { event, user_id: { in: userIds } },
          select: { user_id: true, email: true },
        });
  const choices = new Map<number, NotificationEmailChoice>(userIds.map((id) => [id, "immediate"]));
  for (const row of rows) {
    const choice = row.email as NotificationEmailChoice;
    // Only the approvers' event waits for a digest; a stray "digest" elsewhere is an e-mail at once.
    choices.set(row.user_id, choice === "digest" && !digestAllowed(event) ? "immediate" : choice);
  }
  return choices;
}

/**
 * Tells each recipient (decision 165): a row of its notifications (the panel's bell), and by e-mail
 * as it chose for the event: at once (queued in the caller's transaction, like every e-mail), in the
 * daily digest (decision 166), or not. A recipient without an address is told in the panel only.
 * Returns how many e-mails were queued now.
 */
export async function tell(tx: Tx, recipients: Recipient[], notice: Notice): Promise<number> {
  const unique = [...new Map(recipients.map((recipient) => [recipient.id, recipient])).values()];
  const choices = await emailChoices(
    tx,
    notice.event,
    unique.map((recipient) => recipient.id),
  );
  let queued = 0;
  const rows: Array<{ user_id: number; email: string }> = [];
  for (const recipient of unique) {
    const to = addressOf(recipient);
    const choice = choices.get(recipient.id) ?? "immediate";
    if (to && choice === "immediate") {
      await enqueueEmail(tx, { kind: notice.kind ?? notice.event, to, ...(await notice.email(recipient)) });
      queued += 1;
      rows.push({ user_id: recipient.id, email: "sent" });
    } else rows.push({ user_id: recipient.id, email: to && choice === "digest" ? "digest" : "none" });
  }
  if (rows.length > 0)
    await tx.notification.createMany({
      data: rows.map((row) => ({
        ...row,
        event: notice.event,
        title: notice.title.slice(0, 300),
        body: notice.body?.slice(0, 1000) ?? null,
        link: notice.link,
        quote_id: notice.quoteId ?? null,
      })),
    });
  return queued;
}
