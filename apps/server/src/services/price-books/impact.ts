import { QUOTE_STATUS, RECORD_STATUS, type Agent, type TPriceBookImpact } from "@screens/domain";
import { diffBooks, priceConfiguration, quoteTotals, type UnitInput } from "@screens/pricing";
import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { PrismaClient } from "../../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../../db/typed-sql.js";
import { notFound } from "../../http/errors.js";
import { rowToConfiguration } from "../configurations.js";
import { num } from "../convert.js";
import { discountOf, quoteTerms } from "../quote-totals.js";
import { utc } from "../quote-json.js";
import type { PriceBookStore } from "./store.js";
import { assertReadsPriceBook } from "./access.js";
import { storedContents } from "./contents.js";

const MAX_CHANGES = 2_000;
const MAX_UNITS = 500;

/**
 * Every open draft with its dealer's name, its saved units and its accessory lines, in one statement
 * (a unit's columns as JSON: Prisma's model reads of 30,000 units took most of the preview's time).
 */
const OPEN_DRAFTS = prepare<{ status: number }>("price-book-impact-drafts").build((value) =>
  sqlBuilder
    .selectFrom("quotes as q")
    .leftJoin("dealers as d", "d.id", "q.dealer_id")
    .where("q.status", "=", value("status"))
    .select([
      "q.id",
      "q.quote_number",
      "q.dealer_id",
      "q.discount_kind",
      "q.price_level",
      "d.company_name",
      sql<number>`q.markup_variable::float8`.as("markup_variable"),
      sql<number>`q.discount::float8`.as("discount"),
      sql<number>`q.discount_amount::float8`.as("discount_amount"),
      sql<number | null>`q.dealer_factor::float8`.as("dealer_factor"),
      sql<number | null>`q.dealer_discount::float8`.as("dealer_discount"),
    ])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom("configurations as u")
          .selectAll("u")
          .whereRef("u.quote_id", "=", "q.id")
          .where("u.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
          .where("u.saved_at", "is not", null)
          .orderBy("u.id"),
      ).as("units"),
      jsonArrayFrom(
        eb
          .selectFrom("quote_accessories as a")
          .select(["a.prod_cost", "a.quantity", "a.line_markup", "a.line_discount"])
          .whereRef("a.quote_id", "=", "q.id")
          .where("a.status", "<>", sql.lit(RECORD_STATUS.INACTIVE)),
      ).as("accessories"),
    ])
    .orderBy("q.id"),
);

/** GET /price-books/{version}/diff?against=: cells and prices changed, options added or removed. */
export async function diffVersions(
  prisma: PrismaClient,
  agent: Agent,
  input: { version: string; against: string },
) {
  assertReadsPriceBook(agent);
  const [after, before] = await Promise.all(
    [input.version, input.against].map((version) =>
      prisma.priceBookVersion.findUnique({ where: { version }, select: { book: true, accessories: true } }),
    ),
  );
  if (!after || !before) throw notFound();
  const changes = diffBooks(storedContents(before), storedContents(after));
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
  assertReadsPriceBook(agent);
  const started = performance.now();
  const target = await books.byVersion(version);
  if (!target) throw notFound();
  const quotes = await runStatement(prisma, OPEN_DRAFTS, { status: QUOTE_STATUS.STARTED });
  const units = quotes.reduce((sum, quote) => sum + quote.units.length, 0);
  const dealers = new Map<number | null, TPriceBookImpact["dealers"][number]>();
  const changedUnits: TPriceBookImpact["changed_units"] = [];
  for (const quote of quotes) {
    const markup = num(quote.markup_variable);
    const terms = quoteTerms(quote);
    // Each line with its quantity: n identical units move the total n times (decision 160).
    const before: UnitInput[] = [];
    const after: UnitInput[] = [];
    for (const json of quote.units) {
      const unit = Object.assign(json, {
        created_at: utc(json.created_at),
        updated_at: utc(json.updated_at),
        saved_at: json.saved_at === null ? null : utc(json.saved_at),
      });
      const was = num(unit.unit_total);
      const priced = priceConfiguration(rowToConfiguration(unit), { priceBook: target.book, markup, terms });
      const now = priced.ok ? priced.breakdown.unit_total : was;
      // The line's own markup and discount stay with it (decision 192).
      const adjustment = {
        markup: decimalOrNull(unit.line_markup),
        discount_pct: decimalOrNull(unit.line_discount),
      };
      before.push({ unit_total: was, quantity: unit.quantity, ...adjustment });
      after.push({ unit_total: now, quantity: unit.quantity, ...adjustment });
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
    const lines = quote.accessories.map((line) => ({
      prod_cost: num(line.prod_cost),
      quantity: line.quantity,
      markup: decimalOrNull(line.line_markup),
      discount_pct: decimalOrNull(line.line_discount),
    }));
    const totalOf = (unitTotals: UnitInput[]) =>
      quoteTotals({ unitTotals, accessories: lines, markup, discount: discountOf(quote), terms })
        .customer_total;
    const totalBefore = totalOf(before);
    const totalAfter = totalOf(after);
    const entry = dealers.get(quote.dealer_id) ?? {
      dealer_id: quote.dealer_id,
      company_name: quote.company_name ?? "No dealer",
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
    units,
    dealers: [...dealers.values()].sort(
      (a, b) => b.quotes_changed - a.quotes_changed || a.company_name.localeCompare(b.company_name),
    ),
    changed_units: changedUnits.slice(0, MAX_UNITS),
    elapsed_ms: Math.round(performance.now() - started),
  };
}

/** A decimal column read as JSON (a number, or a string for some drivers), or null. */
function decimalOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
