import { isStaff, type Agent } from "@screens/domain";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { badRequest, notFound } from "../../http/errors.js";
import { changedFields, num } from "../convert.js";
import { syncDraftTerms } from "./quote-pricing.js";
import type { PriceBookStore } from "./store.js";
import { assertKeepsPriceBook } from "./access.js";
import { diffFields, recordAudit, type AuditRecord } from "../audit-log.js";

/** A price level's change in the audit log (decision 175): shown under the price book. */
function recordLevelAudit(
  tx: Prisma.TransactionClient,
  agent: Agent,
  level: { id: number; name: string },
  action: string,
  changes: AuditRecord["changes"],
) {
  return recordAudit(tx, {
    entity: "price_level",
    entity_id: level.id,
    entity_label: level.name,
    action,
    actor: agent,
    account_id: null,
    dealer_id: null,
    changes,
  });
}

/**
 * Dealer price levels (docs/decisions/149-dealer-price-levels.md): staff see every level; a dealer's
 * users see only their own dealer's level, never another dealer's.
 */
export async function listLevels(prisma: PrismaClient, agent: Agent) {
  const rows = await prisma.priceLevel.findMany({
    where: isStaff(agent.role_id) ? {} : { dealers: { some: { id: agent.dealer_id ?? -1 } } },
    include: { _count: { select: { dealers: true } } },
    orderBy: [{ factor: "desc" }, { name: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    factor: num(row.factor),
    // A dealer's user is not told how many other dealers share its level.
    dealers: isStaff(agent.role_id) ? row._count.dealers : 1,
  }));
}

async function assertNameFree(prisma: PrismaClient, name: string, id?: number) {
  const other = await prisma.priceLevel.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(id ? { id: { not: id } } : {}) },
  });
  if (other) throw badRequest(`name: A level named ${other.name} exists already.`);
}

export async function createLevel(
  prisma: PrismaClient,
  agent: Agent,
  input: { name: string; factor: number },
) {
  assertKeepsPriceBook(agent);
  await assertNameFree(prisma, input.name);
  await prisma.$transaction(async (tx) => {
    const level = await tx.priceLevel.create({ data: { name: input.name, factor: input.factor } });
    await recordLevelAudit(tx, agent, level, "created", [
      { field: "factor", from: null, to: String(input.factor) },
    ]);
  });
  return listLevels(prisma, agent);
}

/** A level renamed or given another factor: the drafts of every dealer on it take it at once. */
export async function updateLevel(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  input: { id: number; name?: string | undefined; factor?: number | undefined },
) {
  assertKeepsPriceBook(agent);
  const level = await prisma.priceLevel.findUnique({ where: { id: input.id }, include: { dealers: true } });
  if (!level) throw notFound();
  if (input.name !== undefined) await assertNameFree(prisma, input.name, level.id);
  await prisma.$transaction(async (tx) => {
    const updated = await tx.priceLevel.update({
      where: { id: level.id },
      data: { name: input.name, factor: input.factor },
    });
    const changes = diffFields(level, changedFields(level, { name: input.name, factor: input.factor }));
    if (changes.length > 0) await recordLevelAudit(tx, agent, updated, "updated", changes);
    for (const dealer of level.dealers) await syncDraftTerms(tx, books, dealer.id);
  });
  return listLevels(prisma, agent);
}

/** A level no dealer has any longer may go; one in use is refused with the way out. */
export async function deleteLevel(prisma: PrismaClient, agent: Agent, id: number) {
  assertKeepsPriceBook(agent);
  const level = await prisma.priceLevel.findUnique({
    where: { id },
    include: { _count: { select: { dealers: true } } },
  });
  if (!level) throw notFound();
  if (level._count.dealers > 0)
    throw badRequest(
      `${level.name} is the level of ${level._count.dealers} dealer(s): give them another level first.`,
    );
  await prisma.$transaction(async (tx) => {
    await tx.priceLevel.delete({ where: { id } });
    await recordLevelAudit(tx, agent, level, "deleted", []);
  });
  return listLevels(prisma, agent);
}
