import { raiseBook, type PriceBook } from "@screens/pricing";
import { isStaff, RAISE_SECTIONS, type Agent, type RaiseSection, type VersionState } from "@screens/domain";
import { notifyPriceBookPublished } from "../notifications/index.js";
import { diffVersions, previewImpact } from "./impact.js";
import { assertKeepsPriceBook } from "./access.js";
import type { Prisma, PrismaClient, PriceBookVersion } from "../../db/client.js";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../http/errors.js";
import { iso } from "../convert.js";
import type { PriceBookStore } from "./store.js";
import { recordAudit, type AuditRecord } from "../audit-log.js";
import { bookProblems, storedContents } from "./contents.js";
import { locateProblem, readBookWorkbook, writeBookWorkbook } from "./workbook.js";
import { lockName } from "../../db/row-locks.js";
import { prepare, runStatement, sqlBuilder } from "../../db/typed-sql.js";

type VersionRow = Pick<
  PriceBookVersion,
  | "id"
  | "version"
  | "status"
  | "effective_at"
  | "based_on"
  | "note"
  | "created_at"
  | "updated_at"
  | "published_at"
>;

const ROW_SELECT = {
  id: true,
  version: true,
  status: true,
  effective_at: true,
  based_on: true,
  note: true,
  created_at: true,
  updated_at: true,
  published_at: true,
} as const;

function stateOf(row: VersionRow, inEffect: string, now: Date): VersionState {
  if (row.status === "draft") return "draft";
  if (row.version === inEffect) return "in_effect";
  return row.effective_at && row.effective_at > now ? "scheduled" : "superseded";
}

function toRow(row: VersionRow, inEffect: string, now: Date) {
  return {
    id: row.id,
    version: row.version,
    state: stateOf(row, inEffect, now),
    effective_at: row.effective_at ? iso(row.effective_at) : null,
    based_on: row.based_on,
    note: row.note,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published_at: row.published_at ? iso(row.published_at) : null,
  };
}

/** Every version, the newest first; drafts only for staff. */
export async function listVersions(prisma: PrismaClient, books: PriceBookStore, agent: Agent) {
  const now = books.now();
  const inEffect = await books.versionInEffect(now);
  const rows = await prisma.priceBookVersion.findMany({
    where: isStaff(agent.role_id) ? {} : { status: "published" },
    select: ROW_SELECT,
    orderBy: [{ effective_at: { sort: "desc", nulls: "first" } }, { id: "desc" }],
  });
  return rows.map((row) => toRow(row, inEffect, now));
}

/**
 * A version as the library loads it (GET /price-books/{version}): published ones for every
 * signed-in user (a frozen quote names its version), drafts for staff only.
 */
export async function versionBook(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  version: string,
): Promise<PriceBook> {
  const row = await prisma.priceBookVersion.findUnique({ where: { version }, select: { status: true } });
  if (!row || (row.status === "draft" && !isStaff(agent.role_id))) throw notFound();
  const loaded = await books.byVersion(version);
  if (!loaded) throw notFound();
  return loaded.book;
}

/** A version's whole contents, for the export and the editor. */
export async function versionContents(prisma: PrismaClient, agent: Agent, version: string) {
  if (!isStaff(agent.role_id)) throw forbidden("Only the manufacturer's staff read whole versions.");
  const row = await prisma.priceBookVersion.findUnique({ where: { version } });
  if (!row) throw notFound();
  return { version: row.version, status: row.status, book: row.book, accessories: row.accessories };
}

const LOCK_VERSION = prepare<{ version: string }>("").build((value) =>
  sqlBuilder
    .selectFrom("price_book_versions")
    .select("id")
    .where("version", "=", value("version"))
    .forUpdate(),
);

/** A draft's row, locked for a change; a published version is refused (it never changes). */
export async function draftRow(tx: Prisma.TransactionClient, version: string) {
  const rows = await runStatement(tx, LOCK_VERSION, { version });
  if (rows.length === 0) throw notFound();
  const row = await tx.priceBookVersion.findUniqueOrThrow({ where: { version } });
  if (row.status !== "draft")
    throw conflict(`Version ${version} is published: its prices no longer change. Copy it into a new draft.`);
  return row;
}

/** A draft's book and catalogue carry the draft's own name as their version. */
function named(version: string, book: unknown, accessories: unknown) {
  const withName = (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value, version } : value;
  return { book: withName(book), accessories: withName(accessories) };
}

/** A version's change in the audit log (decision 175): the manufacturer's own, no dealer's. */
function recordVersionAudit(
  tx: Prisma.TransactionClient,
  agent: Agent,
  row: { id: number; version: string },
  action: string,
  extra: Pick<AuditRecord, "changes" | "note"> = {},
) {
  return recordAudit(tx, {
    entity: "price_book",
    entity_id: row.id,
    entity_label: row.version,
    action,
    actor: agent,
    account_id: null,
    dealer_id: null,
    ...extra,
  });
}

async function assertNewName(db: Prisma.TransactionClient | PrismaClient, version: string) {
  if (await db.priceBookVersion.findUnique({ where: { version }, select: { id: true } }))
    throw badRequest(`version: A version named ${version} exists already.`);
}

/** POST /price-books: a draft copied from a version (default: the one in effect). */
export async function createDraft(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  input: { version: string; based_on?: string | undefined; note?: string | undefined },
) {
  assertKeepsPriceBook(agent);
  const basedOn = input.based_on ?? (await books.versionInEffect());
  const source = await prisma.priceBookVersion.findUnique({ where: { version: basedOn } });
  if (!source) throw badRequest(`based_on: There is no version named ${basedOn}.`);
  await assertNewName(prisma, input.version);
  const contents = named(input.version, source.book, source.accessories);
  await prisma.$transaction(async (tx) => {
    const created = await tx.priceBookVersion.create({
      data: {
        version: input.version,
        status: "draft",
        based_on: basedOn,
        note: input.note ?? null,
        book: contents.book as Prisma.InputJsonValue,
        accessories: contents.accessories as Prisma.InputJsonValue,
        created_by: agent.id,
      },
      select: { id: true, version: true },
    });
    await recordVersionAudit(tx, agent, created, "draft_created", {
      changes: [{ field: "based_on", from: null, to: basedOn }],
    });
  });
  return listVersions(prisma, books, agent);
}

/**
 * PUT /price-books/{version}: a draft's whole contents replaced (an import, or the editor's save).
 * Nothing changes unless the whole of it is valid; the answer lists every problem.
 */
export async function replaceDraft(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  input: { version: string; book: unknown; accessories?: unknown },
) {
  assertKeepsPriceBook(agent);
  await prisma.$transaction(async (tx) => {
    const row = await draftRow(tx, input.version);
    const contents = named(input.version, input.book, input.accessories ?? row.accessories);
    const problems = bookProblems(contents.book, contents.accessories);
    if (problems.length > 0) throw new HttpError(400, problems);
    await tx.priceBookVersion.update({
      where: { id: row.id },
      data: {
        book: contents.book as Prisma.InputJsonValue,
        accessories: contents.accessories as Prisma.InputJsonValue,
      },
    });
    await recordVersionAudit(tx, agent, row, "draft_changed", { note: "Contents replaced" });
  });
  books.forget(input.version);
  return versionContents(prisma, agent, input.version);
}

/** POST /price-books/{version}/raise: a section's prices up (or down) by a percentage, rounded. */
export async function raiseDraft(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  input: { version: string; section: RaiseSection; percent: number; step: number },
) {
  assertKeepsPriceBook(agent);
  let changed = 0;
  await prisma.$transaction(async (tx) => {
    const row = await draftRow(tx, input.version);
    const raised = raiseBook(storedContents(row), input.section, input.percent, input.step);
    changed = raised.changed;
    const problems = bookProblems(raised.book, raised.accessories);
    if (problems.length > 0) throw new HttpError(400, problems);
    await tx.priceBookVersion.update({
      where: { id: row.id },
      data: {
        book: raised.book,
        accessories: raised.accessories,
      },
    });
    await recordVersionAudit(tx, agent, row, "draft_changed", {
      note: `${RAISE_SECTIONS[input.section]} ${input.percent >= 0 ? "+" : ""}${input.percent}% (${raised.changed} prices)`,
    });
  });
  books.forget(input.version);
  return { changed };
}

/**
 * POST /price-books/{version}/publish: a valid draft takes effect at an instant, now or later.
 * Two versions never share an instant; one scheduled before the version in effect would rewrite
 * the past, so it is refused.
 */
export async function publishDraft(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  input: { version: string; effective_at: string },
) {
  assertKeepsPriceBook(agent);
  const now = books.now();
  const requested = new Date(input.effective_at);
  // "Now" is a few seconds old by the time it arrives.
  const effectiveAt =
    requested.getTime() < now.getTime() && now.getTime() - requested.getTime() < 60_000 ? now : requested;
  if (effectiveAt.getTime() < now.getTime())
    throw badRequest("effective_at: A version takes effect now or later, never in the past.");
  // What the dealers are told: read before the publication's transaction (the embedded database
  // has one connection, which the transaction holds).
  const told = await publicationSummary(prisma, books, agent, input.version);
  await prisma.$transaction(async (tx) => {
    // One publication at a time: the instants are compared under this lock.
    await lockName(tx, "price book publication");
    const row = await draftRow(tx, input.version);
    const problems = bookProblems(row.book, row.accessories);
    if (problems.length > 0) throw new HttpError(400, problems);
    const clash = await tx.priceBookVersion.findFirst({
      where: { status: "published", effective_at: effectiveAt },
      select: { version: true },
    });
    if (clash)
      throw badRequest(`effective_at: Version ${clash.version} takes effect at that instant already.`);
    await tx.priceBookVersion.update({
      where: { id: row.id },
      data: {
        status: "published",
        effective_at: effectiveAt,
        published_at: new Date(),
        published_by: agent.id,
      },
    });
    await recordVersionAudit(tx, agent, row, "published", {
      changes: [{ field: "effective_at", from: null, to: effectiveAt.toISOString() }],
    });
    await notifyPriceBookPublished(tx, { version: input.version, effectiveAt, ...told });
  });
  books.forget(input.version);
  books.invalidate();
  return listVersions(prisma, books, agent);
}

/**
 * What a publication tells the dealers: the sections whose prices change against the version in
 * effect, and each dealer's open drafts priced with it (decision 148).
 */
async function publicationSummary(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  version: string,
) {
  const inEffect = await books.versionInEffect();
  const [diff, impact] = await Promise.all([
    diffVersions(prisma, agent, { version, against: inEffect }),
    previewImpact(prisma, books, agent, version),
  ]);
  const counts = new Map<string, number>();
  for (const change of diff.changes) {
    const section = change.path.split(".")[0] ?? change.path;
    counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  const label = (section: string) =>
    section in RAISE_SECTIONS ? RAISE_SECTIONS[section as RaiseSection] : section.replaceAll("_", " ");
  return {
    sections: [...counts].map(([section, n]) => `${label(section)}: ${n} ${n === 1 ? "change" : "changes"}`),
    drafts: new Map(
      impact.dealers.flatMap((dealer) =>
        dealer.dealer_id === null
          ? []
          : [
              [
                dealer.dealer_id,
                {
                  count: dealer.quotes,
                  changed: dealer.quotes_changed,
                  totalBefore: dealer.total_before,
                  totalAfter: dealer.total_after,
                },
              ] as const,
            ],
      ),
    ),
  };
}

/** DELETE /price-books/{version}: a draft thrown away (a published version stays for its quotes). */
export async function deleteDraft(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  version: string,
) {
  assertKeepsPriceBook(agent);
  await prisma.$transaction(async (tx) => {
    const row = await draftRow(tx, version);
    await tx.priceBookVersion.delete({ where: { id: row.id } });
    await recordVersionAudit(tx, agent, row, "deleted");
  });
  books.forget(version);
  return listVersions(prisma, books, agent);
}

/** GET /price-books/{version}/export.xlsx: a version as a workbook (staff). */
export async function exportWorkbook(prisma: PrismaClient, agent: Agent, version: string) {
  const contents = await versionContents(prisma, agent, version);
  return writeBookWorkbook(
    version,
    contents.book as Record<string, unknown>,
    contents.accessories as Record<string, unknown>,
  );
}

/**
 * PUT /price-books/{version}/import.xlsx: a draft's whole contents from a workbook. Nothing changes
 * unless all of it is valid; every problem is named by its sheet, row and column.
 */
export async function importWorkbook(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  version: string,
  upload: Buffer,
) {
  assertKeepsPriceBook(agent);
  const read = await readBookWorkbook(upload);
  if (read.problems.length > 0) throw new HttpError(400, read.problems);
  const contents = named(version, read.book, read.accessories);
  const problems = bookProblems(contents.book, contents.accessories);
  if (problems.length > 0)
    throw new HttpError(
      400,
      problems.map((problem) => locateProblem(problem, read.locations)),
    );
  return replaceDraft(prisma, books, agent, {
    version,
    book: contents.book,
    accessories: contents.accessories,
  });
}
