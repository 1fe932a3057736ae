import { createHash } from "node:crypto";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { sqlOf, type PrismaClient } from "../db/client.js";

// One statement counts a hit: a key whose window has ended starts again at 1. Database time, so
// every process agrees on when a window ends.
const INCREMENT = `
  INSERT INTO rate_limit_hits (key, hits, reset_at)
  VALUES ($1, 1, now() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
    reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
  RETURNING hits, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_ms`;
const DECREMENT = `UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > now()`;
const GET = `SELECT hits, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_ms
  FROM rate_limit_hits WHERE key = $1 AND reset_at > now()`;
const RESET = `DELETE FROM rate_limit_hits WHERE key = $1`;
const SWEEP = `DELETE FROM rate_limit_hits WHERE reset_at <= now()`;

/** Longer keys (a username is whatever the client typed) are stored as their SHA-256. */
const MAX_KEY_LENGTH = 200;

/** Ended windows are deleted once every this many counted hits (each address leaves a row). */
const SWEEP_EVERY = 100;

type Row = { hits: number; reset_ms: number };

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
    const sql = sqlOf(this.prisma);
    const [row] = await sql<Row>("rate-limit-increment", INCREMENT, [this.key(key), this.windowMs]);
    if (++this.counted % SWEEP_EVERY === 0) await sql("rate-limit-sweep", SWEEP);
    return { totalHits: row!.hits, resetTime: new Date(row!.reset_ms) };
  }

  async decrement(key: string): Promise<void> {
    await sqlOf(this.prisma)("rate-limit-decrement", DECREMENT, [this.key(key)]);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await sqlOf(this.prisma)<Row>("rate-limit-get", GET, [this.key(key)]);
    return row && { totalHits: row.hits, resetTime: new Date(row.reset_ms) };
  }

  async resetKey(key: string): Promise<void> {
    await sqlOf(this.prisma)("rate-limit-reset", RESET, [this.key(key)]);
  }

  /** A PostgreSQL index entry holds about 2.7 kB: a typed-in 20 kB username must still count. */
  private key(key: string): string {
    const full = `${this.prefix}:${key}`;
    if (full.length <= MAX_KEY_LENGTH) return full;
    return `${this.prefix}:sha256:${createHash("sha256").update(key).digest("hex")}`;
  }
}
