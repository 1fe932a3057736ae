import { createHash } from "node:crypto";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { sql, type Expression } from "kysely";
import type { PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";

const resetMs = (resetAt: Expression<Date>) =>
  sql<number>`(extract(epoch FROM ${resetAt}) * 1000)::float8`.as("reset_ms");
const now = sql<Date>`now()`;

// One statement counts a hit: a key whose window has ended starts again at 1. Database time, so
// every process agrees on when a window ends.
const INCREMENT = prepare<{ key: string; windowMs: number }>("rate-limit-increment").build((value) =>
  sqlBuilder
    .insertInto("rate_limit_hits")
    .values({
      key: value("key"),
      hits: sql.lit(1),
      reset_at: sql<Date>`now() + ${value("windowMs")}::bigint * interval '1 millisecond'`,
    })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const ended = eb("rate_limit_hits.reset_at", "<=", now);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(sql.lit(1))
            .else(sql<number>`${eb.ref("rate_limit_hits.hits")} + 1`)
            .end(),
          reset_at: eb
            .case()
            .when(ended)
            .then(eb.ref("excluded.reset_at"))
            .else(eb.ref("rate_limit_hits.reset_at"))
            .end(),
        };
      }),
    )
    .returning((eb) => ["hits", resetMs(eb.ref("reset_at"))]),
);
const DECREMENT = prepare<{ key: string }>("rate-limit-decrement").build((value) =>
  sqlBuilder
    .updateTable("rate_limit_hits")
    .set((eb) => ({ hits: eb.fn("GREATEST", [sql<number>`${eb.ref("hits")} - 1`, sql.lit(0)]) }))
    .where("key", "=", value("key"))
    .where("reset_at", ">", now),
);
const GET = prepare<{ key: string }>("rate-limit-get").build((value) =>
  sqlBuilder
    .selectFrom("rate_limit_hits")
    .select((eb) => ["hits", resetMs(eb.ref("reset_at"))])
    .where("key", "=", value("key"))
    .where("reset_at", ">", now),
);
const RESET = prepare<{ key: string }>("rate-limit-reset").build((value) =>
  sqlBuilder.deleteFrom("rate_limit_hits").where("key", "=", value("key")),
);
const SWEEP = prepare("rate-limit-sweep").build(() =>
  sqlBuilder.deleteFrom("rate_limit_hits").where("reset_at", "<=", now),
);

/** Longer keys (a username is whatever the client typed) are stored as their SHA-256. */
const MAX_KEY_LENGTH = 200;

/** Ended windows are deleted once every this many counted hits (each address leaves a row). */
const SWEEP_EVERY = 100;

/**
 * express-rate-limit's counters in the database (decision 005), so that every server process
 * shares one allowance per address or user and a restart does not reset it.
 */
export class DatabaseRateLimitStore implements Store {
  /** The counters are shared: the limiter must not assume it saw every hit. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private counted = 0;

  /** `prefix` names the limit (login-ip, login-user, forgot-ip): limits never share a counter. */
  constructor(
    private readonly prisma: PrismaClient,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [row] = await runStatement(this.prisma, INCREMENT, { key: this.key(key), windowMs: this.windowMs });
    if (++this.counted % SWEEP_EVERY === 0) await runStatement(this.prisma, SWEEP, {});
    if (!row) throw new Error("The rate limit counter answered no row.");
    return { totalHits: row.hits, resetTime: new Date(row.reset_ms) };
  }

  async decrement(key: string): Promise<void> {
    await runStatement(this.prisma, DECREMENT, { key: this.key(key) });
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await runStatement(this.prisma, GET, { key: this.key(key) });
    return row && { totalHits: row.hits, resetTime: new Date(row.reset_ms) };
  }

  async resetKey(key: string): Promise<void> {
    await runStatement(this.prisma, RESET, { key: this.key(key) });
  }

  /** A PostgreSQL index entry holds about 2.7 kB: a typed-in 20 kB username must still count. */
  private key(key: string): string {
    const full = `${this.prefix}:${key}`;
    if (full.length <= MAX_KEY_LENGTH) return full;
    return `${this.prefix}:sha256:${createHash("sha256").update(key).digest("hex")}`;
  }
}
