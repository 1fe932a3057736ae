import type { Prisma } from "../db/client.js";

/** Every change of status is written down with who and when. */
export async function recordStatusChange(
  tx: Prisma.TransactionClient,
  entry: {
    entity: "quote" | "order";
    entity_id: number;
    from_status: number | null;
    to_status: number;
    user_id: number;
    note?: string;
  },
): Promise<void> {
  await tx.statusChange.create({ data: entry });
}
