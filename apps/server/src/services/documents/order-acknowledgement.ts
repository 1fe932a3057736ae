import {
  declinedHousingAdvice,
  estimateDelivery,
  LEAD_TIME_TEXT,
  PLANNED_LEAD_TIME_TEXT,
  RECORD_STATUS,
} from "@screens/domain";
import { accessoryDealerCost, formatInches, paymentBalance } from "@screens/pricing";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { num } from "../convert.js";
import { paymentEntry } from "../payments.js";
import { quoteTerms } from "../quote-totals.js";
import { ADDRESS, addressLines } from "./quote-document.js";
import { shipDateOfOrder } from "../production.js";

/**
 * The order acknowledgement the dealer receives when the manufacturer approves its quote
 * (docs/decisions/137-payments.md): the manufacturer's order at the dealer's price (never the
 * customer's), its lead time, the units and lines, and what the dealer has paid against it.
 */
export interface OrderAcknowledgement {
  manufacturer: string;
  dealer: { company_name: string; address_lines: string[] };
  order: {
    number: string;
    /** YYYY-MM-DD */
    date: string;
    quote_number: string;
    po_reference: string | null;
    measurements_final: boolean | null;
    lead_time: string;
    /** YYYY-MM-DD: the lead time's long end. */
    ships_by: string;
  };
  /** `code`: the unit's order code, the factory's own reading of its options. */
  /** `price`: the line's, the unit's dealer price times its quantity (decision 160). */
  /** `housing_advice`: "Jumbo housing recommended, declined …" when the dealer kept the unit against it (decision 198). */
  units: Array<{
    name: string;
    size: string;
    code: string;
    quantity: number;
    price: number;
    housing_advice: string | null;
  }>;
  accessories: Array<{ name: string; quantity: number; price: number }>;
  brokerage_fee: number;
  order_value: number;
  paid: number;
  outstanding: number;
}

/** The acknowledgement of an order, or null when there is no such order. */
export async function loadOrderAcknowledgement(
  prisma: PrismaClient | Prisma.TransactionClient,
  orderId: number,
): Promise<OrderAcknowledgement | null> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      order_number: true,
      sale_price: true,
      created_at: true,
      quote: {
        select: {
          quote_number: true,
          dealer_po: true,
          measurements_final: true,
          brokerage_fee: true,
          price_level: true,
          dealer_factor: true,
          dealer_discount: true,
          account: { select: { company_name: true } },
          dealer: {
            select: {
              company_name: true,
              ...ADDRESS,
              account: { select: { company_name: true } },
            },
          },
          screenconfigurations: {
            where: { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } },
            orderBy: { id: "asc" },
            select: {
              unit_name: true,
              unit_width_in: true,
              unit_height_in: true,
              order_code: true,
              unit_total: true,
              quantity: true,
              housing_advice_declined_at: true,
            },
          },
          add_on_accessories: {
            where: { status: { not: RECORD_STATUS.INACTIVE } },
            orderBy: { id: "asc" },
            select: { prod_name: true, quantity: true, prod_cost: true },
          },
          payments: { where: { payer: "dealer", voided_at: null }, select: { kind: true, amount: true } },
        },
      },
    },
  });
  if (!order) return null;
  const { quote } = order;
  // Planned from the factory's capacity when it has lines, else the standard lead time (decision 172).
  const ship = await shipDateOfOrder(prisma, orderId);
  const value = num(order.sale_price);
  const balance = paymentBalance(value, 0, quote.payments.map(paymentEntry));
  return {
    manufacturer: quote.dealer?.account.company_name ?? quote.account?.company_name ?? "",
    dealer: {
      company_name: quote.dealer?.company_name ?? "",
      address_lines: quote.dealer ? addressLines(quote.dealer) : [],
    },
    order: {
      number: order.order_number ?? `#${orderId}`,
      date: order.created_at.toISOString().slice(0, 10),
      quote_number: quote.quote_number ?? "",
      po_reference: quote.dealer_po,
      measurements_final: quote.measurements_final,
      lead_time: ship?.source === "capacity" ? PLANNED_LEAD_TIME_TEXT : LEAD_TIME_TEXT,
      ships_by: ship?.date ?? estimateDelivery(order.created_at).latest,
    },
    units: quote.screenconfigurations.map((unit) => ({
      name: unit.unit_name ?? "Unit",
      size: `${formatInches(num(unit.unit_width_in))}" × ${formatInches(num(unit.unit_height_in))}"`,
      code: unit.order_code,
      quantity: unit.quantity,
      price: (Math.round(num(unit.unit_total) * 100) * unit.quantity) / 100,
      housing_advice: declinedHousingAdvice(unit.housing_advice_declined_at),
    })),
    accessories: quote.add_on_accessories.map((line) => ({
      name: line.prod_name,
      quantity: line.quantity,
      price:
        Math.round(accessoryDealerCost(num(line.prod_cost), quoteTerms(quote)) * line.quantity * 100) / 100,
    })),
    brokerage_fee: num(quote.brokerage_fee),
    order_value: value,
    paid: balance.paid,
    outstanding: balance.balance,
  };
}

/** "SO-000123" stays as it is; anything a file name should not hold goes. */
export const acknowledgementFileName = (orderNumber: string) =>
  `Order-${orderNumber.replace(/[^A-Za-z0-9_-]/g, "")}-acknowledgement.pdf`;
