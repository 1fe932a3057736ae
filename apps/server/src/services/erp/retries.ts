import type { Prisma, PrismaClient } from "../../db/client.js";
import { claimOrderForErp, releaseErpClaim } from "./claim.js";
import { ErpError, type ErpConnector, type ErpOrderPayload } from "./connector.js";
import { RetryableErpError } from "./netsuite-connector.js";

/**
 * Retries of a push the ERP could not take for a while (docs/decisions/174-erp-push-retries.md):
 * down, busy (429) or unreachable. The push's row in `erp_pushes` is the job: its payload, attempts
 * and next attempt. A refusal (4xx: bad data) is not retried: staff fix it and push again.
 */
export const ERP_MAX_ATTEMPTS = 5;
/** After the 1st, 2nd, 3rd and 4th failed attempt. */
const DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export function retryDelayMs(attempts: number): number {
  return DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1] ?? 60_000;
}

/** Records a failed push: "retrying" with its next attempt while it may still succeed, else "failed". */
export async function recordFailedPush(
  db: PrismaClient | Prisma.TransactionClient,
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
  return { message, nextAttemptAt };
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
 * One pass of the retries: every push due again, each under the order's claim (a push by staff at
 * the same moment runs once, whichever claims first). Answers how many were pushed.
 */
export async function retryDueErpPushes(
  prisma: PrismaClient,
  erp: ErpConnector,
  now = new Date(),
): Promise<number> {
  const due = await prisma.erpPush.findMany({
    where: { status: "retrying", next_attempt_at: { lte: now }, order: { netsuite_id: null } },
    orderBy: { next_attempt_at: "asc" },
    take: 20,
  });
  let pushed = 0;
  for (const row of due) {
    if (!(await claimOrderForErp(prisma, row.order_id))) continue;
    const payload = row.payload as unknown as ErpOrderPayload;
    try {
      const { externalId } = await erp.push(payload, row.idempotency_key);
      await recordPushed(prisma, {
        orderId: row.order_id,
        key: row.idempotency_key,
        connector: erp.name,
        payload: row.payload as object,
        externalId,
        userId: null,
      });
      pushed += 1;
    } catch (error) {
      await recordFailedPush(prisma, {
        orderId: row.order_id,
        key: row.idempotency_key,
        connector: erp.name,
        payload: row.payload as object,
        error,
        userId: null,
        now,
      });
      await releaseErpClaim(prisma, row.order_id);
    }
  }
  return pushed;
}

/** Runs the retries every minute (unref'd: never holds the process open). */
export function startErpRetries(
  prisma: PrismaClient,
  erp: ErpConnector,
  options: { log: (message: string, error: unknown) => void; everyMs?: number },
): () => void {
  const timer = setInterval(() => {
    retryDueErpPushes(prisma, erp).catch((error: unknown) => options.log("ERP push retries failed", error));
  }, options.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
