// TOTP secrets encrypted at rest (docs/decisions/177-two-factor-reset-and-secrets-at-rest.md): the
// server must read a secret to check a code, so it cannot be hashed; it is sealed with AES-256-GCM
// under a server key that is not in the database. A stolen database alone yields no secret.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { PrismaClient } from "../db/client.js";

/** What a sealed secret starts with: the format's version, so a later key or cipher can follow. */
const PREFIX = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const TOTP_KEY_FILE = "totp-secret.key";
export const TOTP_KEY_ENV = "TOTP_SECRET_KEY";

let key: Buffer | undefined;

/** A key as configured: 32 bytes, written as base64 (or 64 hex digits). */
export function parseTotpKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  if (bytes.length !== 32)
    throw new Error(
      `${where} must be 32 random bytes in base64 (e.g. \`openssl rand -base64 32\`), got ${bytes.length} bytes.`,
    );
  return bytes;
}

/**
 * The server's key: `TOTP_SECRET_KEY` from the environment, else the key kept in the data directory
 * (`totp-secret.key`, made on first start, readable by its owner only): the embedded default.
 */
export function resolveTotpKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const configured = env[TOTP_KEY_ENV];
  if (configured) return parseTotpKey(configured, TOTP_KEY_ENV);
  const file = path.join(dataDir, TOTP_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  }
  chmodSync(file, 0o600);
  return parseTotpKey(readFileSync(file, "utf8"), file);
}

/** Sets the process's key (server start). Without it a process makes one of its own (tests, scripts). */
export function configureTotpKey(value: Buffer): void {
  key = value;
}

function currentKey(): Buffer {
  key ??= randomBytes(32);
  return key;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * A secret as stored: `v1:` + base64(iv | tag | ciphertext), a fresh 96-bit IV each time. Two-factor
 * secrets are sealed so, and so is every secret the server must read back (a homeowner link's token,
 * decision 183).
 */
export function sealSecret(secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", currentKey(), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

/**
 * The secret of a stored value. A value from before encryption (plain base32) reads as it is until
 * the start-up pass seals it. A value sealed under another key throws: the key was changed.
 */
export function openSealed(stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64");
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", currentKey(), iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new Error(
      `A two-factor secret cannot be decrypted: ${TOTP_KEY_ENV} (or data/${TOTP_KEY_FILE}) is not the key it was sealed with.`,
    );
  }
}

/**
 * Seals every secret still stored in the clear (from before decision 177): once per start, each row
 * only if it is still the value read, so a set-up meanwhile is never overwritten. Answers how many.
 */
export async function sealStoredTotpSecrets(prisma: PrismaClient): Promise<number> {
  const rows = await prisma.userTotp.findMany({
    where: { NOT: { secret: { startsWith: PREFIX } } },
    select: { user_id: true, secret: true },
  });
  let sealed = 0;
  for (const row of rows) {
    const { count } = await prisma.userTotp.updateMany({
      where: { user_id: row.user_id, secret: row.secret },
      data: { secret: sealSecret(row.secret) },
    });
    sealed += count;
  }
  return sealed;
}
