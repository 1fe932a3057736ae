import type { Prisma } from "../db/client.js";

/** Who changed a status when no panel user did (the schema's `status_changes.actor`). */
export type StatusChangeActor = "customer" | "erp" | "system";

/** Every change of status is written down with who and when. */
export async function recordStatusChange(
  tx: Prisma.TransactionClient,
  entry: {
    entity: "quote" | "order";
    entity_id: number;
    from_status: number | null;
    to_status: number;
    /** The panel user who made the change; null with `actor` for the customer and machines. */
    user_id: number | null;
    actor?: StatusChangeActor;
    /** The customer's decline reason, or another short reason. */
    note?: string | null;
    /** A change within the status (from = to), such as the selling price (decision 131). */
    event?: string | null;
  },
): Promise<void> {
  await tx.statusChange.create({ data: entry });
}
