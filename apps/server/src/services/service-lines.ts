import {
  isStaff,
  RECORD_STATUS,
  ROLE,
  type Agent,
  type TAddQuoteServiceLine,
  type TQuoteTaxRequest,
  type TUpdateQuoteServiceLine,
} from "@screens/domain";
import { roundCents } from "@screens/pricing";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.js";
import { num } from "./convert.js";
import { findDealer } from "./dealers.js";
import { recomputeQuoteTotals } from "./quote-totals.js";
import { assertRoomForLines } from "./quote-line-bounds.js";
import { assertSellingDraft } from "./selling-price.js";
import { choiceFieldsOf } from "./line-choices.js";

/**
 * The dealer's service lines and sales tax (docs/decisions/132-service-lines-and-sales-tax.md): its
 * catalogue of services and its tax rates (kept by the dealer admin and staff), the services on a
 * draft and the draft's tax region or exemption. Service lines are the dealer's own: they reach the
 * customer's document, never the manufacturer's order.
 */

type Tx = Prisma.TransactionClient;
type Money = { toNumber(): number } | number;

export function toServiceLineDto(row: {
  id: number;
  quote_id: number;
  service_id: number | null;
  name: string;
  unit_price: Money;
  quantity: number;
  taxable: boolean;
  choice: string;
  choice_group: string | null;
  chosen: boolean | null;
}) {
  const unitPrice = num(row.unit_price);
  return {
    id: row.id,
    quote_id: row.quote_id,
    service_id: row.service_id,
    name: row.name,
    unit_price: unitPrice,
    quantity: row.quantity,
    taxable: row.taxable,
    price: roundCents(unitPrice * row.quantity),
    ...choiceFieldsOf(row),
  };
}

const assertDraft = (agent: Agent, quote: { status: number }) =>
  assertSellingDraft(agent, quote, "Services and tax");

/** POST /quotes/{id}/service-lines on a locked quote: from the catalogue, or typed. */
export async function addServiceLine(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
  input: Omit<TAddQuoteServiceLine, "quote_id">,
) {
  assertDraft(agent, quote);
  await assertRoomForLines(tx, quote.id, "services");
  let from: { id: number; name: string; unit_price: Money; taxable: boolean } | null = null;
  if (input.service_id) {
    from = await tx.dealerService.findFirst({
      where: { id: input.service_id, dealer_id: quote.dealer_id ?? -1, status: RECORD_STATUS.ACTIVE },
    });
    if (!from) throw badRequest("service_id: No such service in your catalogue.");
  }
  const line = await tx.quoteServiceLine.create({
    data: {
      quote_id: quote.id,
      service_id: from?.id ?? null,
      name: input.name ?? from?.name ?? "",
      unit_price: input.unit_price ?? num(from?.unit_price ?? 0),
      quantity: input.quantity,
      taxable: input.taxable ?? from?.taxable ?? true,
      created_by: agent.id,
    },
  });
  await recomputeQuoteTotals(tx, quote.id, { userId: agent.id, what: `Service “${line.name}” added` });
}

/** The active line of a quote the agent may see, by the line's id (another tenant's: 404). */
export async function serviceLineQuoteId(prisma: PrismaClient, lineId: number): Promise<number> {
  const line = await prisma.quoteServiceLine.findFirst({
    where: { id: lineId, status: RECORD_STATUS.ACTIVE },
    select: { quote_id: true },
  });
  if (!line) throw notFound();
  return line.quote_id;
}

/** PATCH /service-lines/{id} on its locked quote: only what is sent changes. */
export async function updateServiceLine(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number },
  input: TUpdateQuoteServiceLine,
) {
  assertDraft(agent, quote);
  const { id, ...changes } = input;
  const line = await tx.quoteServiceLine.update({ where: { id, quote_id: quote.id }, data: changes });
  await recomputeQuoteTotals(tx, quote.id, { userId: agent.id, what: `Service “${line.name}” changed` });
}

/** DELETE /service-lines/{id} on its locked quote. */
export async function removeServiceLine(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number },
  id: number,
) {
  assertDraft(agent, quote);
  const line = await tx.quoteServiceLine.update({
    where: { id, quote_id: quote.id },
    data: { status: RECORD_STATUS.INACTIVE },
  });
  await recomputeQuoteTotals(tx, quote.id, { userId: agent.id, what: `Service “${line.name}” removed` });
}

/** PUT /quotes/{id}/tax on a locked quote: a region (null: from the addresses), or exempt with a certificate. */
export async function setQuoteTax(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number },
  input: Omit<TQuoteTaxRequest, "id">,
) {
  assertDraft(agent, quote);
  await tx.quote.update({
    where: { id: quote.id },
    data: {
      tax_region: input.region,
      tax_exempt: input.exempt,
      tax_exempt_certificate: input.exempt ? (input.certificate ?? null) : null,
    },
  });
  await recomputeQuoteTotals(tx, quote.id, { userId: agent.id, what: "Sales tax changed" });
}

// The dealer's catalogue and rates

/** Who keeps a dealer's services and tax rates: its admin, and manufacturer staff. */
function assertKeeper(agent: Agent) {
  if (!isStaff(agent.role_id) && agent.role_id !== ROLE.DEALER_ADMIN)
    throw forbidden("Only the dealer admin can change the services and tax rates.");
}

const serviceDto = (row: {
  id: number;
  dealer_id: number;
  name: string;
  unit_price: Money;
  taxable: boolean;
}) => ({
  id: row.id,
  dealer_id: row.dealer_id,
  name: row.name,
  unit_price: num(row.unit_price),
  taxable: row.taxable,
});

const taxRateDto = (row: { id: number; dealer_id: number; region: string; name: string; rate: Money }) => ({
  id: row.id,
  dealer_id: row.dealer_id,
  region: row.region,
  name: row.name,
  rate: num(row.rate),
});

export async function listDealerServices(prisma: PrismaClient, agent: Agent, dealerId: number) {
  await findDealer(prisma, agent, dealerId);
  const rows = await prisma.dealerService.findMany({
    where: { dealer_id: dealerId, status: RECORD_STATUS.ACTIVE },
    orderBy: { name: "asc" },
  });
  return rows.map(serviceDto);
}

export async function createDealerService(
  prisma: PrismaClient,
  agent: Agent,
  input: { dealer_id: number; name: string; unit_price: number; taxable: boolean },
) {
  await findDealer(prisma, agent, input.dealer_id);
  assertKeeper(agent);
  return serviceDto(await prisma.dealerService.create({ data: input }));
}

async function findService(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await prisma.dealerService.findFirst({ where: { id, status: RECORD_STATUS.ACTIVE } });
  if (!row) throw notFound();
  await findDealer(prisma, agent, row.dealer_id);
  assertKeeper(agent);
  return row;
}

export async function updateDealerService(
  prisma: PrismaClient,
  agent: Agent,
  input: { id: number; name?: string; unit_price?: number; taxable?: boolean },
) {
  const { id, ...changes } = input;
  await findService(prisma, agent, id);
  return serviceDto(await prisma.dealerService.update({ where: { id }, data: changes }));
}

/** Quotes keep the lines they took from it: a line copies the name and the price. */
export async function deactivateDealerService(prisma: PrismaClient, agent: Agent, id: number) {
  await findService(prisma, agent, id);
  return serviceDto(
    await prisma.dealerService.update({ where: { id }, data: { status: RECORD_STATUS.INACTIVE } }),
  );
}

export async function listDealerTaxRates(prisma: PrismaClient, agent: Agent, dealerId: number) {
  await findDealer(prisma, agent, dealerId);
  const rows = await prisma.dealerTaxRate.findMany({
    where: { dealer_id: dealerId, status: RECORD_STATUS.ACTIVE },
    orderBy: [{ region: "asc" }, { id: "asc" }],
  });
  return rows.map(taxRateDto);
}

export async function createDealerTaxRate(
  prisma: PrismaClient,
  agent: Agent,
  input: { dealer_id: number; region: string; name: string; rate: number },
) {
  await findDealer(prisma, agent, input.dealer_id);
  assertKeeper(agent);
  const same = await prisma.dealerTaxRate.count({
    where: {
      dealer_id: input.dealer_id,
      region: input.region,
      name: input.name,
      status: RECORD_STATUS.ACTIVE,
    },
  });
  if (same) throw conflict(`${input.region} already has a tax named ${input.name}: change its rate instead.`);
  return taxRateDto(await prisma.dealerTaxRate.create({ data: input }));
}

async function findTaxRate(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await prisma.dealerTaxRate.findFirst({ where: { id, status: RECORD_STATUS.ACTIVE } });
  if (!row) throw notFound();
  await findDealer(prisma, agent, row.dealer_id);
  assertKeeper(agent);
  return row;
}

export async function updateDealerTaxRate(
  prisma: PrismaClient,
  agent: Agent,
  input: { id: number; region?: string; name?: string; rate?: number },
) {
  const { id, ...changes } = input;
  await findTaxRate(prisma, agent, id);
  return taxRateDto(await prisma.dealerTaxRate.update({ where: { id }, data: changes }));
}

export async function deactivateDealerTaxRate(prisma: PrismaClient, agent: Agent, id: number) {
  await findTaxRate(prisma, agent, id);
  return taxRateDto(
    await prisma.dealerTaxRate.update({ where: { id }, data: { status: RECORD_STATUS.INACTIVE } }),
  );
}
