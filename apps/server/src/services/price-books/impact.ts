import { QUOTE_STATUS, RECORD_STATUS, type Agent, type TPriceBookImpact } from "@screens/domain";
import { diffBooks, priceConfiguration, quoteTotals, type BookContents } from "@screens/pricing";
import type { PrismaClient } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { rowToConfiguration } from "../configurations.js";
import { num } from "../convert.js";
import { discountOf, quoteTerms } from "../quote-totals.js";
import type { PriceBookStore } from "./store.js";
import { assertKeepsPriceBook } from "./access.js";

const MAX_CHANGES = 2_000;
const MAX_UNITS = 500;

/** Rows grouped by their quote (Map.groupBy is Node 21's). */
function byQuote<T extends { quote_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.quote_id);
    if (group) group.push(row);
    else groups.set(row.quote_id, [row]);
  }
  return groups;
}

/** GET /price-books/{version}/diff?against=: cells and prices changed, options added or removed. */
export async function diffVersions(
  prisma: PrismaClient,
  agent: Agent,
  input: { version: string; against: string },
) {
  assertKeepsPriceBook(agent);
  const [after, before] = await Promise.all(
    [input.version, input.against].map((version) =>
      prisma.priceBookVersion.findUnique({ where: { version }, select: { book: true, accessories: true } }),
    ),
  );
  if (!after || !before) throw notFound();
  const changes = diffBooks(before as unknown as BookContents, after as unknown as BookContents);
  return {
    version: input.version,
    against: input.against,
    changes: changes.slice(0, MAX_CHANGES),
    total: changes.length,
  };
}

/**
 * What a version would do to the quotes out there (decision 148): every open draft (status 1; sent
 * and submitted quotes are frozen) priced with it, with its own markup, discount and dealer terms,
 * against its stored prices; by dealer, and the units that move most. The customer totals are the
 * products' (units and accessories after the discount): services and taxes do not depend on the book.
 */
export async function previewImpact(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  version: string,
): Promise<TPriceBookImpact> {
  assertKeepsPriceBook(agent);
  const started = performance.now();
  const target = await books.byVersion(version);
  if (!target) throw notFound();
  const draftQuote = { status: QUOTE_STATUS.STARTED };
  const [quotes, units, accessories] = await Promise.all([
    prisma.quote.findMany({
      where: draftQuote,
      select: {
        id: true,
        quote_number: true,
        dealer_id: true,
        markup_variable: true,
        discount_kind: true,
        discount: true,
        discount_amount: true,
        price_level: true,
        dealer_factor: true,
        dealer_discount: true,
        dealer: { select: { company_name: true } },
      },
    }),
    prisma.configuration.findMany({
      where: { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null }, quote: draftQuote },
      orderBy: { id: "asc" },
    }),
    prisma.quoteAccessory.findMany({
      where: { status: { not: RECORD_STATUS.INACTIVE }, quote: draftQuote },
      select: { quote_id: true, prod_cost: true, quantity: true },
    }),
  ]);
  const unitsOf = byQuote(units);
  const accessoriesOf = byQuote(accessories);
  const dealers = new Map<number | null, TPriceBookImpact["dealers"][number]>();
  const changedUnits: TPriceBookImpact["changed_units"] = [];
  for (const quote of quotes) {
    const markup = num(quote.markup_variable);
    const terms = quoteTerms(quote);
    const before: number[] = [];
    const after: number[] = [];
    for (const unit of unitsOf.get(quote.id) ?? []) {
      const was = num(unit.unit_total);
      const priced = priceConfiguration(rowToConfiguration(unit), { priceBook: target.book, markup, terms });
      const now = priced.ok ? priced.breakdown.unit_total : was;
      before.push(was);
      after.push(now);
      if (now !== was || !priced.ok)
        changedUnits.push({
          quote_id: quote.id,
          quote_number: quote.quote_number ?? String(quote.id),
          unit_name: unit.unit_name ?? "Unit",
          before: was,
          after: now,
          problem: priced.ok
            ? null
            : priced.errors.map((issue) => `${issue.path}: ${issue.message}`).join("; "),
        });
    }
    const lines = (accessoriesOf.get(quote.id) ?? []).map((line) => ({
      prod_cost: num(line.prod_cost),
      quantity: line.quantity,
    }));
    const totalOf = (unitTotals: number[]) =>
      quoteTotals({ unitTotals, accessories: lines, markup, discount: discountOf(quote), terms })
        .customer_total;
    const totalBefore = totalOf(before);
    const totalAfter = totalOf(after);
    const entry = dealers.get(quote.dealer_id) ?? {
      dealer_id: quote.dealer_id,
      company_name: quote.dealer?.company_name ?? "No dealer",
      quotes: 0,
      quotes_changed: 0,
      total_before: 0,
      total_after: 0,
      largest_change: 0,
      largest_quote: null,
    };
    entry.quotes += 1;
    entry.total_before = Math.round((entry.total_before + totalBefore) * 100) / 100;
    entry.total_after = Math.round((entry.total_after + totalAfter) * 100) / 100;
    const change = Math.round((totalAfter - totalBefore) * 100) / 100;
    if (change !== 0) entry.quotes_changed += 1;
    if (Math.abs(change) > Math.abs(entry.largest_change)) {
      entry.largest_change = change;
      entry.largest_quote = quote.quote_number;
    }
    dealers.set(quote.dealer_id, entry);
  }
  changedUnits.sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before));
  return {
    version,
    quotes: quotes.length,
    units: units.length,
    dealers: [...dealers.values()].sort(
      (a, b) => b.quotes_changed - a.quotes_changed || a.company_name.localeCompare(b.company_name),
    ),
    changed_units: changedUnits.slice(0, MAX_UNITS),
    elapsed_ms: Math.round(performance.now() - started),
  };
}
