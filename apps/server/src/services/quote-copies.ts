import {
  joinNotes,
  QUOTE_STATUS,
  RECORD_STATUS,
  splitNotes,
  TEXT_MAX,
  ZLineQuantity,
  ZLineRoom,
  ZLineChoiceKind,
  ZChoiceGroup,
  ZDiscountPercent,
  ZMarkup,
  type Agent,
  type TCopyQuoteRequest,
  type TQuoteTemplateContent,
} from "@screens/domain";
import type { AccessoryItem, Configuration, PriceBook } from "@screens/pricing";
import type { PriceBookStore } from "./price-books/store.js";
import { dealerTermsColumns } from "./price-books/quote-pricing.js";
import { quoteTerms } from "./quote-totals.js";
import type { Customer, Prisma, PrismaClient } from "../db/client.js";
import { badRequest, HttpError, notFound } from "../http/errors.js";
import { num } from "./convert.js";
import { quoteNumber } from "./numbers.js";
import { customerScope, quoteScope } from "./scope.js";
import { createConfigurationRecord, priceOrThrow, rowToConfiguration } from "./configurations.js";
import { resolveCatalogueItem } from "./accessories.js";
import { recordStatusChange } from "./audit.js";
import { discountOf, recomputeQuoteTotals } from "./quote-totals.js";
import { assertLineCount } from "./quote-line-bounds.js";
import { DEALER_SELLING_SELECT, discountLimitOf } from "./selling-price.js";
import { getQuote } from "./quotes.js";

/**
 * Copying a quote, and the lines a copy or a template carries
 * (docs/decisions/133-quote-copies-and-templates.md): units, accessories, service lines and the
 * selling price, re-priced now; never the dates, links, decisions, order or a discount's approval.
 */

type Tx = Prisma.TransactionClient | PrismaClient;

/** A quote's lines as a copy or a template carries them: a template's content without its version. */
export type QuoteLines = Omit<TQuoteTemplateContent, "version">;

/** The active lines of a quote; a unit never saved has no price and is not carried (decision 070). */
export async function readQuoteLines(prisma: Tx, quoteId: number) {
  const quote = await prisma.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      markup_variable: true,
      discount_kind: true,
      discount: true,
      discount_amount: true,
      discount_reason: true,
      screenconfigurations: {
        where: { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } },
        orderBy: { id: "asc" },
      },
      add_on_accessories: { where: { status: { not: RECORD_STATUS.INACTIVE } }, orderBy: { id: "asc" } },
      service_lines: { where: { status: RECORD_STATUS.ACTIVE }, orderBy: { id: "asc" } },
    },
  });
  const discount = discountOf(quote);
  return {
    // The line's quantity travels with the unit's fields (decision 160).
    units: quote.screenconfigurations.map((row) => ({
      ...rowToConfiguration(row),
      quantity: row.quantity,
      room: row.room,
      ...copiedChoice(row),
      ...copiedLevers(row),
    })),
    accessories: quote.add_on_accessories.map((line) => ({
      sku: line.sku,
      prod_name: line.prod_name,
      quantity: line.quantity,
      room: line.room,
      ...copiedChoice(line),
      ...copiedLevers(line),
    })),
    service_lines: quote.service_lines.map((line) => ({
      service_id: line.service_id,
      name: line.name,
      unit_price: num(line.unit_price),
      quantity: line.quantity,
      taxable: line.taxable,
      ...copiedChoice(line),
    })),
    markup: num(quote.markup_variable),
    discount,
    discount_reason: discount ? quote.discount_reason : null,
  };
}

/**
 * A line's kind and group as a copy or a template keeps them (decision 182); one not read right (a
 * template edited by hand) is required. Absent for a required line, as in templates saved before.
 */
function copiedChoice(line: { choice?: unknown; choice_group?: unknown }) {
  const choice = ZLineChoiceKind.safeParse(line.choice);
  if (!choice.success || choice.data === "required") return {};
  if (choice.data === "optional") return { choice: "optional" as const };
  const group = ZChoiceGroup.safeParse(line.choice_group);
  return group.success ? { choice: "alternative" as const, choice_group: group.data } : {};
}

/**
 * A line's own markup and discount as a copy or a template keeps them (decision 192); one not read
 * right (a template edited by hand) is dropped. Absent without any, as in templates saved before.
 */
function copiedLevers(line: { line_markup?: unknown; line_discount?: unknown }) {
  const decimal = (value: unknown) =>
    value !== null && typeof value === "object" && "toNumber" in value
      ? (value as { toNumber(): number }).toNumber()
      : value;
  const markup = ZMarkup.safeParse(decimal(line.line_markup));
  const discount = ZDiscountPercent.safeParse(decimal(line.line_discount));
  return {
    ...(markup.success ? { line_markup: markup.data } : {}),
    ...(discount.success && discount.data > 0 ? { line_discount: discount.data } : {}),
  };
}

type LineLevers = { line_markup?: number; line_discount?: number };

/** The lines checked against today's price book and catalogue, before anything is written. */
export interface PricedLines extends QuoteLines {
  configurations: Configuration[];
  /** Each unit line's quantity and room, in the order of `configurations` (decisions 160, 161). */
  unitLines: Array<
    { quantity: number; room: string | null; choice?: string; choice_group?: string } & LineLevers
  >;
  catalogueItems: Array<
    {
      item: AccessoryItem;
      quantity: number;
      room: string | null;
      choice?: string;
      choice_group?: string;
    } & LineLevers
  >;
}

const detailOf = (error: unknown) => (error instanceof HttpError ? error.errors.join(" ") : String(error));

/**
 * Every unit priced and every accessory found in the catalogue now: a unit the current price book
 * refuses, or an accessory no longer sold, refuses the whole copy with a message naming it.
 */
export function priceLines(lines: QuoteLines, book: PriceBook): PricedLines {
  // A template saved before quantities and rooms holds one unit a line, in no room.
  const unitLines = lines.units.map((unit) => {
    const quantity = ZLineQuantity.safeParse(unit.quantity);
    const room = ZLineRoom.safeParse(unit.room ?? null);
    return {
      quantity: quantity.success ? quantity.data : 1,
      room: room.success ? room.data : null,
      ...copiedChoice(unit),
      ...copiedLevers(unit),
    };
  });
  const configurations = lines.units.map(
    (
      {
        quantity: _quantity,
        room: _room,
        choice: _choice,
        choice_group: _group,
        line_markup: _markup,
        line_discount: _discount,
        ...unit
      },
      index,
    ) => {
      try {
        return priceOrThrow(unit, book, lines.markup).configuration;
      } catch (error) {
        const name =
          typeof unit.unit_name === "string" && unit.unit_name ? unit.unit_name : `Unit ${index + 1}`;
        throw badRequest(`${name} cannot be priced with the current price book: ${detailOf(error)}`);
      }
    },
  );
  const catalogueItems = lines.accessories.map((line) => {
    try {
      return {
        item: resolveCatalogueItem(line.sku),
        quantity: line.quantity,
        room: line.room ?? null,
        ...copiedChoice(line),
        ...copiedLevers(line),
      };
    } catch {
      throw badRequest(`The accessory "${line.prod_name}" (sku ${line.sku}) is no longer in the catalogue.`);
    }
  });
  return { ...lines, configurations, unitLines, catalogueItems };
}

/** The new draft's own columns: who it is for, and what is said on it. */
export interface DraftHead {
  title: string;
  /** Notes and shipping address as stored (joinNotes). */
  notes: string;
  start_with: string | null;
  dealer_id: number | null;
  account_id: number | null;
  customer_id: number | null;
  tax_region?: string | null;
  tax_exempt?: boolean;
  tax_exempt_certificate?: string | null;
}

/**
 * A new draft (status 1) with its own number, the priced lines and the selling price, its history's
 * "Quote created" with `note`, and its totals. The discount's approval starts again: a price within
 * the creator's own limit is allowed by the creator (as setting it would be, decision 131); above it
 * the quote cannot be sent until someone approves it.
 */
export async function createDraftWithLines(
  tx: Prisma.TransactionClient,
  agent: Agent,
  books: PriceBookStore,
  head: DraftHead,
  lines: PricedLines,
  note: string,
): Promise<number> {
  const book = await books.current(tx);
  const terms = await dealerTermsColumns(tx, books, head.dealer_id);
  // A copy of a quote from before the bounds (decision 144) may hold more than a quote may.
  assertLineCount("units", lines.configurations.length);
  assertLineCount("accessories", lines.catalogueItems.length);
  assertLineCount("services", lines.service_lines.length);
  const discount = lines.discount && lines.discount.value > 0 ? lines.discount : null;
  const quote = await tx.quote.create({
    data: {
      ...head,
      ...terms,
      status: QUOTE_STATUS.STARTED,
      markup_variable: lines.markup,
      discount_kind: discount?.kind ?? "percent",
      discount: discount?.kind === "percent" ? discount.value : 0,
      discount_amount: discount?.kind === "amount" ? discount.value : 0,
      discount_reason: discount ? lines.discount_reason : null,
      created_by: agent.id,
      // A copy is its maker's (docs/decisions/157-quote-owner.md).
      owner_id: agent.id,
    },
  });
  await tx.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
  // The same code that saves a unit: every charge, the total and the order code from today's book.
  for (const [index, configuration] of lines.configurations.entries())
    await createConfigurationRecord(
      tx,
      book,
      quote.id,
      agent.id,
      configuration,
      quoteTerms(terms),
      lines.unitLines[index],
    );
  if (lines.catalogueItems.length > 0)
    await tx.quoteAccessory.createMany({
      data: lines.catalogueItems.map(
        ({ item, quantity, room, choice, choice_group, line_markup, line_discount }) => ({
          quote_id: quote.id,
          choice,
          choice_group,
          line_markup,
          line_discount,
          prod_name: item.name,
          sku: item.sku,
          category: item.category,
          image: item.image,
          prod_description: item.prod_description,
          quantity,
          room,
          prod_cost: item.cost,
          created_by: agent.id,
        }),
      ),
    });
  if (lines.service_lines.length > 0)
    await tx.quoteServiceLine.createMany({
      data: lines.service_lines.map((line) => ({ ...line, quote_id: quote.id, created_by: agent.id })),
    });
  await recordStatusChange(tx, {
    entity: "quote",
    entity_id: quote.id,
    from_status: null,
    to_status: QUOTE_STATUS.STARTED,
    user_id: agent.id,
    note,
  });
  const totals = await recomputeQuoteTotals(tx, quote.id);
  const dealer =
    head.dealer_id === null
      ? null
      : await tx.dealer.findUnique({ where: { id: head.dealer_id }, select: DEALER_SELLING_SELECT });
  const limit = discountLimitOf(agent.role_id, dealer);
  if (limit === null || totals.effective_discount_percent <= limit)
    await tx.quote.update({
      where: { id: quote.id },
      data: { discount_approved_percent: totals.effective_discount_percent, discount_approved_by: null },
    });
  return quote.id;
}

/** A customer of the agent's tenancy and of the quote's dealer (any dealer's for a quote without one). */
export async function customerFor(
  prisma: Tx,
  agent: Agent,
  customerId: number,
  dealerId: number | null,
): Promise<Customer> {
  const customer = await prisma.customer.findFirst({ where: { id: customerId, ...customerScope(agent) } });
  if (!customer || (dealerId !== null && customer.dealer_id !== dealerId))
    throw badRequest("customer_id: No such customer.");
  return customer;
}

/** The customer's postal address as a quote's shipping address (the quote form's picker writes the same). */
export function postalAddressOf(customer: Customer): string {
  const cityLine = [customer.city, [customer.state, customer.zip_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [
    `${customer.first_name} ${customer.last_name}`,
    customer.address_1,
    customer.address_2,
    cityLine,
    customer.country,
  ]
    .map((line) => line?.trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * POST /quotes/{id}/copy: a quote the agent may read, copied as a new draft of the same dealer, for
 * the same customer (or another of the dealer's, whose address becomes the shipping address).
 */
export async function copyQuote(
  prisma: PrismaClient,
  agent: Agent,
  books: PriceBookStore,
  input: TCopyQuoteRequest,
) {
  const book = await books.current();
  const source = await prisma.quote.findFirst({
    where: { id: input.id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
  });
  if (!source) throw notFound();
  const lines = priceLines(await readQuoteLines(prisma, source.id), book);
  let customerId = source.customer_id;
  let notes = source.notes ?? "";
  if (input.customer_id !== undefined && input.customer_id !== source.customer_id) {
    customerId = input.customer_id;
    if (input.customer_id !== null) {
      const customer = await customerFor(prisma, agent, input.customer_id, source.dealer_id);
      notes = joinNotes(splitNotes(source.notes).notes, postalAddressOf(customer));
    }
  }
  const head: DraftHead = {
    title: input.title ?? `${source.title} (copy)`.slice(0, TEXT_MAX.line),
    notes,
    start_with: source.start_with,
    dealer_id: source.dealer_id,
    account_id: source.account_id,
    customer_id: customerId,
    tax_region: source.tax_region,
    tax_exempt: source.tax_exempt,
    tax_exempt_certificate: source.tax_exempt_certificate,
  };
  const note = `Copied from ${source.quote_number ?? `quote ${source.id}`}`;
  const id = await prisma.$transaction((tx) => createDraftWithLines(tx, agent, books, head, lines, note));
  return getQuote(prisma, agent, id);
}
