import { z } from "zod";
import { ORDER_STATUS, QUOTE_STATUS } from "../status.js";
import { ZId, zStatusOf } from "./common.js";
import { ZFlag } from "./quotes.js";
import { REPORT_PERIODS } from "../report-periods.js";

/**
 * The dashboards' figures and the Reports page (decisions 110-112). A period is one of
 * the presets, counted in the agent's time zone up to and including today, or a custom range of
 * whole days (`from` and `to` inclusive).
 */
/** The product dimensions a report groups and filters by (configuration columns). */
export const REPORT_PRODUCT_DIMENSIONS = ["housing_type", "fabric_collection", "motor_brand"] as const;
export type ReportProductDimension = (typeof REPORT_PRODUCT_DIMENSIONS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are written YYYY-MM-DD." });
const productValue = z.string().trim().min(1).max(100).optional();

const ZReportFilters = z.object({
  period: z.enum(REPORT_PERIODS, { error: `period must be one of ${REPORT_PERIODS.join(", ")}.` }).optional(),
  /** Custom period: first and last day, inclusive. */
  from: day.optional(),
  to: day.optional(),
  /** IANA time zone the days and months are counted in; default the user's, else UTC. */
  tz: z.string().trim().min(1).max(64).optional(),
  dealer_id: ZId.optional(),
  quote_status: z.coerce
    .number()
    .pipe(zStatusOf(QUOTE_STATUS, `quote_status must be one of ${Object.values(QUOTE_STATUS).join(", ")}.`))
    .optional(),
  order_status: z.coerce
    .number()
    .pipe(zStatusOf(ORDER_STATUS, `order_status must be one of ${Object.values(ORDER_STATUS).join(", ")}.`))
    .optional(),
  housing_type: productValue,
  fabric_collection: productValue,
  motor_brand: productValue,
});

/** A custom period names both days, the first not after the last. */
function checkCustomPeriod(query: z.infer<typeof ZReportFilters>, context: z.core.$RefinementCtx) {
  if ((query.period ?? "this_month") !== "custom") return;
  if (!query.from || !query.to) {
    context.addIssue({ code: "custom", path: ["from"], message: "A custom period needs from and to." });
    return;
  }
  if (query.from > query.to)
    context.addIssue({ code: "custom", path: ["to"], message: "to is before from." });
}

export const ZReportQuery = ZReportFilters.superRefine(checkCustomPeriod);
export type TReportQuery = z.infer<typeof ZReportQuery>;

const ZMoney = z.number();
const ZCountValue = z.object({ count: z.number(), value: ZMoney });

export const ZReportPeriodInfo = z.object({
  period: z.enum(REPORT_PERIODS),
  label: z.string(),
  /** First day and last day of the period (inclusive), in `tz`. */
  from: day,
  to: day,
  tz: z.string(),
});

export const ZAwaitingQuote = z.object({
  id: z.number(),
  quote_number: z.string().nullable(),
  title: z.string(),
  dealer: z.string().nullable(),
  sale_price: ZMoney,
  submitted_at: z.string().nullable(),
  /** Whole days since submission (creation when never submitted). */
  age_days: z.number(),
});

export const ZDealerRow = z.object({
  dealer_id: z.number().nullable(),
  company_name: z.string(),
  count: z.number(),
  value: ZMoney,
});
export const ZMonthRow = z.object({
  /** YYYY-MM, every month of the period (empty ones with 0). */
  month: z.string(),
  quotes: z.number(),
  orders: z.number(),
  value: ZMoney,
});
export const ZProductRow = z.object({
  /** The price book's value (e.g. jumbo), "" for a unit without one; `label` as the price book names it. */
  key: z.string(),
  label: z.string(),
  /** Units of that product on the orders, their orders, and the units' dealer price. */
  units: z.number(),
  orders: z.number(),
  value: ZMoney,
});
export const ZStatusRow = z.object({
  status: z.number(),
  label: z.string(),
  count: z.number(),
  value: ZMoney,
});

export const ZReportFigures = z.object({
  period: ZReportPeriodInfo,
  /** Now, whatever the period: quotes not ordered nor deactivated (statuses 1, 10, 11, 30, 31). */
  open_quotes: ZCountValue,
  /** Now: quotes in status 30, oldest first (the 10 oldest), with their count and value. */
  awaiting_approval: ZCountValue.extend({ oldest: z.array(ZAwaitingQuote) }),
  /** Quotes created in the period. */
  quotes_created: ZCountValue,
  /** Quotes sent to a customer in the period, and how their customers answered. */
  sent: z.object({
    count: z.number(),
    accepted: z.number(),
    declined: z.number(),
    /** accepted / (accepted + declined), 0-1; null while none was answered. */
    acceptance_rate: z.number().nullable(),
  }),
  /** Orders placed in the period and what the dealers owe for them. */
  orders: ZCountValue,
  /** Orders placed in the period: average days from the quote's creation to the order. */
  avg_days_quote_to_order: z.number().nullable(),
  /** Orders produced in the period: average days from the order to Produced (or Closed). */
  avg_lead_time_days: z.number().nullable(),
  orders_by_dealer: z.array(ZDealerRow),
  by_month: z.array(ZMonthRow),
  orders_by_product: z.object({
    housing_type: z.array(ZProductRow),
    fabric_collection: z.array(ZProductRow),
    motor_brand: z.array(ZProductRow),
  }),
  quotes_by_status: z.array(ZStatusRow),
  orders_by_status: z.array(ZStatusRow),
});
export type TReportFigures = z.infer<typeof ZReportFigures>;

/** The drill-down lists: the report's filters plus a list's controls. */
export const ZReportListQuery = ZReportFilters.extend({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: ZId.optional(),
  /** Quotes only: now open (1, 10, 11, 30, 31) whatever the period, as the figure "Open quotes". */
  open: ZFlag.optional(),
}).superRefine(checkCustomPeriod);
export type TReportListQuery = z.infer<typeof ZReportListQuery>;
