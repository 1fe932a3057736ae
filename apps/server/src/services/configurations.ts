import {
  BOOLEAN_FIELDS,
  CHARGE_FIELDS,
  MULLION_FIELDS,
  PartialConfigurationSchema,
  SELECT_FIELDS,
  defaultConfiguration,
  describeConfiguration,
  encodeOrderCode,
  formatInches,
  housingAdvice,
  newlyDiscontinued,
  priceConfiguration,
  unitLine,
  type Configuration,
  type DealerTerms,
  type PriceBook,
  type PriceBreakdown,
} from "@screens/pricing";
import {
  MESSAGES,
  QUOTE_STATUS,
  quoteEditRefusal,
  RECORD_STATUS,
  type Agent,
  type TCreateConfigurationRequest,
} from "@screens/domain";
import type { Configuration as ConfigurationModel, Prisma, PrismaClient } from "../db/client.js";
import type { ReadRow } from "../db/typed-sql.js";
import { badRequest, forbidden, notFound, HttpError } from "../http/errors.js";
import { num, numOrNull, iso } from "./convert.js";
import { activeQuoteScope } from "./scope.js";
import { utc } from "./quote-json.js";
import { lockQuote } from "./quote-lock.js";
import { lineAdjustmentOf, linePriceFieldsOf, recomputeQuoteTotals } from "./quote-totals.js";
import { assertLineCount, assertRoomForLines } from "./quote-line-bounds.js";
import { pricingForQuote, type QuotePricing } from "./price-books/quote-pricing.js";
import { quoteRoom, roomChange } from "./rooms.js";
import { creationFields } from "./configuration-create-fields.js";
import { choiceFieldsOf } from "./line-choices.js";
import type { PriceBookStore } from "./price-books/store.js";

type Tx = Prisma.TransactionClient | PrismaClient;
/**
 * A stored unit from Prisma or from the typed SQL of the quote page alike (whose JSON leaves the
 * declined advice's time as its text).
 */
type ConfigurationRow = Omit<ReadRow<ConfigurationModel>, "housing_advice_declined_at"> & {
  housing_advice_declined_at: Date | string | null;
};

/** A stored unit as the configurator's Configuration (Decimals to numbers, rotation from text). */
export function rowToConfiguration(row: ConfigurationRow): Configuration {
  const config = defaultConfiguration();
  for (const field of SELECT_FIELDS) config[field] = row[field] ?? null;
  for (const field of BOOLEAN_FIELDS) config[field] = row[field];
  for (const field of MULLION_FIELDS) config[field] = numOrNull(row[field]);
  config.unit_name = row.unit_name ?? "";
  config.unit_width_in = num(row.unit_width_in);
  config.unit_height_in = num(row.unit_height_in);
  config.fabric_seam_specified = numOrNull(row.fabric_seam_specified);
  config.buildout_quantity = row.buildout_quantity;
  config.buildout_length_in = num(row.buildout_length_in);
  config.rotate_fabric = row.rotate_fabric === "n/a" ? "n/a" : row.rotate_fabric === "true";
  return config;
}

/** The columns of a priced unit: the normalized configuration, every charge, total and order code. */
function pricedColumns(config: Configuration, breakdown: PriceBreakdown, book: PriceBook) {
  const columns: Record<string, unknown> = { ...config, rotate_fabric: String(config.rotate_fabric) };
  for (const field of CHARGE_FIELDS) columns[field] = breakdown[field];
  columns.unit_total = breakdown.unit_total;
  columns.package_name = breakdown.package?.label ?? null;
  columns.order_code = encodeOrderCode(config, book);
  columns.price_book_version = breakdown.price_book_version;
  return columns as Prisma.ConfigurationUncheckedUpdateInput;
}

/**
 * The declined housing advice of a unit being saved (decision 198, product rule R55): a Save that
 * keeps the unit where "Jumbo housing recommended" applies declines it; the first such Save is
 * kept (when, by whom) through later ones, and a unit the advice no longer applies to is cleared.
 */
export function declinedAdviceColumns(
  config: Configuration,
  before: { housing_advice_declined_at: Date | null; housing_advice_declined_by: number | null } | null,
  userId: number,
  now = new Date(),
) {
  if (housingAdvice(config)?.kind !== "recommend")
    return { housing_advice_declined_at: null, housing_advice_declined_by: null };
  if (before?.housing_advice_declined_at)
    return {
      housing_advice_declined_at: before.housing_advice_declined_at,
      housing_advice_declined_by: before.housing_advice_declined_by,
    };
  return { housing_advice_declined_at: now, housing_advice_declined_by: userId };
}

/**
 * The columns of a unit that was never saved (decision 070): its configuration and order code, but no
 * price. Zero charges keep it out of every total (quote, lists, order, document) and make Submit
 * answer 'All configurations must have a price' until the first Save prices it.
 */
function unsavedColumns(config: Configuration, breakdown: PriceBreakdown, book: PriceBook) {
  const columns = pricedColumns(config, breakdown, book) as Record<string, unknown>;
  for (const field of CHARGE_FIELDS) columns[field] = 0;
  columns.unit_total = 0;
  columns.package_name = null;
  columns.saved_at = null;
  return columns as Prisma.ConfigurationUncheckedUpdateInput;
}

/** Validates, normalizes and prices on the server; a price sent by a client never reaches this. */
export function priceOrThrow(config: unknown, book: PriceBook, markup: number, terms?: DealerTerms) {
  const result = priceConfiguration(config, { priceBook: book, markup, terms });
  if (!result.ok) {
    throw new HttpError(
      400,
      result.errors.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)),
    );
  }
  return result;
}

export function toConfigurationDto(row: ConfigurationRow, markup: number) {
  const config = rowToConfiguration(row);
  const charges = {} as Record<(typeof CHARGE_FIELDS)[number], number>;
  for (const field of CHARGE_FIELDS) charges[field] = num(row[field]);
  const unitTotal = num(row.unit_total);
  const line = unitLine(unitTotal, markup, row.quantity, lineAdjustmentOf(row));
  // Object.assign, not `{ ...config, ...charges }`: V8 builds a second spread of this size one
  // property at a time (70 us a unit, once the quote page's largest cost; docs/performance.md).
  return Object.assign({}, config, charges, {
    id: row.id,
    quote_id: row.quote_id,
    submission_id: row.submission_id,
    status: row.status,
    unit_total: unitTotal,
    customer_price: line.unit_price,
    ...linePriceFieldsOf(row, line),
    quantity: row.quantity,
    room: row.room,
    ...choiceFieldsOf(row),
    package_name: row.package_name,
    order_code: row.order_code,
    description: describeConfiguration(config),
    price_book_version: row.price_book_version,
    created_by: row.created_by,
    created_at: iso(row.created_at),
    saved_at: row.saved_at === null ? null : iso(row.saved_at),
    housing_advice_declined_at:
      row.housing_advice_declined_at === null
        ? null
        : iso(
            typeof row.housing_advice_declined_at === "string"
              ? utc(row.housing_advice_declined_at)
              : row.housing_advice_declined_at,
          ),
    housing_advice_declined_by: row.housing_advice_declined_by,
  });
}
export type ConfigurationDto = ReturnType<typeof toConfigurationDto>;

/** Finds a unit the agent may see, with its quote (404 for foreign and missing ones alike). */
export async function findConfiguration(prisma: Tx, agent: Agent, id: number) {
  const row = await prisma.configuration.findFirst({
    where: { id, status: { not: RECORD_STATUS.INACTIVE }, quote: activeQuoteScope(agent) },
    include: { quote: { select: { id: true, status: true, markup_variable: true } } },
  });
  if (!row) throw notFound();
  return row;
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

/** The lifecycle's editing rule (decision 061); an ordered quote's units answer with their own message (product rule R6). */
function assertEditable(agent: Agent, status: number) {
  if (status === QUOTE_STATUS.ORDERED) throw forbidden(MESSAGES.configurationOrdered);
  const refusal = quoteEditRefusal(agent, status);
  if (refusal) throw forbidden(refusal);
}

/**
 * A new unit with the default configuration (product rule R18) for a quote and the current agent.
 * Without `configuration` it is the editor's new unit: stored unsaved, without a price, until its
 * first Save; a client that sends the unit's configuration saves it at once (decision 070).
 */
export async function createConfiguration(
  prisma: PrismaClient,
  agent: Agent,
  books: PriceBookStore,
  input: TCreateConfigurationRequest,
) {
  return prisma.$transaction(async (tx) => {
    const quote = await editableQuote(tx, agent, input.quote_id);
    const { version, terms } = await pricingForQuote(tx, books, quote.id);
    const book = version.book;
    const count = await tx.configuration.count({
      where: { quote_id: quote.id, status: { not: RECORD_STATUS.INACTIVE } },
    });
    assertLineCount("units", count + 1);
    const fields = creationFields(input);
    const base = {
      ...defaultConfiguration({ unit_name: `Unit ${count + 1}` }),
      ...parsePatch(fields ?? {}),
    };
    const priced = priceOrThrow(base, book, num(quote.markup_variable), terms);
    const saved = fields !== undefined;
    if (saved) assertNoDiscontinued(null, priced.configuration, book);
    const columns = saved
      ? {
          ...pricedColumns(priced.configuration, priced.breakdown, book),
          ...declinedAdviceColumns(priced.configuration, null, agent.id),
          saved_at: new Date(),
        }
      : unsavedColumns(priced.configuration, priced.breakdown, book);
    const row = await tx.configuration.create({
      data: {
        ...(columns as Prisma.ConfigurationUncheckedCreateInput),
        quote_id: quote.id,
        quantity: input.quantity ?? 1,
        room: await quoteRoom(tx, quote.id, input.room ?? null),
        created_by: agent.id,
      },
    });
    // An unsaved unit counts in no total: its first Save is the change the history keeps.
    await recomputeQuoteTotals(
      tx,
      quote.id,
      saved ? { userId: agent.id, what: `Unit “${row.unit_name ?? "Unit"}” added` } : undefined,
    );
    return toConfigurationDto(row, num(quote.markup_variable));
  });
}

const MEASURES = { unit_width_in: "width", unit_height_in: "height" } as const;

/**
 * A unit's change as the history names it: the quantity, the measurements in inches, then how many
 * other fields.
 */
function unitChange(
  name: string | null,
  before: Configuration,
  after: Configuration,
  line?: { quantity: [number, number]; room: [string | null, string | null] },
): string {
  const parts: string[] = [];
  if (line && line.quantity[0] !== line.quantity[1])
    parts.push(`quantity ${line.quantity[0]} → ${line.quantity[1]}`);
  const room = line && roomChange(...line.room);
  if (room) parts.push(room);
  let others = 0;
  for (const key of Object.keys(after) as (keyof Configuration)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in MEASURES) {
      const measure = key as keyof typeof MEASURES;
      parts.push(`${MEASURES[measure]} ${formatInches(before[measure])}" → ${formatInches(after[measure])}"`);
    } else others += 1;
  }
  if (others > 0) parts.push(`${others} other ${others === 1 ? "field" : "fields"} changed`);
  return `Unit “${name ?? "Unit"}”: ${parts.join(", ") || "saved without changes"}`;
}

/** Prices and stores a unit without agent checks (the seed and the benchmark's data). */
export async function createConfigurationRecord(
  prisma: Tx,
  book: PriceBook,
  quoteId: number,
  userId: number,
  config: Configuration,
  terms?: DealerTerms,
  /** The line's quantity and room (decisions 160, 161). */
  line: {
    quantity?: number;
    room?: string | null;
    choice?: string;
    choice_group?: string | null;
    line_markup?: number | null;
    line_discount?: number | null;
  } = {},
) {
  const priced = priceOrThrow(config, book, 1.43, terms);
  return prisma.configuration.create({
    data: {
      ...(pricedColumns(
        priced.configuration,
        priced.breakdown,
        book,
      ) as Prisma.ConfigurationUncheckedCreateInput),
      quote_id: quoteId,
      quantity: line.quantity ?? 1,
      room: line.room ?? null,
      // A copy keeps a line's kind and group (decision 182).
      choice: line.choice ?? "required",
      choice_group: line.choice_group ?? null,
      // And its own markup and discount (decision 192).
      line_markup: line.line_markup ?? null,
      line_discount: line.line_discount ?? null,
      // A copy (of a quote, a template) is saved by its maker (decision 198).
      ...declinedAdviceColumns(priced.configuration, null, userId),
      created_by: userId,
      // Demo and benchmark units are complete, priced units.
      saved_at: new Date(),
    },
  });
}

/**
 * A discontinued option stays on the units that have it and is refused to any other (decision 148).
 */
function assertNoDiscontinued(before: Configuration | null, after: Configuration, book: PriceBook) {
  const chosen = newlyDiscontinued(before, after, book);
  if (chosen.length > 0)
    throw badRequest(
      ...chosen.map(({ field, label }) => `${field}: “${label}” is discontinued; choose another option.`),
    );
}

/**
 * Prices a quote's saved units again with the version and terms it is frozen with (decision 148): a
 * draft priced with an earlier version or other terms gets today's prices when it is sent or
 * submitted. Answers how many units changed price.
 */
export async function repriceQuoteUnits(tx: Tx, quoteId: number, pricing: QuotePricing, markup: number) {
  const rows = await tx.configuration.findMany({
    where: { quote_id: quoteId, status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } },
  });
  let changed = 0;
  for (const row of rows) {
    const priced = priceConfiguration(rowToConfiguration(row), {
      priceBook: pricing.version.book,
      markup,
      terms: pricing.terms,
    });
    if (!priced.ok)
      throw badRequest(
        `Unit “${row.unit_name ?? "Unit"}” does not price with price book ${pricing.version.version}: ${priced.errors
          .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
          .join("; ")}`,
      );
    const columns = pricedColumns(priced.configuration, priced.breakdown, pricing.version.book);
    if (num(row.unit_total) !== priced.breakdown.unit_total) changed += 1;
    await tx.configuration.update({ where: { id: row.id }, data: columns });
  }
  return changed;
}

/** Only configuration fields are taken from a client; ids, charges and totals are ignored. */
function parsePatch(patch: Record<string, unknown>): Partial<Configuration> {
  const result = PartialConfigurationSchema.safeParse(patch);
  if (!result.success) {
    throw badRequest(
      ...result.error.issues.map((issue) => `${issue.path.join(".") || "configuration"}: ${issue.message}`),
    );
  }
  return result.data;
}

export async function updateConfiguration(
  prisma: PrismaClient,
  agent: Agent,
  books: PriceBookStore,
  id: number,
  patch: Record<string, unknown> & { quantity?: number; room?: string | null },
) {
  // The line's quantity and room are no fields of the configuration (decisions 160, 161): the
  // router checked them.
  const { quantity, room, ...fields } = patch;
  return prisma.$transaction(async (tx) => {
    const row = await lockedConfiguration(tx, agent, id);
    assertEditable(agent, row.quote.status);
    const { version, terms } = await pricingForQuote(tx, books, row.quote_id);
    const book = version.book;
    const merged = { ...rowToConfiguration(row), ...parsePatch(fields) };
    const markup = num(row.quote.markup_variable);
    const priced = priceOrThrow(merged, book, markup, terms);
    // An unsaved unit's defaults were never the dealer's choice: its first Save checks every field.
    assertNoDiscontinued(row.saved_at === null ? null : rowToConfiguration(row), priced.configuration, book);
    const updated = await tx.configuration.update({
      where: { id },
      // The first Save gives an unsaved unit its price; later ones keep when that was.
      data: {
        ...pricedColumns(priced.configuration, priced.breakdown, book),
        ...declinedAdviceColumns(priced.configuration, row, agent.id),
        ...(quantity === undefined ? {} : { quantity }),
        ...(room === undefined ? {} : { room: await quoteRoom(tx, row.quote_id, room) }),
        saved_at: row.saved_at ?? new Date(),
      },
    });
    await recomputeQuoteTotals(tx, row.quote_id, {
      userId: agent.id,
      what: unitChange(updated.unit_name, rowToConfiguration(row), priced.configuration, {
        quantity: [row.quantity, updated.quantity],
        room: [row.room, updated.room],
      }),
    });
    return toConfigurationDto(updated, markup);
  });
}

export async function duplicateConfiguration(prisma: PrismaClient, agent: Agent, id: number) {
  return prisma.$transaction(async (tx) => {
    const row = await lockedConfiguration(tx, agent, id);
    assertEditable(agent, row.quote.status);
    await assertRoomForLines(tx, row.quote_id, "units");
    const { id: _id, created_at: _c, updated_at: _u, quote, ...copy } = row;
    const created = await tx.configuration.create({
      data: {
        ...copy,
        unit_name: `${row.unit_name ?? "Unit"} (copy)`.slice(0, 100),
        created_by: agent.id,
        // A copy of a saved unit is a saved, priced unit; a copy of an unsaved one is unsaved too.
        saved_at: row.saved_at === null ? null : new Date(),
      },
    });
    await recomputeQuoteTotals(tx, row.quote_id, {
      userId: agent.id,
      what: `Unit “${created.unit_name ?? "Unit"}” added`,
    });
    return toConfigurationDto(created, num(quote.markup_variable));
  });
}

export async function deactivateConfiguration(prisma: PrismaClient, agent: Agent, id: number) {
  return prisma.$transaction(async (tx) => {
    const row = await lockedConfiguration(tx, agent, id);
    assertEditable(agent, row.quote.status);
    const updated = await tx.configuration.update({
      where: { id },
      data: { status: RECORD_STATUS.INACTIVE },
    });
    await recomputeQuoteTotals(tx, row.quote_id, {
      userId: agent.id,
      what: `Unit “${row.unit_name ?? "Unit"}” removed`,
    });
    return toConfigurationDto(updated, num(row.quote.markup_variable));
  });
}

/** The unit with its quote's row lock taken and the quote's status read under the lock. */
async function lockedConfiguration(tx: Prisma.TransactionClient, agent: Agent, id: number) {
  const found = await findConfiguration(tx, agent, id);
  await lockQuote(tx, found.quote_id);
  return findConfiguration(tx, agent, id);
}

export async function getConfiguration(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findConfiguration(prisma, agent, id);
  return toConfigurationDto(row, num(row.quote.markup_variable));
}

export async function listConfigurations(prisma: PrismaClient, agent: Agent, filter: { quote_id?: number }) {
  const rows = await prisma.configuration.findMany({
    where: {
      status: { not: RECORD_STATUS.INACTIVE },
      quote_id: filter.quote_id,
      quote: activeQuoteScope(agent),
    },
    include: { quote: { select: { markup_variable: true } } },
    orderBy: { id: "asc" },
    take: 5000,
  });
  return rows.map((row) => toConfigurationDto(row, num(row.quote.markup_variable)));
}
