import type { Prisma } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";

const LOCK_QUOTE = prepare<{ id: number }>("").build((value) =>
  sqlBuilder.selectFrom("quotes").select("id").where("id", "=", value("id")).forUpdate(),
);

/**
 * Takes the quote's row lock for the rest of the transaction. Every change of a quote's status or
 * content takes it first, so a status check and the change it guards cannot interleave with
 * another transaction (an edit racing a submit or an approval, say).
 */
export async function lockQuote(tx: Prisma.TransactionClient, quoteId: number): Promise<void> {
  await runStatement(tx, LOCK_QUOTE, { id: quoteId });
}
