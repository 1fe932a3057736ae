import { DIGEST_HOUR, QUOTE_STATUS_LABELS, RECORD_STATUS } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { enqueueEmail } from "../../mail/queue.js";
import { panelOrigin } from "../../mail/origin.js";
import { quoteSubmittedDigestEmail } from "../../mail/emails.js";
import { addressOf } from "./recipients.js";
import { digestZone } from "./inbox.js";

/** The offset of `zone` from UTC at `instant`, in milliseconds (wall time minus UTC). */
function zoneOffsetMs(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall time in `zone` (the later one when a clock change repeats it). */
function zonedInstant(zone: string, year: number, month: number, day: number, hour: number): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - zoneOffsetMs(zone, wall);
  return wall - zoneOffsetMs(zone, first);
}

/** The latest DIGEST_HOUR o'clock in `zone` at or before `now`: a digest holds what came before it. */
export function lastDigestTime(zone: string, now: Date): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(zone, now.getTime()));
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  let at = zonedInstant(zone, year, month, day, DIGEST_HOUR);
  if (at > now.getTime()) {
    const yesterday = new Date(Date.UTC(year, month - 1, day - 1));
    at = zonedInstant(
      zone,
      yesterday.getUTCFullYear(),
      yesterday.getUTCMonth() + 1,
      yesterday.getUTCDate(),
      DIGEST_HOUR,
    );
  }
  return new Date(at);
}

/** Another process claimed some of the rows first: this one leaves them (and its transaction). */
class ClaimedElsewhere extends Error {}

/**
 * Sends each approver who chose the daily digest (decision 166) one e-mail with the submitted quotes
 * it was told of before its latest 7:00, in its time zone: due rows are marked `digested` and the
 * e-mail queued in one transaction, so a digest goes once however many processes run this, and a
 * later run (or the next day's) holds only what came after. Returns how many digests were queued.
 */
export async function sendDueDigests(
  prisma: PrismaClient,
  now = new Date(),
  origin = panelOrigin(),
): Promise<number> {
  const waiting = await prisma.notification.groupBy({ by: ["user_id"], where: { email: "digest" } });
  let sent = 0;
  for (const { user_id } of waiting) {
    const [user, preference] = await Promise.all([
      prisma.user.findUnique({
        where: { id: user_id },
        select: { first_name: true, email: true, status: true, time_zone: true },
      }),
      prisma.notificationPreference.findUnique({
        where: { user_id_event: { user_id, event: "quote_submitted" } },
        select: { time_zone: true },
      }),
    ]);
    const before = lastDigestTime(
      digestZone({ time_zone: user?.time_zone ?? null }, preference?.time_zone),
      now,
    );
    try {
      sent += await prisma.$transaction(async (tx) => {
        const due = await tx.notification.findMany({
          where: { user_id, email: "digest", created_at: { lt: before } },
          orderBy: { id: "asc" },
        });
        if (due.length === 0) return 0;
        const claimed = await tx.notification.updateMany({
          where: { id: { in: due.map((row) => row.id) }, email: "digest" },
          data: { email: "digested" },
        });
        if (claimed.count !== due.length) throw new ClaimedElsewhere();
        const to = user && user.status === RECORD_STATUS.ACTIVE ? addressOf(user) : null;
        // A user who left, or has no address any more, has them in the panel only.
        if (!user || !to) return 0;
        const quoteIds = due.flatMap((row) => (row.quote_id === null ? [] : [row.quote_id]));
        const statuses = new Map(
          (
            await tx.quote.findMany({ where: { id: { in: quoteIds } }, select: { id: true, status: true } })
          ).map((quote) => [quote.id, QUOTE_STATUS_LABELS[quote.status] ?? String(quote.status)]),
        );
        const base = origin.replace(/\/+$/, "");
        const email = await quoteSubmittedDigestEmail({
          recipientFirstName: user.first_name,
          items: due.map((row) => ({
            title: row.title,
            body: row.body,
            status: (row.quote_id !== null && statuses.get(row.quote_id)) || "Unknown",
            link: `${base}${row.link}`,
          })),
          link: `${base}/panel/quotes?status=30`,
        });
        await enqueueEmail(tx, { kind: "quote_submitted_digest", to, ...email });
        return 1;
      });
    } catch (error) {
      if (!(error instanceof ClaimedElsewhere)) throw error;
    }
  }
  return sent;
}
