import { QUOTE_STATUS, RECORD_STATUS, ZIdInput, type Agent } from "@screens/domain";
import { sql, type Expression, type SqlBool } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { sessionsWithUsers, type SessionRow } from "../auth/sessions.js";
import {
  ownedByUserSql,
  seesDeactivatedQuotes,
  seesDeactivatedQuotesSql,
  tenancyOf,
  type Tenancy,
} from "./scope.js";
import { JOINED_COLUMNS, joinedQuotes, quoteRelations, utc, visibleQuotes } from "./quote-json.js";

/** The dealer's selling settings: the standard price and the reader's discount limit (selling-price.ts). */
const DEALER_SELLING_COLUMNS = [
  "d.default_markup as dealer_default_markup",
  "d.max_discount_sales_manager as dealer_max_discount_sales_manager",
  "d.max_discount_representative as dealer_max_discount_representative",
  "d.max_discount_purchaser as dealer_max_discount_purchaser",
  // Sales tax: the region comes from the customer's or the dealer's address (sales-tax.ts).
  "d.state as dealer_state",
  "c.state as customer_state",
] as const;

/** The quote page's document: the quote with its joined relations, units and accessories. */
function quotePage(quotes: ReturnType<typeof joinedQuotes>, id: Expression<number>) {
  return quotes
    .selectAll("q")
    .select(JOINED_COLUMNS)
    .select(DEALER_SELLING_COLUMNS)
    .select((eb) => [
      // Sorted subqueries: json_agg keeps their order.
      jsonArrayFrom(
        eb
          .selectFrom("configurations as u")
          .selectAll("u")
          .whereRef("u.quote_id", "=", "q.id")
          .where("u.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
          .orderBy("u.id"),
      ).as("units"),
      jsonArrayFrom(
        eb
          .selectFrom("quote_accessories as a")
          .selectAll("a")
          .whereRef("a.quote_id", "=", "q.id")
          .where("a.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
          .orderBy("a.id"),
      ).as("accessories"),
      jsonArrayFrom(
        eb
          .selectFrom("quote_service_lines as sl")
          .selectAll("sl")
          .whereRef("sl.quote_id", "=", "q.id")
          .where("sl.status", "=", sql.lit(RECORD_STATUS.ACTIVE))
          .orderBy("sl.id"),
      ).as("service_lines"),
      jsonArrayFrom(
        eb
          .selectFrom("dealer_tax_rates as tr")
          .select(["tr.region", "tr.name", "tr.rate"])
          .whereRef("tr.dealer_id", "=", "q.dealer_id")
          .where("tr.status", "=", sql.lit(RECORD_STATUS.ACTIVE))
          .orderBy("tr.id"),
      ).as("tax_rates"),
    ])
    .where("q.id", "=", id);
}

const active = sql<SqlBool>`q.status <> ${sql.lit(QUOTE_STATUS.INACTIVE)}`;

/**
 * The quote page in one SQL statement: the quote, its dealer, customer, order, units and
 * accessories as one JSON document. Prisma's own reads materialize each of a unit's ~80 columns
 * separately, which made this, the most viewed page, five times slower (docs/performance.md).
 * The statement's text depends only on the tenancy's kind: one prepared statement per kind.
 */
function quotePageStatement(kind: Tenancy["kind"]) {
  return prepare<{ id: number; tenant?: number }>(`quote-page-${kind}`).build((value) => {
    const visible = visibleQuotes(kind, value("tenant"));
    const page = quotePage(seesDeactivatedQuotes(kind) ? visible : visible.where(active), value("id"));
    return sqlBuilder.selectNoFrom(jsonObjectFrom(page).as("page"));
  });
}
const QUOTE_PAGE = {
  all: quotePageStatement("all"),
  account: quotePageStatement("account"),
  dealer: quotePageStatement("dealer"),
};

/** The page document as the statements answer it: plain JSON values. */
type PageDocument = NonNullable<RowOf<(typeof QUOTE_PAGE)["all"]>["page"]>;
type RowOf<S> = S extends { readonly types?: { row: infer Row } } ? Row : never;

/**
 * The quote page together with the session of `sessionId` (GET /api/quotes/{id}, the most viewed
 * answer, when nothing in the request has looked the session up yet): one statement finds the
 * session, its user and company (exactly what the session lookup selects), decides the user's
 * tenancy from its role (`ownedByUserSql`, the rule of scope.ts) and reads the page within it. No
 * session: no row; a session whose user may not see the quote: a row with a null page.
 */
const QUOTE_PAGE_WITH_SESSION = prepare<{ session: string; id: number }>("quote-page-with-session").build(
  (value) =>
    sessionsWithUsers()
      .select((eb) =>
        jsonObjectFrom(
          quotePage(
            joinedQuotes()
              .where((qb) =>
                ownedByUserSql(
                  {
                    role_id: eb.ref("u.role_id"),
                    account_id: eb.ref("u.account_id"),
                    dealer_id: eb.ref("u.dealer_id"),
                  },
                  {
                    account_id: qb.ref("q.account_id"),
                    "dealer.account_id": qb.ref("d.account_id"),
                    dealer_id: qb.ref("q.dealer_id"),
                  },
                ),
              )
              .where(sql<SqlBool>`(${active} OR ${seesDeactivatedQuotesSql(eb.ref("u.role_id"))})`),
            value("id"),
          ),
        ).as("page"),
      )
      .where("s.id", "=", value("session")),
);

export async function loadQuotePage(prisma: PrismaClient, agent: Agent, id: number) {
  const tenancy = tenancyOf(agent);
  const [found] = await runStatement(prisma, QUOTE_PAGE[tenancy.kind], {
    id,
    tenant: tenancy.kind === "all" ? undefined : tenancy.id,
  });
  return found?.page ? toQuotePageRow(found.page) : null;
}

/**
 * The session's row (as the session lookup reads it: auth/sessions.ts) and the quote page its user
 * may see; no such session: both undefined. The session is the caller's to settle (expiry, an
 * inactive user, renewal) and the permission its to check before the page is used.
 */
export async function loadQuotePageWithSession(
  prisma: PrismaClient,
  sessionId: string,
  id: number,
): Promise<{ session: SessionRow | undefined; page: QuotePageRow | null | undefined }> {
  const [found] = await runStatement(prisma, QUOTE_PAGE_WITH_SESSION, { session: sessionId, id });
  if (!found) return { session: undefined, page: undefined };
  const { page, ...session } = found;
  return { session, page: page ? toQuotePageRow(page) : null };
}

/** `quotes.get`'s read together with the request's session (trpc.ts permittedReadProcedure). */
export const quotePageRead = {
  input: ZIdInput,
  async withSession(prisma: PrismaClient, sessionId: string, input: { id: number }) {
    const { session, page } = await loadQuotePageWithSession(prisma, sessionId, input.id);
    return { session, value: page ?? null };
  },
};

/** The quote page as the services read it (`toQuoteDetail` in quotes.ts). */
export type QuotePageRow = ReturnType<typeof toQuotePageRow>;

function toQuotePageRow(page: PageDocument) {
  // The document is ours alone: its fields are converted in place (copying a unit's ~75 keys
  // with a spread per request was measurable, docs/performance.md).
  const units = page.units.map((unit) =>
    Object.assign(unit, {
      created_at: utc(unit.created_at),
      updated_at: utc(unit.updated_at),
      saved_at: unit.saved_at === null ? null : utc(unit.saved_at),
    }),
  );
  const accessories = page.accessories.map((line) =>
    Object.assign(line, { created_at: utc(line.created_at) }),
  );
  const serviceLines = page.service_lines.map((line) =>
    Object.assign(line, { created_at: utc(line.created_at) }),
  );
  return Object.assign(page, {
    ...quoteRelations(page),
    // The page lists every unit (an unsaved one as 'Not saved yet'), but its unit count is the
    // list's: saved units only (decision 070), so a quote shows one number everywhere.
    _count: {
      // A line of n identical units is n units (decision 160).
      screenconfigurations: units.reduce((n, unit) => n + (unit.saved_at === null ? 0 : unit.quantity), 0),
      add_on_accessories: accessories.length,
    },
    screenconfigurations: units,
    add_on_accessories: accessories,
    service_lines: serviceLines,
  });
}
