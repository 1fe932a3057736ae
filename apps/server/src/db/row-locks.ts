import type { Prisma } from "./client.js";
import { sql } from "kysely";
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

const LOCK_NAME = prepare<{ name: string }>("").build((value) =>
  // `IS NULL`: the lock function answers void, which the runner cannot read; this answers a boolean.
  sqlBuilder.selectNoFrom(
    sql<boolean>`pg_advisory_xact_lock(hashtext(${value("name")})) IS NULL`.as("locked"),
  ),
);

/**
 * Takes a named lock for the rest of the transaction (a transaction-scoped advisory lock): for a rule
 * that no one row guards, such as one publication of a price book at a time or one first seed of an
 * empty database among processes starting together.
 */
export async function lockName(tx: Prisma.TransactionClient, name: string): Promise<void> {
  await runStatement(tx, LOCK_NAME, { name });
}

const MOVE_ACCOUNTS_SEQUENCE = prepare<Record<string, never>>("").build(() =>
  sqlBuilder.selectNoFrom(
    sql<number>`setval(pg_get_serial_sequence('accounts', 'id'), (SELECT MAX(id) FROM accounts))::int`.as(
      "id",
    ),
  ),
);

/** After rows were inserted with explicit ids (the seeds' manufacturer account): the next id follows them. */
export async function moveAccountsSequence(tx: Prisma.TransactionClient): Promise<void> {
  await runStatement(tx, MOVE_ACCOUNTS_SEQUENCE, {});
}
