import { QUOTE_STATUS, type Agent } from "@screens/domain";
import { notFound } from "../../http/errors.js";
import { activeQuoteScope } from "../scope.js";
import { bookDealerFactor, type DealerTerms, type PriceBook } from "@screens/pricing";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { num } from "../convert.js";
import { quoteTerms, recomputeQuoteTotals } from "../quote-totals.js";
import { repriceQuoteUnits } from "../configurations.js";
import type { LoadedVersion, PriceBookStore } from "./store.js";

type Db = PrismaClient | Prisma.TransactionClient;

/** The book and the dealer's terms a quote's units and lines price with (decisions 148, 149). */
export interface QuotePricing {
  version: LoadedVersion;
  terms: DealerTerms;
  /** True when the quote keeps the version and terms it was frozen with at send or submit. */
  frozen: boolean;
}

/** A dealer's price level and discount as a row holds them. */
export interface DealerTermsRow {
  discount: Prisma.Decimal | number;
  price_level: { name: string; factor: Prisma.Decimal | number } | null;
}

export const DEALER_TERMS_SELECT = {
  discount: true,
  price_level: { select: { name: true, factor: true } },
} as const;

/** The dealer's terms today: its level's factor (else the book's standard one), then its discount. */
export function dealerTerms(dealer: DealerTermsRow | null, book: PriceBook): DealerTerms {
  return {
    level: dealer?.price_level?.name ?? null,
    factor: dealer?.price_level ? num(dealer.price_level.factor) : bookDealerFactor(book),
    discount_pct: dealer ? num(dealer.discount) : 0,
  };
}

/**
 * A draft prices with the version in effect now and its dealer's terms of today; a quote frozen at
 * send or submit (any status but draft, with a recorded version) keeps both (decision 148).
 */
export async function pricingForQuote(db: Db, books: PriceBookStore, quoteId: number): Promise<QuotePricing> {
  const quote = await db.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      status: true,
      price_book_version: true,
      price_level: true,
      dealer_factor: true,
      dealer_discount: true,
    },
  });
  const frozen = quote.status !== QUOTE_STATUS.STARTED && quote.price_book_version !== null;
  const version =
    (frozen && quote.price_book_version !== null
      ? await books.byVersion(quote.price_book_version, db)
      : null) ?? (await books.inEffect(books.now(), db));
  // The quote's own terms: taken from its dealer when it was made, and again whenever staff change the
  // dealer's level or discount while it is a draft (syncDraftTerms); none: the standard factor.
  const terms: DealerTerms =
    quote.dealer_factor !== null
      ? quoteTerms(quote)
      : { level: null, factor: bookDealerFactor(version.book), discount_pct: 0 };
  return { version, terms, frozen };
}

/** The quote columns that freeze the terms with the prices (decision 149). */
export function frozenTermsColumns(terms: DealerTerms) {
  return { price_level: terms.level, dealer_factor: terms.factor, dealer_discount: terms.discount_pct };
}

/** The quote columns of a dealer's terms today, for a new quote or a draft kept in step (decision 149). */
export async function dealerTermsColumns(db: Db, books: PriceBookStore, dealerId: number | null) {
  const dealer =
    dealerId === null
      ? null
      : await db.dealer.findUnique({ where: { id: dealerId }, select: DEALER_TERMS_SELECT });
  return frozenTermsColumns(dealerTerms(dealer, await books.current(db)));
}

/**
 * Staff changed a dealer's level or discount (or a level's factor): its drafts take the new terms
 * and their units are priced again, so a draft's lines always price with the terms it shows. Sent
 * and submitted quotes keep the terms they were frozen with (decision 149).
 */
export async function syncDraftTerms(tx: Prisma.TransactionClient, books: PriceBookStore, dealerId: number) {
  const columns = await dealerTermsColumns(tx, books, dealerId);
  const drafts = await tx.quote.findMany({
    where: { dealer_id: dealerId, status: QUOTE_STATUS.STARTED },
    select: { id: true, markup_variable: true },
  });
  for (const draft of drafts) {
    await tx.quote.update({ where: { id: draft.id }, data: columns });
    const pricing = await pricingForQuote(tx, books, draft.id);
    await repriceQuoteUnits(tx, draft.id, pricing, num(draft.markup_variable));
    await recomputeQuoteTotals(tx, draft.id);
  }
  return drafts.length;
}

/** GET /quotes/{id}/pricing: for a quote the agent may read (404 otherwise). */
export async function quotePricing(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  quoteId: number,
) {
  const visible = await prisma.quote.count({ where: { id: quoteId, ...activeQuoteScope(agent) } });
  if (!visible) throw notFound();
  const pricing = await pricingForQuote(prisma, books, quoteId);
  return { version: pricing.version.version, frozen: pricing.frozen, terms: pricing.terms };
}
