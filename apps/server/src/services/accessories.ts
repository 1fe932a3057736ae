import {
  accessoryCatalogue,
  accessoryDealerCost,
  accessoryDisplayPrice,
  accessoryLine,
  firstSentence,
  mergeVariation,
  type AccessoryItem,
  type DealerTerms,
} from "@screens/pricing";
import {
  quoteEditRefusal,
  RECORD_STATUS,
  type Agent,
  type TAddAccessoryRequest,
  type TUpdateAccessoryRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient, QuoteAccessory } from "../db/client.js";
import type { ReadRow } from "../db/typed-sql.js";
import { badRequest, forbidden, notFound } from "../http/errors.js";
import { iso, num } from "./convert.js";
import { activeQuoteScope } from "./scope.js";
import { lockQuote } from "./quote-lock.js";
import { lineAdjustmentOf, linePriceFieldsOf, quoteTerms, recomputeQuoteTotals } from "./quote-totals.js";
import { assertRoomForLines } from "./quote-line-bounds.js";
import { quoteRoom, roomChange } from "./rooms.js";
import { choiceFieldsOf } from "./line-choices.js";

/** What a line's price reads of its quote: the markup and the dealer terms. */
const LINE_PRICE_SELECT = {
  markup_variable: true,
  price_level: true,
  dealer_factor: true,
  dealer_discount: true,
} as const;

/** A stored line from Prisma or from the typed SQL of the quote page alike. */
type AccessoryRow = ReadRow<QuoteAccessory>;

/** The catalogue as the accessories screen shows it: prices rounded up with the default markup. */
export function listCatalogue() {
  return accessoryCatalogue.map((item) => ({
    ...item,
    variations: item.variations ?? [],
    display_price: accessoryDisplayPrice(item.cost),
    short_description: firstSentence(item.prod_description),
  }));
}

/** A line at the quote's markup and dealer terms (decision 149; quoteTerms). */
export function toAccessoryDto(row: AccessoryRow, markup: number, terms?: DealerTerms) {
  const cost = num(row.prod_cost);
  const dealerCost = accessoryDealerCost(cost, terms);
  const line = accessoryLine(cost, row.quantity, markup, terms, lineAdjustmentOf(row));
  return {
    id: row.id,
    quote_id: row.quote_id,
    prod_name: row.prod_name,
    sku: row.sku,
    category: row.category,
    image: row.image,
    prod_description: row.prod_description,
    quantity: row.quantity,
    room: row.room,
    ...choiceFieldsOf(row),
    prod_cost: cost,
    dealer_cost: dealerCost,
    price: line.unit_price,
    ...linePriceFieldsOf(row, line),
    status: row.status,
    created_at: iso(row.created_at),
  };
}
export type AccessoryDto = ReturnType<typeof toAccessoryDto>;

/** Finds the catalogue item by its sku or one of its variations' skus (the variation wins, product rule R19). */
export function resolveCatalogueItem(sku: string, variationSku?: string | null): AccessoryItem {
  const item = accessoryCatalogue.find(
    (entry) => entry.sku === sku || entry.variations?.some((v) => v.sku === sku),
  );
  if (!item) throw badRequest(`sku: No catalogue item has the sku "${sku}".`);
  const wanted = variationSku ?? (item.sku === sku ? null : sku);
  if (item.variations && item.variations.length > 0) {
    const variation = item.variations.find((v) => v.sku === wanted);
    if (!variation) throw badRequest(`variation_sku: Select a variation of ${item.name}.`);
    return mergeVariation(item, variation);
  }
  return item;
}

/** The lifecycle's editing rule (decision 061). */
function assertEditable(agent: Agent, status: number) {
  const refusal = quoteEditRefusal(agent, status);
  if (refusal) throw forbidden(refusal);
}

/** The quote, visible to the agent, locked, and editable in the status read under the lock. */
async function editableQuote(tx: Prisma.TransactionClient, agent: Agent, quoteId: number) {
  const visible = await tx.quote.count({ where: { id: quoteId, ...activeQuoteScope(agent) } });
  if (!visible) throw notFound();
  await lockQuote(tx, quoteId);
  const quote = await tx.quote.findUniqueOrThrow({ where: { id: quoteId } });
  assertEditable(agent, quote.status);
  return quote;
}

export async function addAccessory(prisma: PrismaClient, agent: Agent, input: TAddAccessoryRequest) {
  const item = resolveCatalogueItem(input.sku, input.variation_sku);
  return prisma.$transaction(async (tx) => {
    const quote = await editableQuote(tx, agent, input.quote_id);
    await assertRoomForLines(tx, quote.id, "accessories");
    // The cost comes from the catalogue, never from the client.
    const row = await tx.quoteAccessory.create({
      data: {
        quote_id: quote.id,
        prod_name: item.name,
        sku: item.sku,
        category: item.category,
        image: item.image,
        prod_description: item.prod_description,
        quantity: input.quantity,
        room: await quoteRoom(tx, quote.id, input.room ?? null),
        prod_cost: item.cost,
        created_by: agent.id,
      },
    });
    await recomputeQuoteTotals(tx, quote.id, {
      userId: agent.id,
      what: `Accessory “${row.prod_name}” added (quantity ${row.quantity})`,
    });
    return toAccessoryDto(row, num(quote.markup_variable), quoteTerms(quote));
  });
}

async function findAccessory(prisma: Prisma.TransactionClient | PrismaClient, agent: Agent, id: number) {
  const row = await prisma.quoteAccessory.findFirst({
    where: { id, status: { not: RECORD_STATUS.INACTIVE }, quote: activeQuoteScope(agent) },
    include: { quote: { select: { status: true, ...LINE_PRICE_SELECT } } },
  });
  if (!row) throw notFound();
  return row;
}

export async function getAccessory(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findAccessory(prisma, agent, id);
  return toAccessoryDto(row, num(row.quote.markup_variable), quoteTerms(row.quote));
}

export async function listAccessories(prisma: PrismaClient, agent: Agent, filter: { quote_id?: number }) {
  const rows = await prisma.quoteAccessory.findMany({
    where: {
      status: { not: RECORD_STATUS.INACTIVE },
      quote_id: filter.quote_id,
      quote: activeQuoteScope(agent),
    },
    include: { quote: { select: LINE_PRICE_SELECT } },
    orderBy: { id: "asc" },
    take: 5000,
  });
  return rows.map((row) => toAccessoryDto(row, num(row.quote.markup_variable), quoteTerms(row.quote)));
}

export async function updateAccessory(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  patch: Omit<TUpdateAccessoryRequest, "id">,
) {
  return prisma.$transaction(async (tx) => {
    await lockQuote(tx, (await findAccessory(tx, agent, id)).quote_id);
    const row = await findAccessory(tx, agent, id);
    assertEditable(agent, row.quote.status);
    if (patch.quantity === undefined && patch.room === undefined)
      throw badRequest("Send the line's quantity, its room, or both.");
    const updated = await tx.quoteAccessory.update({
      where: { id },
      data: {
        quantity: patch.quantity,
        ...(patch.room === undefined ? {} : { room: await quoteRoom(tx, row.quote_id, patch.room) }),
      },
    });
    const changes = [
      updated.quantity !== row.quantity ? `quantity ${row.quantity} → ${updated.quantity}` : null,
      roomChange(row.room, updated.room),
    ].filter(Boolean);
    await recomputeQuoteTotals(tx, row.quote_id, {
      userId: agent.id,
      what: `Accessory “${row.prod_name}”: ${changes.join(", ") || "unchanged"}`,
    });
    return toAccessoryDto(updated, num(row.quote.markup_variable), quoteTerms(row.quote));
  });
}

export async function deactivateAccessory(prisma: PrismaClient, agent: Agent, id: number) {
  return prisma.$transaction(async (tx) => {
    await lockQuote(tx, (await findAccessory(tx, agent, id)).quote_id);
    const row = await findAccessory(tx, agent, id);
    assertEditable(agent, row.quote.status);
    const updated = await tx.quoteAccessory.update({
      where: { id },
      data: { status: RECORD_STATUS.INACTIVE },
    });
    await recomputeQuoteTotals(tx, row.quote_id, {
      userId: agent.id,
      what: `Accessory “${row.prod_name}” removed`,
    });
    return toAccessoryDto(updated, num(row.quote.markup_variable), quoteTerms(row.quote));
  });
}
