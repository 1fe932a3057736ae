import { createHash } from "node:crypto";
import { MESSAGES, QUOTE_STATUS, RECORD_STATUS, unitDrawing, type QuoteDocument } from "@screens/domain";
import {
  documentForChoice,
  type DocumentChoices,
  type DocumentLineDiscount,
  type DocumentLineOption,
} from "@screens/domain/quote-document";

import {
  defaultChoice,
  depositDue,
  depositLabel,
  describeConfiguration,
  discountLabel,
  formatInches,
  lineDiscountLabel,
  roomSubtotals,
  sumCents,
} from "@screens/pricing";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { num } from "../convert.js";
import { rowToConfiguration, toConfigurationDto } from "../configurations.js";
import { toAccessoryDto } from "../accessories.js";
import {
  choiceLinesOf,
  discountOf,
  moneyInputOf,
  QUOTE_MONEY_RELATIONS,
  QUOTE_MONEY_SELECT,
  quoteTerms,
  totalsOf,
} from "../quote-totals.js";
import { taxLabel } from "../sales-tax.js";
import { toServiceLineDto } from "../service-lines.js";
import { logoDataUrl } from "./logo-image.js";
import { depositRuleOf, quoteDepositRule } from "../payments.js";

export type { QuoteDocument };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date part, in UTC, of an instant. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** When a quote sent at `from` stops being valid: the dealer's validity in days later. */
export function quoteValidUntil(from: Date, validityDays: number): Date {
  return new Date(from.getTime() + validityDays * DAY_MS);
}

/** Inches as the panel shows them (120 1/2") and feet-inches (10' 0 1/2"). */
export function sizeTexts(widthIn: number, heightIn: number) {
  const feet = (inches: number) =>
    `${Math.floor(inches / 12)}' ${formatInches(inches - 12 * Math.floor(inches / 12))}"`;
  return {
    width: `${formatInches(widthIn)}"`,
    height: `${formatInches(heightIn)}"`,
    inches: `${formatInches(widthIn)}" × ${formatInches(heightIn)}"`,
    feet: `${feet(widthIn)} × ${feet(heightIn)}`,
  };
}

export function addressLines(place: {
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
}): string[] {
  const cityLine = [place.city, [place.state, place.zip_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [place.address_1, place.address_2, cityLine, place.country]
    .map((line) => line?.trim() ?? "")
    .filter((line) => line.length > 0);
}

/** The address columns addressLines reads, for Prisma selects. */
export const ADDRESS = {
  address_1: true,
  address_2: true,
  city: true,
  state: true,
  zip_code: true,
  country: true,
} as const;
const CONTACT = { company_name: true, phone: true, email: true, website: true, ...ADDRESS } as const;

/**
 * The document of a quote that is not deactivated, or null. No tenancy here: the caller has
 * checked the quote is the agent's (GET /quotes/{id}/pdf) or holds its share link (the public page).
 */
export async function loadQuoteDocument(
  // A transaction too: sending and the customer's answer read the document inside theirs.
  prisma: PrismaClient | Prisma.TransactionClient,
  quoteId: number,
  /**
   * `sending`: the document as a send at `now` will freeze it (its date and validity from `now`, not
   * from an earlier send): the PDF of a send is rendered from it before its transaction (decision 147).
   */
  options: { now?: Date; sending?: boolean; chosen?: ReadonlySet<string> } = {},
): Promise<QuoteDocument | null> {
  const now = options.now ?? new Date();
  // The lines the customer did not take at acceptance are set aside (out of the active lines) but
  // stay on the document as options not chosen (decision 182).
  const active = { OR: [{ status: { not: RECORD_STATUS.INACTIVE } }, { chosen: false }] };
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, status: { not: QUOTE_STATUS.INACTIVE } },
    select: {
      id: true,
      quote_number: true,
      title: true,
      ...QUOTE_MONEY_SELECT,
      sent_at: true,
      valid_until: true,
      deposit_kind: true,
      deposit_value: true,
      deposit_override: true,
      ...QUOTE_MONEY_RELATIONS,
      dealer: {
        select: {
          ...CONTACT,
          ...QUOTE_MONEY_RELATIONS.dealer.select,
          logo: true,
          quote_terms: true,
          quote_validity_days: true,
          deposit_kind: true,
          deposit_value: true,
        },
      },
      account: { select: CONTACT },
      customer: { select: { first_name: true, last_name: true, email: true, phone: true, ...ADDRESS } },
      // A unit never saved has no price: the document (PDF, homeowner page) leaves it out (decision 070).
      service_lines: {
        where: { OR: [{ status: RECORD_STATUS.ACTIVE }, { chosen: false }] },
        orderBy: { id: "asc" },
      },
      screenconfigurations: { where: { ...active, saved_at: { not: null } }, orderBy: { id: "asc" } },
      add_on_accessories: { where: active, orderBy: { id: "asc" } },
    },
  });
  if (!quote) return null;

  const markup = num(quote.markup_variable);
  const units = quote.screenconfigurations;
  const lines = quote.add_on_accessories;
  // Exactly as getQuote computes the quote page's summary.
  const totals = totalsOf(moneyInputOf(quote, { units, accessories: lines }));
  // A send freezes the dealer's rule of the day (quote-transitions.ts): the document it sends shows that
  // one; a quote's own deposit stays (decision 185).
  const depositRule =
    options.sending && quote.dealer && !quote.deposit_override
      ? depositRuleOf(quote.dealer)
      : quoteDepositRule(quote);
  const deposit = depositDue(totals.total, depositRule);

  const documentUnits = units.map((row) => {
    const dto = toConfigurationDto(row, markup);
    const config = rowToConfiguration(row);
    return {
      id: dto.id,
      name: dto.unit_name.trim() || "Screen",
      size: {
        width_in: dto.unit_width_in,
        height_in: dto.unit_height_in,
        ...sizeTexts(dto.unit_width_in, dto.unit_height_in),
      },
      // The pricing package's summary, without the name the document already shows.
      description: describeConfiguration({ ...config, unit_name: "" }),
      drawing: unitDrawing(config),
      // n identical units: one price, the line n times it (decision 160). Absent for one unit, so a
      // document sent before quantities existed keeps its hash.
      ...(dto.quantity > 1 ? { quantity: dto.quantity, unit_price: dto.customer_price } : {}),
      price: dto.line_price,
      ...lineDiscountOf(dto),
      // Absent without a room (decision 161), so earlier documents keep their hash.
      ...(dto.room ? { room: dto.room } : {}),
      ...optionOf(row),
    };
  });
  const documentAccessories = lines.map((row) => {
    const dto = toAccessoryDto(row, markup, quoteTerms(quote));
    return {
      id: dto.id,
      name: dto.prod_name,
      quantity: dto.quantity,
      unit_price: dto.price,
      price: dto.line_price,
      ...lineDiscountOf(dto),
      ...(dto.room ? { room: dto.room } : {}),
      ...optionOf(row),
    };
  });
  // The rooms the lines are grouped under, each with the sum of its lines (decision 161).
  const rooms = roomSubtotals([...documentUnits, ...documentAccessories]);
  const linesSum =
    documentUnits.reduce((sum, unit) => sum + unit.price, 0) +
    documentAccessories.reduce((sum, line) => sum + line.price, 0);

  const moneyLines = { units, accessories: lines, services: quote.service_lines };
  const hasOptions = choiceLinesOf(moneyLines).some((line) => line.choice !== "required");
  // What the homeowner's page prices another choice with (decision 182).
  const choices: DocumentChoices | null = hasOptions
    ? {
        discount: discountOf(quote),
        taxes: totals.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, label: taxLabel(tax) })),
        taxable_services: quote.service_lines.filter((line) => line.taxable).map((line) => line.id),
        deposit: depositRule,
      }
    : null;

  const from = quote.dealer ?? quote.account;
  const validityDays = quote.dealer?.quote_validity_days ?? 30;
  const customer = quote.customer;
  const document: QuoteDocument = {
    quote: {
      id: quote.id,
      number: quote.quote_number ?? String(quote.id),
      title: quote.title,
      date: isoDate((!options.sending && quote.sent_at) || now),
      valid_until: isoDate((!options.sending && quote.valid_until) || quoteValidUntil(now, validityDays)),
    },
    dealer: {
      company_name: from?.company_name ?? MESSAGES.unknownCompany,
      logo_url: logoDataUrl(quote.dealer?.logo ?? null),
      address_lines: from ? addressLines(from) : [],
      phone: from?.phone || null,
      email: from?.email || null,
      website: from?.website || null,
    },
    customer: customer
      ? {
          name: `${customer.first_name} ${customer.last_name}`.trim(),
          address_lines: addressLines(customer),
          email: customer.email || null,
          phone: customer.phone || null,
        }
      : null,
    units: documentUnits,
    accessories: documentAccessories,
    ...(rooms.length > 0 ? { rooms: rooms.map(({ name, subtotal }) => ({ name, subtotal })) } : {}),
    // Absent without any (not an empty list): a document sent before services existed keeps its hash.
    ...(quote.service_lines.length > 0
      ? {
          services: quote.service_lines.map((row) => {
            const line = toServiceLineDto(row);
            return {
              id: line.id,
              name: line.name,
              quantity: line.quantity,
              unit_price: line.unit_price,
              price: line.price,
              ...optionOf(row),
            };
          }),
        }
      : {}),
    totals: {
      subtotal: totals.lines_total,
      rounding_adjustment: Math.round((totals.lines_total - linesSum) * 100) / 100,
      ...(totals.discount
        ? { discount: { label: discountLabel(totals.discount), amount: totals.discount.amount } }
        : {}),
      ...(totals.services_total > 0 ? { services_total: totals.services_total } : {}),
      ...(totals.taxes.length > 0
        ? { taxes: totals.taxes.map((tax) => ({ label: taxLabel(tax), amount: tax.amount })) }
        : {}),
      ...(quote.tax_exempt
        ? { tax_exempt_note: `Tax exempt, certificate ${quote.tax_exempt_certificate ?? ""}`.trim() }
        : {}),
      brokerage_fee: totals.brokerage_fee,
      total: totals.total,
      ...(deposit > 0
        ? {
            deposit: {
              label: depositLabel(depositRule),
              amount: deposit,
              balance: sumCents([totals.total, -deposit]),
            },
          }
        : {}),
      currency: "USD",
      shipping_note: MESSAGES.shippingToBeConfirmed,
    },
    terms: quote.dealer?.quote_terms?.trim() || null,
    ...(choices ? { choices } : {}),
  };
  // With options, the totals are those of the choice: the one asked, else the default (decision 182).
  return choices
    ? documentForChoice(document, options.chosen ?? defaultChoice(choiceLinesOf(moneyLines)))
    : document;
}

/** A line's option on the document, absent for a required line (decision 182). */
function optionOf(row: {
  choice: string;
  choice_group: string | null;
}): { option: DocumentLineOption } | Record<string, never> {
  if (row.choice === "optional") return { option: { choice: "optional", chosen: false } };
  if (row.choice === "alternative")
    return { option: { choice: "alternative", group: row.choice_group ?? "", chosen: false } };
  return {};
}

/** JSON with object keys sorted at every level: one text for one document, whatever built it. */
export function canonicalJson(value: unknown): string {
  // JSON.stringify answers undefined (not a string) for these.
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

/** SHA-256 (hex) of the document's canonical JSON: what a customer's acceptance is bound to. */
export function documentSha256(document: QuoteDocument): string {
  return createHash("sha256").update(canonicalJson(document)).digest("hex");
}

/**
 * A line's own discount on the customer's document (decision 192): absent without one, so a document
 * sent before line discounts existed keeps its hash.
 */
function lineDiscountOf(line: {
  line_discount_pct: number | null;
  line_list_price: number;
  line_discount: number;
}): { line_discount?: DocumentLineDiscount } {
  if (line.line_discount_pct === null || line.line_discount <= 0) return {};
  return {
    line_discount: {
      label: lineDiscountLabel(line.line_discount_pct),
      list_price: line.line_list_price,
      amount: line.line_discount,
    },
  };
}
