import type { Prisma } from "../db/client.js";
import { lockRow } from "../db/row-locks.js";

/**
 * Takes the quote's row lock for the rest of the transaction. Every change of a quote's status or
 * content takes it first, so a status check and the change it guards cannot interleave with
 * another transaction (an edit racing a submit or an approval, say).
 */
export async function lockQuote(tx: Prisma.TransactionClient, quoteId: number): Promise<void> {
  await lockRow(tx, "quotes", quoteId);
}
