// E-mails that go at a time rather than with a change: the approvers' daily digest (decision 166)
// and the homeowner's reminder before a sent quote expires (decision 184).
// A periodic job of the one queue (decision 200), every 10 minutes, run by one process per period;
// each task still claims its rows in the transaction that queues the e-mail, so a run retried or
// overlapping another sends once.
import type { PrismaClient } from "../db/client.js";
import type { JobHandler } from "../jobs/queue.js";
import type { JobPayloads } from "../jobs/kinds.js";
import { sendDueDigests } from "./notifications/digest.js";
import { sendDueReminders } from "./notifications/quote-reminder.js";

export interface ScheduledMailResult {
  digests: number;
  reminders: number;
}

/** Queues every scheduled e-mail due at `now` (tests move the clock through this). */
export async function runScheduledMail(prisma: PrismaClient, now = new Date()): Promise<ScheduledMailResult> {
  const digests = await sendDueDigests(prisma, now);
  return { digests, reminders: await sendDueReminders(prisma, now) };
}

/** The "scheduled-mail" job's handler: one run, now (jobs/kinds.ts sets the period). */
export function scheduledMailJobHandler(prisma: PrismaClient): JobHandler<JobPayloads["scheduled-mail"]> {
  return {
    async run() {
      await runScheduledMail(prisma);
    },
  };
}
