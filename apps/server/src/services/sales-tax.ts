import { regionCode, type TQuoteTax } from "@screens/domain";
import type { QuoteTotals } from "@screens/pricing";
import { num } from "./convert.js";

/**
 * The sales tax of a quote (docs/decisions/132-service-lines-and-sales-tax.md): the rates of its
 * region, which is the one set on the quote, else the customer's state or province, else the
 * dealer's; none when the quote is exempt or the dealer keeps no rate for the region.
 */

type Money = { toNumber(): number } | number;

export interface TaxRateRow {
  region: string;
  name: string;
  rate: Money;
  status?: number;
}

export interface QuoteTaxInput {
  tax_region: string | null;
  tax_exempt: boolean;
  tax_exempt_certificate: string | null;
}

export function taxRegionOf(
  quote: Pick<QuoteTaxInput, "tax_region">,
  customerState: string | null | undefined,
  dealerState: string | null | undefined,
): { region: string | null; source: TQuoteTax["region_source"] } {
  if (quote.tax_region) return { region: quote.tax_region, source: "quote" };
  const customer = regionCode(customerState);
  if (customer) return { region: customer, source: "customer" };
  const dealer = regionCode(dealerState);
  return dealer ? { region: dealer, source: "dealer" } : { region: null, source: null };
}

/** The rates the pricing engine applies: the region's, in the order they were kept; none when exempt. */
export function taxesFor(quote: QuoteTaxInput, region: string | null, rates: readonly TaxRateRow[]) {
  if (quote.tax_exempt || region === null) return [];
  return rates
    .filter((rate) => rate.region === region && (rate.status ?? 1) === 1)
    .map((rate) => ({ name: rate.name, rate: num(rate.rate) }));
}

/** The tax as the quote page shows it, from the totals the engine computed. */
export function quoteTaxOf(
  quote: QuoteTaxInput,
  where: ReturnType<typeof taxRegionOf>,
  totals: QuoteTotals,
): TQuoteTax {
  return {
    region: where.region,
    region_source: where.source,
    exempt: quote.tax_exempt,
    certificate: quote.tax_exempt_certificate,
    taxable_base: totals.taxable_base,
    lines: totals.taxes,
    total: totals.tax_total,
  };
}

/** The tax lines' labels on the customer's document: "GST (5%)". */
export const taxLabel = (tax: { name: string; rate: number }) =>
  `${tax.name} (${Number(tax.rate.toFixed(4))}%)`;
