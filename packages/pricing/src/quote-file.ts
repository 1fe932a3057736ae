import { z } from "zod";
import type { PriceBook } from "./book";
import { defaultConfiguration, mapAlias } from "./configuration";
import { describeConfiguration } from "./describe";
import {
  DEFAULT_MARKUP,
  defaultChoice,
  discountLabel,
  formatUSD,
  LINE_CHOICES,
  quoteTotals,
  roomSubtotals,
  type ChoiceLine,
  type LineAdjustment,
  type LineChoice,
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

/**
 * A line's part in the homeowner's choice (docs/decisions/182-optional-and-alternative-lines.md,
 * product rule R23), as the panel sets it: required (the default), optional, or an alternative of a
 * named group (trimmed, spaces collapsed, 1 to 60 characters; the server's messages); `chosen` is the
 * pick. A group on a line that is no alternative is dropped, as the server drops it.
 */
export const CHOICE_GROUP_MAX = 60;
const CHOICE_GROUP_REQUIRED = "An alternative needs the name of its group, such as “Lanai screen”.";
const CHOICE_GROUP_TOO_LONG = `A group's name is at most ${CHOICE_GROUP_MAX} characters.`;
const LineChoiceFields = {
  choice: z
    .enum(LINE_CHOICES, { error: "A line is required, optional or an alternative." })
    .default("required"),
  choice_group: z.string({ error: CHOICE_GROUP_REQUIRED }).nullable().default(null),
  chosen: z.boolean({ error: "chosen is true or false." }).nullable().default(null),
};
type LineChoiceInput = { choice: LineChoice; choice_group: string | null; chosen: boolean | null };
function settleChoice<T extends LineChoiceInput>(line: T, ctx: z.RefinementCtx): T {
  if (line.choice !== "alternative") return { ...line, choice_group: null };
  const group = (line.choice_group ?? "").trim().replace(/\s+/g, " ");
  if (!group || group.length > CHOICE_GROUP_MAX) {
    const message = group ? CHOICE_GROUP_TOO_LONG : CHOICE_GROUP_REQUIRED;
    ctx.addIssue({ code: "custom", path: ["choice_group"], message });
    return z.NEVER;
  }
  return { ...line, choice_group: group };
}
/** A unit's choice fields, read apart from its configuration like its quantity and room. */
const UnitChoiceSchema = z.object(LineChoiceFields).transform(settleChoice);

/**
 * A line's own markup and discount (docs/decisions/192-line-markup-and-discount.md), in the panel's
 * bounds: `markup` 1-10 instead of the quote's, `discount_percent` 0-100 off the line.
 */
const LineAdjustmentFields = {
  markup: z
    .number({ error: "A line's markup is a number from 1 to 10." })
    .min(1, { error: "A line's markup is a number from 1 to 10." })
    .max(10, { error: "A line's markup is a number from 1 to 10." })
    .nullable()
    .default(null),
  discount_percent: z
    .number({ error: "A line's discount is a percentage from 0 to 100." })
    .min(0, { error: "A line's discount is a percentage from 0 to 100." })
    .max(100, { error: "A line's discount is a percentage from 0 to 100." })
    .nullable()
    .default(null),
};
const UnitAdjustmentSchema = z.object(LineAdjustmentFields);

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
      z
        .strictObject({
          name: z.string().default("Accessory"),
          prod_cost: z.number().min(0),
          quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX),
          room: RoomSchema,
          ...LineChoiceFields,
          ...LineAdjustmentFields,
        })
        .transform(settleChoice),
    )
    .default([]),
  /** The dealer's services, priced as entered. */
  services: z
    .array(
      z
        .strictObject({
          name: z.string().default("Service"),
          unit_price: z.number().min(0),
          quantity: z.number().int().min(1).default(1),
          taxable: z.boolean().default(true),
          ...LineChoiceFields,
        })
        .transform(settleChoice),
    )
    .default([]),
  /** The sales taxes of the job's region, in percent: [{ "name": "GST", "rate": 5 }]. */
  taxes: z.array(z.strictObject({ name: z.string(), rate: z.number().min(0).max(30) })).default([]),
});

export interface PricedQuote {
  title: string | null;
  /** The unit lines in the total (the default choice, decision 182), in the file's order. */
  units: Array<{
    name: string;
    description: string;
    unit_total: number;
    quantity: number;
    /** The customer price of one unit. */
    unit_price: number;
    /** unit_price x quantity less the line's discount: the line's customer price. */
    customer_price: number;
    /** What the line's own discount took off (decision 192), 0 without one. */
    line_discount: number;
    room: string | null;
  }>;
  accessories: Array<{
    name: string;
    quantity: number;
    unit_price: number;
    price: number;
    line_discount: number;
    room: string | null;
  }>;
  /** The rooms the units and accessories in the total are grouped under, with their subtotals (decision 161). */
  rooms: RoomSubtotal[];
  services: Array<{ name: string; quantity: number; unit_price: number; price: number }>;
  /** The keys of the lines in the total ("units.0", "accessories.1", "services.0"), in the file's order. */
  chosen: string[];
  /** The lines outside the total, with their prices, as the quote page's Options card lists them (decision 182). */
  options: OptionLine[];
  totals: QuoteTotals;
}

/** A line outside the default choice: an optional line not taken, another alternative of a group. */
export interface OptionLine {
  key: string;
  line: "unit" | "accessory" | "service";
  name: string;
  quantity: number;
  choice: Exclude<LineChoice, "required">;
  group: string | null;
  /** The line's customer price, as it would count in the total. */
  price: number;
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
  const units: Array<PricedQuote["units"][number] & LineChoiceInput & LineAdjustment> = [];
  file.units.forEach((input, index) => {
    // The line's quantity, room and choice are no fields of the unit's configuration (decisions 160, 161, 182).
    const {
      quantity: rawQuantity = 1,
      room: rawRoom = null,
      choice,
      choice_group,
      chosen,
      markup,
      discount_percent,
      ...unit
    } = input;
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
    const lineChoice = UnitChoiceSchema.safeParse({ choice, choice_group, chosen });
    if (!lineChoice.success) {
      errors.push(
        ...lineChoice.error.issues.map((issue) => ({
          path: `units.${index}.${issue.path.join(".")}`,
          message: issue.message,
        })),
      );
      return;
    }
    const adjustment = UnitAdjustmentSchema.safeParse({ markup, discount_percent });
    if (!adjustment.success) {
      errors.push(
        ...adjustment.error.issues.map((issue) => ({
          path: `units.${index}.${issue.path.join(".")}`,
          message: issue.message,
        })),
      );
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
      line_discount: 0,
      room: room.data,
      ...lineChoice.data,
      markup: adjustment.data.markup,
      discount_pct: adjustment.data.discount_percent,
    });
  });
  if (errors.length) return { ok: false, errors };

  // The default choice, as the panel takes it (decision 182): defaultChoice over every line, then
  // quoteTotals (whose customer figures are customerTotals') over the chosen lines only.
  const key = (kind: "units" | "accessories" | "services", index: number) => `${kind}.${index}`;
  const choiceLine = (k: string, line: LineChoiceInput): ChoiceLine => ({
    key: k,
    choice: line.choice,
    group: line.choice_group,
    chosen: line.chosen,
  });
  const picked = defaultChoice([
    ...units.map((line, index) => choiceLine(key("units", index), line)),
    ...file.accessories.map((line, index) => choiceLine(key("accessories", index), line)),
    ...file.services.map((line, index) => choiceLine(key("services", index), line)),
  ]);
  const levers = {
    country: file.country,
    markup: file.markup,
    discount: file.discount,
    standardMarkup: file.standard_markup,
    taxes: file.taxes,
  };
  const accessoryInputs = file.accessories.map((line) => ({ ...line, discount_pct: line.discount_percent }));
  // Each line's price does not depend on the others: priced all together, then totalled as chosen.
  const every = quoteTotals({
    ...levers,
    unitTotals: units,
    accessories: accessoryInputs,
    services: file.services,
  });
  const inTotal = <T>(kind: "units" | "accessories" | "services", lines: readonly T[]) =>
    lines.flatMap((line, index) => (picked.has(key(kind, index)) ? [{ line, index }] : []));
  const chosenUnits = inTotal("units", units);
  const chosenAccessories = inTotal("accessories", accessoryInputs);
  const chosenServices = inTotal("services", file.services);
  const allChosen =
    chosenUnits.length + chosenAccessories.length + chosenServices.length ===
    units.length + file.accessories.length + file.services.length;
  const totals = allChosen
    ? every
    : quoteTotals({
        ...levers,
        unitTotals: chosenUnits.map(({ line }) => line),
        accessories: chosenAccessories.map(({ line }) => line),
        services: chosenServices.map(({ line }) => line),
      });

  const pricedUnits = units.map(
    (
      {
        choice: _choice,
        choice_group: _group,
        chosen: _chosen,
        markup: _markup,
        discount_pct: _discount,
        ...unit
      },
      index,
    ) => ({
      ...unit,
      unit_price: every.unit_lines[index]?.unit_price ?? 0,
      customer_price: every.unit_lines[index]?.price ?? 0,
      line_discount: every.unit_lines[index]?.line_discount ?? 0,
    }),
  );
  const pricedAccessories = file.accessories.map((line, index) => ({
    name: line.name,
    quantity: line.quantity,
    unit_price: every.accessory_lines[index]?.unit_price ?? 0,
    price: every.accessory_lines[index]?.price ?? 0,
    line_discount: every.accessory_lines[index]?.line_discount ?? 0,
    room: line.room,
  }));
  const pricedServices = file.services.map((line, index) => ({
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unit_price,
    price: every.service_lines[index] ?? 0,
  }));
  const options: OptionLine[] = [];
  const chosen: string[] = [];
  const sort = (
    kind: "units" | "accessories" | "services",
    line: OptionLine["line"],
    choices: readonly LineChoiceInput[],
    priced: ReadonlyArray<{ name: string; quantity: number; price: number }>,
  ) =>
    choices.forEach((choice, index) => {
      const k = key(kind, index);
      const row = priced[index];
      if (picked.has(k)) chosen.push(k);
      else if (row && choice.choice !== "required")
        options.push({
          key: k,
          line,
          name: row.name,
          quantity: row.quantity,
          choice: choice.choice,
          group: choice.choice_group,
          price: row.price,
        });
    });
  sort(
    "units",
    "unit",
    units,
    pricedUnits.map((unit) => ({ ...unit, price: unit.customer_price })),
  );
  sort("accessories", "accessory", file.accessories, pricedAccessories);
  sort("services", "service", file.services, pricedServices);
  const unitsInTotal = pricedUnits.filter((_, index) => picked.has(key("units", index)));
  const accessoriesInTotal = pricedAccessories.filter((_, index) => picked.has(key("accessories", index)));
  return {
    ok: true,
    quote: {
      title: file.title ?? null,
      units: unitsInTotal,
      accessories: accessoriesInTotal,
      // Room subtotals count the chosen lines only (decision 182).
      rooms: roomSubtotals([
        ...unitsInTotal.map((unit) => ({ room: unit.room, price: unit.customer_price })),
        ...accessoriesInTotal,
      ]),
      services: pricedServices.filter((_, index) => picked.has(key("services", index))),
      chosen,
      options,
      totals,
    },
  };
}

/** A line's own discount beside its name: " (less $120.00)". */
const lessLine = (discount: number) => (discount > 0 ? ` (less ${formatUSD(discount)})` : "");

/** The customer's side of the quote as a terminal shows it, then the dealer's cost apart. */
export function quoteReport(quote: PricedQuote): string {
  const rows: [string, string][] = [
    ...quote.units.map((unit): [string, string] => [
      `${unit.quantity > 1 ? `${unit.name} x ${unit.quantity}` : unit.name}${lessLine(unit.line_discount)}`,
      formatUSD(unit.customer_price),
    ]),
    ...quote.accessories.map((line): [string, string] => [
      `${line.name} x ${line.quantity}${lessLine(line.line_discount)}`,
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
  // The lines outside the total, apart, as the quote page's Options card lists them (decision 182).
  const options = quote.options.map((line): [string, string] => [
    `${line.name}${line.quantity > 1 ? ` x ${line.quantity}` : ""} (${
      line.choice === "optional" ? "Optional" : `Alternative · ${line.group ?? ""}`
    })`,
    formatUSD(line.price),
  ]);
  const width = Math.max(...[...rows, ...options].map(([label]) => label.length));
  const valueWidth = Math.max(...[...rows, ...options].map(([, value]) => value.length));
  const lines = quote.title ? [quote.title, ""] : [];
  for (const [label, value] of rows) lines.push(`${label.padEnd(width)}  ${value.padStart(valueWidth)}`);
  if (options.length) {
    lines.push("", "Options (not in the total)");
    for (const [label, value] of options) lines.push(`${label.padEnd(width)}  ${value.padStart(valueWidth)}`);
  }
  lines.push(
    "",
    `Markup x ${t.markup}; ${t.effective_discount_percent}% under the standard price`,
    `Dealer cost ${formatUSD(t.dealer_cost_subtotal)}`,
  );
  return lines.join("\n") + "\n";
}
