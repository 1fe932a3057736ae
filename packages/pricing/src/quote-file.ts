import { z } from "zod";
import type { PriceBook } from "./book";
import { defaultConfiguration, mapAlias } from "./configuration";
import { describeConfiguration } from "./describe";
import {
  DEFAULT_MARKUP,
  discountLabel,
  formatUSD,
  quoteTotals,
  roomSubtotals,
  type QuoteTotals,
  type RoomSubtotal,
} from "./money";
import { priceConfiguration } from "./price";
import type { ValidationIssue } from "./validate";

/**
 * `screens-price --quote quote.json` (docs/pricing.md, "CLI"): a whole quote priced as the panel
 * prices it (docs/decisions/131-selling-price.md, 132-service-lines-and-sales-tax.md): each unit by
 * the engine, the lines rounded up one by one at the quote's markup, the discount taken off their
 * sum, the services and each tax added, then the brokerage.
 */
/** A unit or accessory line's quantity: the panel's bounds (decision 160). */
export const LINE_QUANTITY_MAX = 999;
const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}.`;
/** A room's name: as the panel takes it (decision 161), trimmed, at most 60 characters. */
export const ROOM_NAME_MAX = 60;
const RoomSchema = z
  .string()
  .trim()
  .max(ROOM_NAME_MAX, { error: `A room's name is at most ${ROOM_NAME_MAX} characters.` })
  .nullable()
  .default(null)
  .transform((room) => room || null);

const QuoteFileSchema = z.strictObject({
  title: z.string().optional(),
  markup: z.number().min(1).max(10).default(DEFAULT_MARKUP),
  /** The dealer's default markup, from which the effective discount is measured. */
  standard_markup: z.number().min(1).max(10).default(DEFAULT_MARKUP),
  discount: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("percent"), value: z.number().min(0).max(100) }),
      z.object({ kind: z.literal("amount"), value: z.number().int().min(0) }),
    ])
    .nullable()
    .default(null),
  country: z.string().nullable().default(null),
  units: z.array(z.record(z.string(), z.unknown())).default([]),
  accessories: z
    .array(
      z.strictObject({
        name: z.string().default("Accessory"),
        prod_cost: z.number().min(0),
        quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX),
        room: RoomSchema,
      }),
    )
    .default([]),
  /** The dealer's services, priced as entered. */
  services: z
    .array(
      z.strictObject({
        name: z.string().default("Service"),
        unit_price: z.number().min(0),
        quantity: z.number().int().min(1).default(1),
        taxable: z.boolean().default(true),
      }),
    )
    .default([]),
  /** The sales taxes of the job's region, in percent: [{ "name": "GST", "rate": 5 }]. */
  taxes: z.array(z.strictObject({ name: z.string(), rate: z.number().min(0).max(30) })).default([]),
});

export interface PricedQuote {
  title: string | null;
  units: Array<{
    name: string;
    description: string;
    unit_total: number;
    quantity: number;
    /** The customer price of one unit. */
    unit_price: number;
    /** unit_price x quantity: the line's customer price. */
    customer_price: number;
    room: string | null;
  }>;
  accessories: Array<{
    name: string;
    quantity: number;
    unit_price: number;
    price: number;
    room: string | null;
  }>;
  /** The rooms the units and accessories are grouped under, with their subtotals (decision 161). */
  rooms: RoomSubtotal[];
  services: Array<{ name: string; quantity: number; unit_price: number; price: number }>;
  totals: QuoteTotals;
}

export type QuoteFileResult = { ok: true; quote: PricedQuote } | { ok: false; errors: ValidationIssue[] };

export function priceQuoteFile(input: unknown, book: PriceBook): QuoteFileResult {
  const parsed = QuoteFileSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    };
  const file = parsed.data;
  const errors: ValidationIssue[] = [];
  const units: PricedQuote["units"] = [];
  file.units.forEach((input, index) => {
    // The line's quantity and room are no fields of the unit's configuration (decisions 160, 161).
    const { quantity: rawQuantity = 1, room: rawRoom = null, ...unit } = input;
    const room = RoomSchema.safeParse(rawRoom);
    if (!room.success) {
      errors.push({ path: `units.${index}.room`, message: room.error.issues[0]?.message ?? "Invalid room." });
      return;
    }
    const quantity = Number(rawQuantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > LINE_QUANTITY_MAX) {
      errors.push({ path: `units.${index}.quantity`, message: LINE_QUANTITY_MESSAGE });
      return;
    }
    const priced = priceConfiguration(
      { ...defaultConfiguration(), ...(mapAlias(unit) as object) },
      { priceBook: book, markup: file.markup },
    );
    if (!priced.ok) {
      errors.push(...priced.errors.map((issue) => ({ ...issue, path: `units.${index}.${issue.path}` })));
      return;
    }
    units.push({
      name: priced.configuration.unit_name || `Unit ${index + 1}`,
      description: describeConfiguration(priced.configuration, book),
      unit_total: priced.breakdown.unit_total,
      quantity,
      unit_price: 0,
      customer_price: 0,
      room: room.data,
    });
  });
  if (errors.length) return { ok: false, errors };
  const totals = quoteTotals({
    unitTotals: units,
    accessories: file.accessories,
    country: file.country,
    markup: file.markup,
    discount: file.discount,
    standardMarkup: file.standard_markup,
    services: file.services,
    taxes: file.taxes,
  });
  const pricedUnits = units.map((unit, index) => ({
    ...unit,
    unit_price: totals.unit_lines[index]?.unit_price ?? 0,
    customer_price: totals.unit_lines[index]?.price ?? 0,
  }));
  const pricedAccessories = file.accessories.map((line, index) => ({
    name: line.name,
    quantity: line.quantity,
    unit_price: totals.accessory_lines[index]?.unit_price ?? 0,
    price: totals.accessory_lines[index]?.price ?? 0,
    room: line.room,
  }));
  return {
    ok: true,
    quote: {
      title: file.title ?? null,
      units: pricedUnits,
      accessories: pricedAccessories,
      rooms: roomSubtotals([
        ...pricedUnits.map((unit) => ({ room: unit.room, price: unit.customer_price })),
        ...pricedAccessories,
      ]),
      services: file.services.map((line, index) => ({
        name: line.name,
        quantity: line.quantity,
        unit_price: line.unit_price,
        price: totals.service_lines[index] ?? 0,
      })),
      totals,
    },
  };
}

/** The customer's side of the quote as a terminal shows it, then the dealer's cost apart. */
export function quoteReport(quote: PricedQuote): string {
  const rows: [string, string][] = [
    ...quote.units.map((unit): [string, string] => [
      unit.quantity > 1 ? `${unit.name} x ${unit.quantity}` : unit.name,
      formatUSD(unit.customer_price),
    ]),
    ...quote.accessories.map((line): [string, string] => [
      `${line.name} x ${line.quantity}`,
      formatUSD(line.price),
    ]),
  ];
  const t = quote.totals;
  for (const room of quote.rooms) rows.push([`Room ${room.name}`, formatUSD(room.subtotal)]);
  rows.push(["Subtotal", formatUSD(t.lines_total)]);
  if (t.discount) rows.push([discountLabel(t.discount), formatUSD(-t.discount.amount)]);
  for (const line of quote.services)
    rows.push([`${line.name}${line.quantity > 1 ? ` x ${line.quantity}` : ""}`, formatUSD(line.price)]);
  for (const tax of t.taxes) rows.push([`${tax.name} (${tax.rate}%)`, formatUSD(tax.amount)]);
  if (t.brokerage_fee > 0) rows.push(["Canadian brokerage fee", formatUSD(t.brokerage_fee)]);
  rows.push(["Total (USD)", formatUSD(t.total)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const lines = quote.title ? [quote.title, ""] : [];
  for (const [label, value] of rows) lines.push(`${label.padEnd(width)}  ${value.padStart(valueWidth)}`);
  lines.push(
    "",
    `Markup x ${t.markup}; ${t.effective_discount_percent}% under the standard price`,
    `Dealer cost ${formatUSD(t.dealer_cost_subtotal)}`,
  );
  return lines.join("\n") + "\n";
}
