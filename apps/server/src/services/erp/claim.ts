import { ERP_PUSH_STATUSES } from "@screens/domain";
import { Prisma, type PrismaClient } from "../../db/client.js";

/**
 * How long a push holds its order. Longer than the HTTP connector's timeout (15 s) with room to
 * record the answer: a live push never loses its claim, and a push whose process died mid-call
 * frees the order by itself after this long (docs/security.md, "ERP push").
 */
export const ERP_CLAIM_MS = 2 * 60 * 1000;

// `timestamp(3)` columns hold UTC: compare and store in UTC whatever the session's time zone.
const DB_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/**
 * Claims the order for one push, in one statement: only an unpushed order in a pushable status
 * whose earlier claim is absent or expired. Of any number of concurrent callers exactly one gets
 * true; the ERP is called only by that one.
 */
export async function claimOrderForErp(prisma: PrismaClient, orderId: number): Promise<boolean> {
  const claimed = await prisma.$executeRaw`
    UPDATE orders
       SET erp_claimed_until = ${DB_NOW} + ${ERP_CLAIM_MS}::int * interval '1 millisecond'
     WHERE id = ${orderId}
       AND netsuite_id IS NULL
       AND status IN (${Prisma.join([...ERP_PUSH_STATUSES])})
       AND (erp_claimed_until IS NULL OR erp_claimed_until < ${DB_NOW})`;
  return claimed === 1;
}

/** Gives the claim back after a failed push, so staff can retry at once. */
export async function releaseErpClaim(prisma: PrismaClient, orderId: number): Promise<void> {
  await prisma.order.updateMany({ where: { id: orderId }, data: { erp_claimed_until: null } });
}
