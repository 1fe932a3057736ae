import type { Request } from "express";
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options } from "express-rate-limit";
import type { PrismaClient } from "../db/client.js";
import { DatabaseRateLimitStore } from "./rate-limit-store.js";

const WINDOW_MS = 15 * 60 * 1000;
/** Counters kept in memory per allowance at most (the embedded database only; see `exhausted`). */
const MAX_SEEN = 10_000;

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a few minutes and try again.";

/**
 * One allowance of failures (decision 005): at most `limit` per key in a window of `windowMs`,
 * counted in the database so that every process shares it. Only failures are counted: a success
 * and a refusal (429) use none of it, so nobody is locked out by their own correct attempts.
 */
export class FailureAllowance {
  private readonly store: DatabaseRateLimitStore;
  /** On the embedded database: counters as read at a write position (db/client.ts writePosition). */
  private readonly seen = new Map<string, { position: string; info: ClientRateLimitInfo | undefined }>();

  constructor(
    prisma: PrismaClient,
    name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.store = new DatabaseRateLimitStore(prisma, name);
    this.store.init({ windowMs } as Options);
  }

  /**
   * Seconds until the key may try again when it has used its allowance; null while some is left.
   * `position`: writePosition's, read just before; while it stays, the counter is not read again.
   */
  async exhausted(key: string, position: string | null = null): Promise<number | null> {
    const known = position === null ? undefined : this.seen.get(key);
    let info: ClientRateLimitInfo | undefined;
    if (known?.position === position) {
      info = known.info;
      // Its window may have ended since it was read.
      if (info?.resetTime && info.resetTime.getTime() <= Date.now()) info = undefined;
    } else {
      info = await this.store.get(key);
      if (position !== null) {
        this.seen.delete(key);
        this.seen.set(key, { position, info });
        for (const oldest of this.seen.keys()) {
          if (this.seen.size <= MAX_SEEN) break;
          this.seen.delete(oldest);
        }
      }
    }
    if (!info || info.totalHits < this.limit) return null;
    return Math.max(1, Math.ceil(((info.resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
  }

  /** Counts a failure; answers the failures of the window with it. */
  async fail(key: string): Promise<number> {
    return (await this.store.increment(key)).totalHits;
  }

  async forget(key: string): Promise<void> {
    await this.store.resetKey(key);
  }
}

/**
 * Runs one task per key at a time in this process (others wait in line). Login attempts on one
 * address and on one account run in turn, so a burst cannot slip past the allowance between its
 * check and its count; across processes the overshoot is at most one attempt per other process.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const tail = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    this.tails.set(key, tail);
    await before;
    try {
      return await task();
    } finally {
      done();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

export interface LoginLimits {
  /** Failures per username from one address per 15 minutes (default 10). */
  perUsername?: number;
  /** Failures from one address, any usernames, per 15 minutes (default 50). */
  perIp?: number;
  /** Failures per account from all addresses per hour (default 100): slower and larger. */
  perAccount?: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** An address that signed in to an account is remembered for 30 days after its last success. */
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

export type LoginOutcome<T> =
  { kind: "signed-in"; value: T } | { kind: "failed" } | { kind: "limited"; retryAfterSeconds: number };

/** The address a request counts under: IPv6 addresses by their /56 network, as express-rate-limit does. */
export function addressKey(req: Request): string {
  return `ip:${ipKeyGenerator(req.ip ?? "unknown")}`;
}

/**
 * Login attempts (decision 005, OWASP's authentication and credential stuffing guidance): failures
 * are counted per (username, address), per address and, slower and larger, per account. Any
 * exhausted allowance answers 429 before the password is checked. A success forgets the failures
 * of its own (username, address) and remembers the address as known to the account: a known
 * address is exempt from the per-account allowance (not from the other two), so strangers who use
 * it up cannot lock the owner out of their own account.
 */
export function loginAttempts(prisma: PrismaClient, limits: LoginLimits = {}) {
  const pair = new FailureAllowance(prisma, "login-pair", limits.perUsername ?? 10, WINDOW_MS);
  const address = new FailureAllowance(prisma, "login-ip", limits.perIp ?? 50, WINDOW_MS);
  const account = new FailureAllowance(prisma, "login-user", limits.perAccount ?? 100, HOUR_MS);
  const known = new FailureAllowance(prisma, "login-known", 1, KNOWN_ADDRESS_MS);
  const queue = new KeyedQueue();

  /**
   * `from` is the address tried from (`addressKey`); `accountKey` names the account tried
   * (`user:<id>`, or `name:<typed>` for an unknown one); `verify` answers the signed-in value, or
   * null for a wrong password. The same allowances count every other check of a secret of the
   * account: the current password before a change, a second-factor code (decision 140).
   */
  return function attempt<T>(
    from: string,
    accountKey: string,
    verify: () => Promise<T | null>,
    /**
     * Whether a success ends the sign-in (default: yes). A right password that a second-factor
     * code must follow (decision 141) counts nothing and forgets nothing: only the code's success
     * clears the (account, address) failures and makes the address known, else a known password
     * would reset the counter between batches of guessed codes.
     */
    completes: (value: T) => boolean = () => true,
  ): Promise<LoginOutcome<T>> {
    const pairKey = `${accountKey}@${from}`;
    const knownKey = `${accountKey}:${from}`;
    // Always the address first, then the account: two queues never wait on each other in a cycle.
    return queue.run(from, () =>
      queue.run(accountKey, async () => {
        const [pairWait, addressWait, accountWait, knownAddress] = await Promise.all([
          pair.exhausted(pairKey),
          address.exhausted(from),
          account.exhausted(accountKey),
          known.exhausted(knownKey),
        ]);
        // `known` holds one hit per address that signed in: "exhausted" means "seen".
        const waits = [pairWait, addressWait, knownAddress === null ? accountWait : null];
        const retryAfterSeconds = Math.max(0, ...waits.map((wait) => wait ?? 0));
        if (retryAfterSeconds > 0) return { kind: "limited", retryAfterSeconds };
        const value = await verify();
        if (value === null) {
          await Promise.all([pair.fail(pairKey), address.fail(from), account.fail(accountKey)]);
          return { kind: "failed" };
        }
        if (!completes(value)) return { kind: "signed-in", value };
        await pair.forget(pairKey);
        // Forget, then count once: the 30 days start again at every success.
        await known.forget(knownKey);
        await known.fail(knownKey);
        return { kind: "signed-in", value };
      }),
    );
  };
}

/** The sign-in allowances of one app: the login route and every other check of a password or code. */
export type SignInAttempts = ReturnType<typeof loginAttempts>;

/**
 * Reset keys (`POST /api/update-password`): 10 wrong keys per address per 15 minutes. A key is
 * checked before any password is hashed, so a flood of made-up keys costs a hash lookup each.
 */
export function resetKeyAttempts(prisma: PrismaClient, limit = 10) {
  return new FailureAllowance(prisma, "reset-key-ip", limit, WINDOW_MS);
}

/** Password-reset requests: 5 per IP address per 15 minutes (they send e-mail). */
export function forgotPasswordRateLimit(prisma: PrismaClient, limit = 5) {
  return rateLimit({
    store: new DatabaseRateLimitStore(prisma, "forgot-ip"),
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ errors: [TOO_MANY_REQUESTS] });
    },
  });
}

/** Failed share-link look-ups allowed per address in a window (quoteLinkRateLimit, quoteLinkReads). */
const QUOTE_LINK_LIMIT = 30;

/**
 * Quote share links (/api/public/quotes/{token}): 30 failed look-ups (an unknown, expired or
 * withdrawn token, a refused answer) per IP address per 15 minutes, so tokens cannot be probed.
 * The customer reading and answering a live link uses none of it.
 */
export function quoteLinkRateLimit(prisma: PrismaClient, limit = QUOTE_LINK_LIMIT) {
  return rateLimit({
    store: new DatabaseRateLimitStore(prisma, "quote-link-ip"),
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? "unknown")}`,
    handler: (_req, res) => {
      res.status(429).json({ errors: [TOO_MANY_REQUESTS] });
    },
  });
}

/**
 * The same allowance as quoteLinkRateLimit (one counter per address), for the page's reads
 * (GET /api/public/quotes/{token}), which homeowners repeat: a read checks the counter and writes
 * nothing unless it fails. `exhausted(address)` before the read (seconds to wait, or null), and
 * `fail(address)` when the token did not work: a failure over the limit is a 429 like any request
 * of an exhausted address, so at most `limit` failures a window are answered 404. Unlike
 * quoteLinkRateLimit, which counts every request first and takes a success back after, a read of
 * a live link is never counted: the requests already under way when an address reaches its limit
 * still learn whether their token works (at most as many as the address has under way at once).
 */
export function quoteLinkReads(prisma: PrismaClient, limit = QUOTE_LINK_LIMIT): FailureAllowance {
  return new FailureAllowance(prisma, "quote-link-ip", limit, WINDOW_MS);
}
