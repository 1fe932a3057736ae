import type { PrismaClient } from "../../db/client.js";
import { enqueue, type JobHandler } from "../../jobs/queue.js";
import type { JobPayloads } from "../../jobs/kinds.js";
import { claimOrderForErp, releaseErpClaim } from "./claim.js";
import { ErpError, erpPayloadProblems, isErpOrderPayload, type ErpConnector } from "./connector.js";
import { RetryableErpError } from "./netsuite-connector.js";

/**
 * Retries of a push the ERP could not take for a while (docs/decisions/174-erp-push-retries.md):
 * down, busy (429) or unreachable. The push's row in `erp_pushes` keeps its payload, attempts and
 * next attempt (what the order page shows, decision 186); each next try is a job of kind "erp.push"
 * on the one queue (decision 200), enqueued with the failure. A refusal (4xx: bad data) is not
 * retried: staff fix it and push again.
 */
export const ERP_MAX_ATTEMPTS = 5;
/** After the 1st, 2nd, 3rd and 4th failed attempt. */
const DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export function retryDelayMs(attempts: number): number {
  return DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1] ?? 60_000;
}

/**
 * Records a failed push: "retrying" with its next attempt while it may still succeed (and the job
 * of that try, in the same transaction), else "failed".
 */
export async function recordFailedPush(
  prisma: PrismaClient,
  push: {
    orderId: number;
    key: string;
    connector: string;
    payload: object;
    error: unknown;
    userId: number | null;
    now?: Date;
  },
): Promise<{ message: string; nextAttemptAt: Date | null }> {
  const message = push.error instanceof ErpError ? push.error.message : "The ERP push failed.";
  return prisma.$transaction(async (db) => {
    const previous = await db.erpPush.findUnique({
      where: { idempotency_key: push.key },
      select: { attempts: true },
    });
    const attempts = (previous?.attempts ?? 0) + 1;
    const nextAttemptAt =
      push.error instanceof RetryableErpError && attempts < ERP_MAX_ATTEMPTS
        ? new Date((push.now ?? new Date()).getTime() + retryDelayMs(attempts))
        : null;
    const fields = {
      connector: push.connector,
      payload: push.payload,
      status: nextAttemptAt ? "retrying" : "failed",
      error: message,
      attempts,
      next_attempt_at: nextAttemptAt,
    };
    await db.erpPush.upsert({
      where: { idempotency_key: push.key },
      create: { order_id: push.orderId, idempotency_key: push.key, created_by: push.userId, ...fields },
      update: push.userId === null ? fields : { ...fields, created_by: push.userId },
    });
    // The next try: one job per attempt number (a push by staff meanwhile makes the old one void).
    if (nextAttemptAt) {
      await enqueue(
        db,
        "erp.push",
        { key: push.key, attempts },
        { runAt: nextAttemptAt, uniqueKey: `erp.push:${push.key}:${attempts}` },
      );
    }
    return { message, nextAttemptAt };
  });
}

/** Records a push the ERP took: the push row and the order's `netsuite_id`, the claim let go. */
export async function recordPushed(
  prisma: PrismaClient,
  push: {
    orderId: number;
    key: string;
    connector: string;
    payload: object;
    externalId: string;
    userId: number | null;
  },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const fields = {
      connector: push.connector,
      payload: push.payload,
      status: "pushed",
      external_id: push.externalId,
      error: null,
      next_attempt_at: null,
    };
    await tx.erpPush.upsert({
      where: { idempotency_key: push.key },
      create: { order_id: push.orderId, idempotency_key: push.key, created_by: push.userId, ...fields },
      update: fields,
    });
    await tx.order.update({
      where: { id: push.orderId },
      data: { netsuite_id: push.externalId, erp_claimed_until: null },
    });
  });
}

/**
 * The "erp.push" job's handler: tries the push again under the order's claim (a push by staff at the
 * same moment runs once, whichever claims first). A job whose push has moved on (pushed, failed for
 * good, or tried again by staff since: another attempt number) does nothing. The ERP's failure is
 * the push's (its row, and the next try's job); the job itself fails only when the database does.
 */
export function erpPushJobHandler(
  prisma: PrismaClient,
  erp: ErpConnector,
): JobHandler<JobPayloads["erp.push"]> {
  return {
    async run(job) {
      const row = await prisma.erpPush.findUnique({ where: { idempotency_key: job.payload.key } });
      if (!row || row.status !== "retrying" || row.attempts !== job.payload.attempts) return;
      if (!(await claimOrderForErp(prisma, row.order_id))) return;
      const payload = row.payload;
      let externalId: string;
      try {
        // A stored payload that no longer fits is not sent: the push fails with the reason, for staff
        // to push the order again (a new payload).
        if (!isErpOrderPayload(payload))
          throw new ErpError(
            `The push's stored payload no longer fits the ERP payload (${erpPayloadProblems(payload).join("; ")}): push the order again.`,
          );
        externalId = (await erp.push(payload, row.idempotency_key)).externalId;
      } catch (error) {
        await recordFailedPush(prisma, {
          orderId: row.order_id,
          key: row.idempotency_key,
          connector: erp.name,
          payload: row.payload as object,
          error,
          userId: null,
        });
        await releaseErpClaim(prisma, row.order_id);
        return;
      }
      await recordPushed(prisma, {
        orderId: row.order_id,
        key: row.idempotency_key,
        connector: erp.name,
        payload: row.payload as object,
        externalId,
        userId: null,
      });
    },
  };
}
