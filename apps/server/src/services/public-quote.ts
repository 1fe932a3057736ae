import { MESSAGES, type QuoteDocument, type TCustomerDecision } from "@screens/domain";
import { sql, type Expression } from "kysely";
import { writePosition, type PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { hashToken } from "../auth/tokens.js";
import { notFound } from "../http/errors.js";
import { documentSha256, isoDate, loadQuoteDocument } from "./documents/quote-document.js";

/**
 * The homeowner's page data through a share link (GET /api/public/quotes/{token}, and the
 * server-rendered /q/{token} in process): the quote's customer-facing document, its SHA-256 and the
 * customer's decision. The document is built once per version of what it is made of and kept in
 * memory; every read still asks the database, in one statement, whether the link stands and what
 * that version is now, so a withdrawn or expired link, a decision and any change to the quote show
 * at once, in every process (docs/customer-approval.md). On the embedded database that statement is
 * skipped while nothing at all has been written since it last ran (db/client.ts writePosition).
 */

/** 32 random bytes, base64url: a share link's secret (only its SHA-256, hex, is stored). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** One answer for every token that does not work, so none can be told from another. */
export const deadLink = () => notFound(MESSAGES.quoteLinkInvalid);

export interface PublicQuote {
  /** Shared with other readers and frozen: never change it. */
  document: QuoteDocument;
  /** What an acceptance of this document is bound to (send it back with the answer). */
  document_sha256: string;
  decision: TCustomerDecision;
}

/** Milliseconds since the epoch of a `timestamp(3)` (UTC) column, as float8 (both databases alike). */
const epochMs = (column: Expression<Date | null>) =>
  sql<number | null>`(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * A row's version: PostgreSQL's `xmin`, the id of the transaction that wrote this version of the
 * row. Every UPDATE writes a new version, by whichever process or statement, so an unchanged `xmin`
 * means an unchanged row.
 */
const rowVersion = (table: string) => sql<string>`coalesce(${sql.ref(`${table}.xmin`)}::text, '-')`;

/** The ids and versions of a quote's rows in `table` (units or accessory lines, whatever their status). */
const linesVersion = (table: "configurations" | "quote_accessories") =>
  sql<string>`coalesce((SELECT string_agg(x.id::text || ':' || x.xmin::text, ',' ORDER BY x.id) FROM ${sql.table(table)} x WHERE x.quote_id = q.id), '-')`;

/**
 * One statement per read: the link of a token hash (no row: unknown), whether it stands, the
 * customer's decision through it, and the version of every row the document is made of (the quote,
 * its dealer, account and customer, every unit and accessory line): loadQuoteDocument's reads.
 */
const LINK_AND_VERSION = prepare<{ tokenHash: string }>("public-quote-link").build((value) =>
  sqlBuilder
    .selectFrom("quote_share_links as l")
    .innerJoin("quotes as q", "q.id", "l.quote_id")
    .leftJoin("quote_decisions as d", "d.share_link_id", "l.id")
    .leftJoin("dealers as dl", "dl.id", "q.dealer_id")
    .leftJoin("accounts as a", "a.id", "q.account_id")
    .leftJoin("customers as c", "c.id", "q.customer_id")
    .select((eb) => [
      "l.quote_id",
      sql<boolean>`${eb.ref("l.revoked_at")} IS NOT NULL`.as("revoked"),
      epochMs(eb.ref("l.expires_at")).as("expires_ms"),
      epochMs(eb.ref("l.decided_at")).as("decided_ms"),
      "d.decision",
      "d.signer_name",
      "d.reason",
      // The document's dates fall back to today while the quote has no sent or valid-until date.
      sql<boolean>`${eb.ref("q.sent_at")} IS NULL OR ${eb.ref("q.valid_until")} IS NULL`.as("dated_today"),
      sql<string>`concat_ws('/', ${rowVersion("q")}, ${rowVersion("dl")}, ${rowVersion("a")}, ${rowVersion("c")}, ${linesVersion("configurations")}, ${linesVersion("quote_accessories")})`.as(
        "version",
      ),
    ])
    .where("l.token_hash", "=", value("tokenHash")),
);

type LinkRow = NonNullable<RowOf<typeof LINK_AND_VERSION>>;
type RowOf<S> = S extends { readonly types?: { row: infer Row } } ? Row : never;

function decisionOf(link: LinkRow): TCustomerDecision {
  if (!link.decision || link.decided_ms === null) return { state: "open" };
  const decidedAt = new Date(link.decided_ms).toISOString();
  if (link.decision === "accepted")
    return { state: "accepted", signer_name: link.signer_name ?? "", decided_at: decidedAt };
  return { state: "declined", reason: link.reason, decided_at: decidedAt };
}

/** A document as built for one version of its rows (and, if it uses today's date, that day). */
interface Built {
  key: string;
  /** null: the quote is deactivated (the link answers as dead). */
  document: QuoteDocument | null;
  sha256: string;
  /** The document as JSON text: the route's answer is spliced around it, never serialized again. */
  json: string;
}

/** Documents kept per database, the most recently read last; beyond this many the least recently read goes. */
const MAX_DOCUMENTS = 200;
/** Links kept per database (the embedded one only: writePosition), likewise. */
const MAX_LINKS = 2000;
/** A kept document is rebuilt after a day even if nothing changed (bounds how long any entry lives). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Kept {
  /** By token hash: a live link's row as last read, and the write position it was read at. */
  links: Map<string, { position: string; row: LinkRow }>;
  /** By quote id: the latest build. */
  documents: Map<number, Built & { at: number }>;
  /** Builds under way, by quote and key: concurrent first reads build once. */
  building: Map<string, Promise<Built>>;
}
/** Per database client: two databases in one process (the tests) never share a document. */
const kept = new WeakMap<PrismaClient, Kept>();

function keptFor(prisma: PrismaClient): Kept {
  let found = kept.get(prisma);
  if (!found) {
    found = { links: new Map(), documents: new Map(), building: new Map() };
    kept.set(prisma, found);
  }
  return found;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

async function buildDocument(prisma: PrismaClient, quoteId: number, key: string, now: Date): Promise<Built> {
  const document = await loadQuoteDocument(prisma, quoteId, { now });
  if (!document) return { key, document: null, sha256: "", json: "" };
  return {
    key,
    document: deepFreeze(document),
    sha256: documentSha256(document),
    json: JSON.stringify(document),
  };
}

/**
 * The document of `link`'s quote at the version the link's row gave: kept, or built now (after the
 * version was read, so a change in between only makes the next read build again).
 */
function documentOf(prisma: PrismaClient, link: LinkRow): Promise<Built> | Built {
  const { documents, building } = keptFor(prisma);
  const now = new Date();
  const key = link.dated_today ? `${link.version}@${isoDate(now)}` : link.version;
  const found = documents.get(link.quote_id);
  if (found?.key === key && now.getTime() - found.at < MAX_AGE_MS) {
    documents.delete(link.quote_id);
    documents.set(link.quote_id, found);
    return found;
  }
  const buildKey = `${link.quote_id}#${key}`;
  let build = building.get(buildKey);
  if (!build) {
    build = buildDocument(prisma, link.quote_id, key, now);
    building.set(buildKey, build);
    build.then(
      (built) => {
        building.delete(buildKey);
        documents.delete(link.quote_id);
        documents.set(link.quote_id, { ...built, at: Date.now() });
        for (const oldest of documents.keys()) {
          if (documents.size <= MAX_DOCUMENTS) break;
          documents.delete(oldest);
        }
      },
      () => building.delete(buildKey),
    );
  }
  return build;
}

/**
 * The row of a token's link (undefined: no such link): read now, or on the embedded database kept
 * while nothing has been written since it was read (`position`: writePosition's, read before).
 */
async function linkOf(
  prisma: PrismaClient,
  tokenHash: string,
  position: string | null,
): Promise<LinkRow | undefined> {
  const { links } = keptFor(prisma);
  const known = position === null ? undefined : links.get(tokenHash);
  if (known?.position === position) return known.row;
  // Read after the position: a write in between only makes the next read ask again.
  const [row] = await runStatement(prisma, LINK_AND_VERSION, { tokenHash });
  if (position !== null && row) {
    links.delete(tokenHash);
    links.set(tokenHash, { position, row });
    for (const oldest of links.keys()) {
      if (links.size <= MAX_LINKS) break;
      links.delete(oldest);
    }
  }
  return row;
}

/** The link of a token and its document, or null: unknown, withdrawn, expired, or its quote deactivated. */
async function read(prisma: PrismaClient, token: string, position: string | null | undefined) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await linkOf(
    prisma,
    hashToken(token),
    position === undefined ? await writePosition(prisma) : position,
  );
  if (!link || link.revoked || link.expires_ms === null || link.expires_ms <= Date.now()) return null;
  const { document, sha256, json } = await documentOf(prisma, link);
  return document ? { link, document, sha256, json } : null;
}

/**
 * The homeowner's page data for a share link's token, or null when the link does not work
 * (unknown, withdrawn, expired, its quote deactivated): GET /api/public/quotes/{token} answers it,
 * the server-rendered /q/{token} calls it in process. One statement per call; the document (shared
 * and frozen: never change it) is rebuilt only when something it is made of changed. `position`:
 * writePosition's (db/client.ts), when the caller has just read it for its allowance too.
 */
export async function readPublicQuote(
  prisma: PrismaClient,
  token: string,
  options: { position?: string | null } = {},
): Promise<PublicQuote | null> {
  const found = await read(prisma, token, options.position);
  if (!found) return null;
  return { document: found.document, document_sha256: found.sha256, decision: decisionOf(found.link) };
}

/**
 * readPublicQuote as the JSON text of its answer (the document's text is kept: no serializing per
 * read). `position`: writePosition's, when the caller has just read it (the route, for its allowance too).
 */
export async function readPublicQuoteJson(
  prisma: PrismaClient,
  token: string,
  options: { position?: string | null } = {},
): Promise<string | null> {
  const found = await read(prisma, token, options.position);
  if (!found) return null;
  // The key order of JSON.stringify({ document, document_sha256, decision }).
  const decision = JSON.stringify(decisionOf(found.link));
  return `{"document":${found.json},"document_sha256":${JSON.stringify(found.sha256)},"decision":${decision}}`;
}
