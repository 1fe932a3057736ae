// E-mails that go at a time rather than with a change: the approvers' daily digest (decision 166)
// and the homeowner's reminder before a sent quote expires (decision 184).
// Run like the sweeper (decision 087): at start and then on an unref'd timer, in every process; each
// task claims its rows in the transaction that queues the e-mail, so several processes send once.
import type { PrismaClient } from "../db/client.js";
import { sendDueDigests } from "./notifications/digest.js";
import { sendDueReminders } from "./notifications/quote-reminder.js";

/** How often main.ts looks for due digests: a digest leaves within this long after 7:00. */
export const SCHEDULED_MAIL_INTERVAL_MS = 10 * 60 * 1000;

export interface ScheduledMailResult {
  digests: number;
  reminders: number;
}

/** Queues every scheduled e-mail due at `now` (tests move the clock through this). */
export async function runScheduledMail(prisma: PrismaClient, now = new Date()): Promise<ScheduledMailResult> {
  const digests = await sendDueDigests(prisma, now);
  return { digests, reminders: await sendDueReminders(prisma, now) };
}

/** Runs now and then every `intervalMs`; a failed run is logged and tried at the next tick. Returns stop. */
export function startScheduledMail(
  prisma: PrismaClient,
  options: { intervalMs?: number; log?: (message: string, error: unknown) => void } = {},
): () => void {
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const run = () => {
    runScheduledMail(prisma).catch((error: unknown) => log("Scheduled e-mails failed:", error));
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? SCHEDULED_MAIL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
