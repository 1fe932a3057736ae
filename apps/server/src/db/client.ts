// The server's one Prisma client, on one of two databases with the same schema and migrations:
// - no URL (no DATABASE_URL): embedded PGlite (PostgreSQL compiled to WASM, in this process),
//   data in ./data/pglite under the working directory, created on first start;
// - a postgresql:// URL: a real PostgreSQL server through @prisma/adapter-pg.
// See docs/database.md.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient, type Prisma } from "../generated/prisma/client.js";
import type { Logger } from "../log.js";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.js";

// The generated client: PrismaClient, the Prisma namespace (Prisma.Decimal, error classes, input
// types), model types (User, Quote, ...) and enums. Import them from here, not from generated/.
export * from "../generated/prisma/client.js";

export type DatabaseKind = "pglite" | "postgres";

export const DEFAULT_PGLITE_DATA_DIR = "./data/pglite";

export interface CreateDatabaseOptions {
  /** A `postgresql://` URL; defaults to DATABASE_URL; neither means embedded PGlite. */
  url?: string;
  /** PGlite's data folder (relative to the working directory) or `memory://`; default ./data/pglite. */
  dataDir?: string;
  /** PostgreSQL connections of this process; default DATABASE_POOL_SIZE, else 20. */
  poolSize?: number;
  /** PGlite only: start from this dump of a data folder (`pglite.dumpDataDir()`), e.g. a migrated one. */
  loadDataDir?: Blob;
  /** Where a PostgreSQL connection's failure is written (the server's logger); default none. */
  logger?: Logger;
}

/**
 * One parameterized SQL statement, answered as plain rows. On PostgreSQL it goes straight to the
 * pool as a named prepared statement (planned once per connection: planning the quote page took
 * longer than running it), without Prisma's query pipeline; on PGlite straight to PGlite, which
 * runs it between transactions (never inside one that is open). `name` identifies a constant text; a text
 * built per request (a list's filters) passes "" and is planned each time.
 * Hot reads select `json` values, `int4`, `float8`, `text` and `bool` only: both paths return them alike.
 */
export type SqlQuery = <Row>(name: string, text: string, params?: readonly unknown[]) => Promise<Row[]>;

interface DatabaseBase {
  prisma: PrismaClient;
  query: SqlQuery;
  /** Disconnects Prisma, then closes PGlite or ends the pool. Safe to call twice. */
  close(): Promise<void>;
}

export interface PGliteDatabase extends DatabaseBase {
  kind: "pglite";
  /** The raw PGlite instance (migrations use it: PGlite runs one query at a time). */
  pglite: PGlite;
  /** The absolute data folder, or `memory://...`. */
  dataDir: string;
}

export interface PostgresDatabase extends DatabaseBase {
  kind: "postgres";
  /** The pool Prisma's adapter uses; migrations take a connection of their own from it. */
  pool: pg.Pool;
}

export type Database = PGliteDatabase | PostgresDatabase;

/**
 * PGlite is a single connection: interactive transactions queue behind each other (and plain
 * queries wait for an open transaction). Give a queued transaction longer than Prisma's default
 * 2 s to start. Consequence: inside `prisma.$transaction(async (tx) => ...)` use `tx` only; a query
 * on `prisma` there waits for the transaction itself and fails when the transaction times out.
 */
const PGLITE_TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 10_000 };

/**
 * PostgreSQL: a burst of requests waits for a pooled connection instead of failing ('Unable to
 * start a transaction in the given time' after Prisma's default 2 s). A queued transaction may wait
 * 10 s for its connection and then run 15 s; the pool (20 connections by default, two processes
 * fit PostgreSQL's default 100 with room) hands them out in turn.
 */
const POSTGRES_TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

function defaultPoolSize(): number {
  const configured = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? configured : 20;
}

/** SQLSTATE classes 08 (connection exception) and 57P0x (the server ended the session). */
const CONNECTION_ERROR_CODES = /^(08...|57P0[1-3])$/;

/** A failure of the connection itself, not of the statement: a fresh connection may succeed. */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === "string" &&
    (CONNECTION_ERROR_CODES.test(code) || ["ECONNRESET", "EPIPE"].includes(code))
  )
    return true;
  return (
    typeof message === "string" &&
    /Connection terminated|connection error and is not queryable|terminating connection/i.test(message)
  );
}

/**
 * A single SELECT outside any transaction (Prisma's reads and the SQL runner's reads both go
 * through `pool.query`; transactions take a client of their own) is retried when its connection
 * dies under it: an administrator's pg_terminate_backend, a failover, a restart. Up to three
 * retries, each after a longer pause: when every pooled connection is ended at once, the pool only
 * drops the dead ones as their error events arrive, and on a busy machine the first retry may still
 * be handed one of them. Reads only: a write whose connection died may have committed, and
 * repeating it is not safe.
 */
const READ_RETRY_PAUSES_MS = [25, 100, 400];

function retryReads(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const isRead = (text: unknown) => typeof text === "string" && /^\s*select\b/i.test(text);
  const attempt = (args: unknown[], retry: number): Promise<unknown> =>
    (query(...args) as Promise<unknown>).catch((error: unknown) => {
      const pause = READ_RETRY_PAUSES_MS[retry];
      if (pause === undefined || !isConnectionError(error)) throw error;
      return new Promise((resolve) => setTimeout(resolve, pause)).then(() => attempt(args, retry + 1));
    });
  pool.query = ((...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : (first as { text?: unknown } | undefined)?.text;
    if (typeof args.at(-1) === "function" || !isRead(text)) return query(...args);
    return attempt(args, 0);
  }) as typeof pool.query;
}

/**
 * A connection failure as the adapter reports it: pg's own error, or Prisma's DriverAdapterError
 * around it (its `cause` keeps the original code and message, or names a closed socket).
 */
function isConnectionFailure(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const cause = (error as { cause?: Record<string, unknown> } | null)?.cause;
  if (!cause || typeof cause !== "object") return false;
  if (
    typeof cause.kind === "string" &&
    /^(ConnectionClosed|SocketTimeout|DatabaseNotReachable)$/.test(cause.kind)
  )
    return true;
  return isConnectionError({ code: cause.originalCode, message: cause.originalMessage });
}

/**
 * A transaction whose connection fails before any of its statements ran (taking a connection from
 * the pool, or its BEGIN) is started again on a fresh connection: nothing of it reached the database,
 * so nothing can be done twice (decision 146). After a failover or an administrator's
 * pg_terminate_backend the pool hands out dead connections until their error events arrive; the
 * adapter drops the one whose BEGIN failed, and the retries pause as reads' do (READ_RETRY_PAUSES_MS).
 * Once BEGIN has succeeded a failure is the transaction's own and is not repeated: a write whose
 * connection died may have committed.
 */
function retryTransactionStarts(factory: PrismaPg): PrismaPg {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    const attempt = (isolationLevel: Parameters<typeof start>[0], retry: number): ReturnType<typeof start> =>
      start(isolationLevel).then(oneStatementAtATime, (error: unknown) => {
        const pause = READ_RETRY_PAUSES_MS[retry];
        if (pause === undefined || !isConnectionFailure(error)) throw error;
        return new Promise((resolve) => setTimeout(resolve, pause)).then(() =>
          attempt(isolationLevel, retry + 1),
        );
      });
    adapter.startTransaction = (isolationLevel) => attempt(isolationLevel, 0);
    return adapter;
  };
  return factory;
}

type AdapterTransaction = Awaited<ReturnType<Awaited<ReturnType<PrismaPg["connect"]>>["startTransaction"]>>;

/**
 * A transaction's statements go to its connection one after another. Code that reads several things
 * at once (`Promise.all` over a transaction's client) would otherwise hand pg a query while another
 * runs on the same connection: pg queues it, but that queue is deprecated and goes in pg 9. The
 * order is the one pg's queue kept, so nothing a transaction does changes.
 */
function oneStatementAtATime(transaction: AdapterTransaction): AdapterTransaction {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const turn = previous.then(
        () => run(...args),
        () => run(...args),
      );
      previous = turn.catch(() => undefined);
      return turn;
    };
  transaction.queryRaw = inTurn(transaction.queryRaw.bind(transaction));
  transaction.executeRaw = inTurn(transaction.executeRaw.bind(transaction));
  return transaction;
}

const byClient = new WeakMap<object, Database>();

/** The database a client made by `createDatabase()` belongs to (migrations need its raw connection). */
export function databaseOf(prisma: PrismaClient | Prisma.TransactionClient): Database | undefined {
  return byClient.get(prisma);
}

/**
 * On the embedded database, where its write-ahead log ends now; null on PostgreSQL (or a client
 * made elsewhere). Every write moves it, committed or rolled back. PGlite runs one statement or
 * transaction at a time, so when this runs no write is under way: while it has not moved, nothing
 * was written, and what was read after it was last read still holds. A read kept in memory with
 * the position it was made at is as good as a new one while the position stays (the homeowner's
 * page, services/public-quote.ts; the share link's allowance, http/rate-limit.ts). PostgreSQL
 * writes concurrently on other connections, before their commit: there nothing is kept this way.
 */
export async function writePosition(prisma: PrismaClient): Promise<string | null> {
  const database = databaseOf(prisma);
  if (database?.kind !== "pglite") return null;
  const [row] = await database.query<{ position: string }>(
    "",
    "SELECT pg_current_wal_insert_lsn()::text AS position",
  );
  return row?.position ?? null;
}

function register<D extends Database>(database: D): D {
  byClient.set(database.prisma, database);
  return database;
}

function viaPrisma(prisma: PrismaClient | Prisma.TransactionClient): SqlQuery {
  return <Row>(_name: string, text: string, params: readonly unknown[] = []) =>
    prisma.$queryRawUnsafe<Row[]>(text, ...params);
}

/**
 * The SQL runner of a client's database; Prisma's raw queries for a client made elsewhere and for a
 * transaction's client (so the statement runs inside the transaction).
 */
export function sqlOf(prisma: PrismaClient | Prisma.TransactionClient): SqlQuery {
  return databaseOf(prisma)?.query ?? viaPrisma(prisma);
}

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? (process.env.DATABASE_URL || undefined);

  if (url !== undefined) {
    if (!isPostgresUrl(url)) {
      throw new Error("DATABASE_URL must be a postgresql:// URL (leave it unset for the embedded database).");
    }
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? defaultPoolSize() });
    retryReads(pool);
    // A connection the server drops (a restart, an administrator, a dropped database) must not
    // crash the process: log it; the pool replaces the connection on the next query.
    const { logger } = options;
    const logConnectionError = (error: Error) =>
      logger?.error({ err: error }, `PostgreSQL connection error: ${error.message}`);
    pool.on("error", logConnectionError);
    pool.on("connect", (client) => client.on("error", logConnectionError));
    const prisma = new PrismaClient({
      adapter: retryTransactionStarts(new PrismaPg(pool)),
      transactionOptions: POSTGRES_TRANSACTION_OPTIONS,
    });
    return register({
      kind: "postgres",
      prisma,
      pool,
      query: async <Row>(name: string, text: string, params: readonly unknown[] = []) =>
        (
          await pool.query(
            name ? { name, text, values: params as unknown[] } : { text, values: params as unknown[] },
          )
        ).rows as Row[],
      close: once(async () => {
        await prisma.$disconnect();
        await pool.end();
      }),
    });
  }

  const requested = options.dataDir ?? DEFAULT_PGLITE_DATA_DIR;
  const inMemory = requested.startsWith("memory://");
  const dataDir = inMemory ? requested : path.resolve(requested);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
  await pglite.waitReady;
  const prisma = new PrismaClient({
    adapter: new PrismaPGlite(pglite),
    transactionOptions: PGLITE_TRANSACTION_OPTIONS,
  });
  return register({
    kind: "pglite",
    prisma,
    pglite,
    // PGlite runs one statement or transaction at a time (its own lock, which Prisma's transactions
    // hold while open): a statement straight to PGlite waits for an open transaction as one through
    // Prisma would, without Prisma's query pipeline (about 0.4 ms of CPU a statement).
    query: async <Row>(_name: string, text: string, params: readonly unknown[] = []) =>
      (await pglite.query<Row>(text, params as unknown[])).rows,
    dataDir,
    close: once(async () => {
      await prisma.$disconnect();
      await pglite.close();
    }),
  });
}
