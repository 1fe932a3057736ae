import { sql } from "kysely";
import { ERP_PUSH_STATUSES } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../../db/typed-sql.js";

/**
 * How long a push holds its order. Longer than the HTTP connector's timeout (15 s) with room to
 * record the answer: a live push never loses its claim, and a push whose process died mid-call
 * frees the order by itself after this long (docs/security.md, "ERP push").
 */
export const ERP_CLAIM_MS = 2 * 60 * 1000;

// `timestamp(3)` columns hold UTC: compare and store in UTC whatever the session's time zone.
const DB_NOW = sql<Date>`(now() AT TIME ZONE 'UTC')`;

const CLAIM = prepare<{ orderId: number }>("erp-claim-order").build((value) =>
  sqlBuilder
    .updateTable("orders")
    .set({ erp_claimed_until: sql<Date>`${DB_NOW} + ${sql.lit(ERP_CLAIM_MS)} * interval '1 millisecond'` })
    .where("id", "=", value("orderId"))
    .where("netsuite_id", "is", null)
    .where("status", "in", [...ERP_PUSH_STATUSES])
    .where((eb) => eb.or([eb("erp_claimed_until", "is", null), eb("erp_claimed_until", "<", DB_NOW)]))
    .returning("id"),
);

const RELEASE = prepare<{ orderId: number }>("erp-release-order").build((value) =>
  sqlBuilder.updateTable("orders").set({ erp_claimed_until: null }).where("id", "=", value("orderId")),
);

/**
 * Claims the order for one push, in one statement: only an unpushed order in a pushable status
 * whose earlier claim is absent or expired. Of any number of concurrent callers exactly one gets
 * true; the ERP is called only by that one.
 */
export async function claimOrderForErp(prisma: PrismaClient, orderId: number): Promise<boolean> {
  const claimed = await runStatement(prisma, CLAIM, { orderId });
  return claimed.length === 1;
}

/** Gives the claim back after a failed push, so staff can retry at once. */
export async function releaseErpClaim(prisma: PrismaClient, orderId: number): Promise<void> {
  await runStatement(prisma, RELEASE, { orderId });
}
