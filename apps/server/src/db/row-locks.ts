import type { Prisma } from "./client.js";
import { prepare, runStatement, sqlBuilder, type Statement } from "./typed-sql.js";

type Id = { id: number };

// One typed statement per table whose row serves as a lock (built once, decision 008).
const LOCKS = {
  quotes: prepare<Id>("").build((value) =>
    sqlBuilder.selectFrom("quotes").select("id").where("id", "=", value("id")).forUpdate(),
  ),
  orders: prepare<Id>("").build((value) =>
    sqlBuilder.selectFrom("orders").select("id").where("id", "=", value("id")).forUpdate(),
  ),
  dealers: prepare<Id>("").build((value) =>
    sqlBuilder.selectFrom("dealers").select("id").where("id", "=", value("id")).forUpdate(),
  ),
  quote_share_links: prepare<Id>("").build((value) =>
    sqlBuilder.selectFrom("quote_share_links").select("id").where("id", "=", value("id")).forUpdate(),
  ),
} satisfies Record<string, Statement<Id, { id: number }>>;

/**
 * Takes a row's lock for the rest of the transaction (`SELECT ... FOR UPDATE`): the changes that
 * take the same row's lock run one after the other, so a check and the change it guards cannot
 * interleave with another transaction's. Which row guards what is said where it is taken.
 */
export async function lockRow(
  tx: Prisma.TransactionClient,
  table: keyof typeof LOCKS,
  id: number,
): Promise<void> {
  await runStatement(tx, LOCKS[table], { id });
}
