import { LIST_PAGE, QUOTE_STATUS, RECORD_STATUS, type Agent, type TQuoteListRequest } from "@screens/domain";
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder, type DB, type Statement, type ValueOf } from "../db/typed-sql.js";
import { parseSort } from "./list-query.js";
import { ownedSql, tenancyOf, type Tenancy } from "./scope.js";
import {
  JOINED_COLUMNS,
  QUOTE_LIST_COLUMNS,
  quoteRelations,
  visibleQuotes,
  type QuoteListSource,
} from "./quote-json.js";

/**
 * A line counts where the quote's total counts it (defaultChoice, decision 182): a required line, a
 * line the customer took, and, before any pick, the first line of each alternative group (units come
 * before accessories, as the choice orders them); an optional line only once taken. After an
 * acceptance the lines not taken are inactive, so the picks alone remain.
 */
const IN_UNITS_CHOICE = sql<boolean>`(u.choice = 'required' OR u.chosen IS TRUE OR (
  u.choice = 'alternative' AND u.chosen IS NULL AND u.id = (
    SELECT min(v.id) FROM configurations v
    WHERE v.quote_id = u.quote_id AND v.choice = 'alternative' AND v.choice_group = u.choice_group
      AND v.status <> ${sql.lit(RECORD_STATUS.INACTIVE)} AND v.saved_at IS NOT NULL)))`;
const IN_ACCESSORIES_CHOICE = sql<boolean>`(a.choice = 'required' OR a.chosen IS TRUE OR (
  a.choice = 'alternative' AND a.chosen IS NULL AND a.id = (
    SELECT min(b.id) FROM quote_accessories b
    WHERE b.quote_id = a.quote_id AND b.choice = 'alternative' AND b.choice_group = a.choice_group
      AND b.status <> ${sql.lit(RECORD_STATUS.INACTIVE)})
  AND NOT EXISTS (
    SELECT 1 FROM configurations v
    WHERE v.quote_id = a.quote_id AND v.choice = 'alternative' AND v.choice_group = a.choice_group
      AND v.status <> ${sql.lit(RECORD_STATUS.INACTIVE)} AND v.saved_at IS NOT NULL)))`;
/**
 * The quote lists in one SQL statement answering one JSON array (decision 008): Prisma's includes
 * and counts cost about 60 µs a row, which a manufacturer's list of thousands pays on every visit.
 * The filters are the SQL forms of `quoteScope` (scope.ts) and of `listArgs` (list-query.ts):
 * `hide_closed` leaves out ordered quotes, `owner_id` keeps one owner's (decision 157),
 * `q` matches title, quote number or dealer name case-insensitively (a literal text: % and _ match
 * themselves), `sort` is a field with the id breaking ties, `cursor` is the last id of the previous page.
 * The text varies with the filters: an unnamed statement, the client's values only as parameters.
 */
export const QUOTE_SORTABLE = [
  "id",
  "created_at",
  "title",
  "status",
  "sale_price",
  "quote_number",
  "updated_at",
] as const satisfies ReadonlyArray<keyof DB["quotes"]>;

export interface QuoteListOptions {
  pending?: boolean;
  dealer_id?: number;
  account_id?: number;
}

/** LIKE's own characters, escaped: the user's text is searched literally. */
const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A run's values; which of them a statement uses depends on its shape. */
interface ListValues extends Record<string, unknown> {
  tenant?: number;
  dealer_id?: number;
  account_id?: number;
  owner_id?: number;
  status?: number;
  search?: string;
  cursor?: number;
  limit?: number;
}

/** What the statement's text depends on: never a value, so the texts are few and each built once. */
interface ListShape {
  kind: Tenancy["kind"];
  pending: boolean;
  hideClosed: boolean;
  owner: boolean;
  status: boolean;
  dealer: boolean;
  account: boolean;
  search: boolean;
  cursor: boolean;
  limit: boolean;
  field: (typeof QUOTE_SORTABLE)[number];
  descending: boolean;
  /** Plain rows (the export's batches) instead of one JSON array; numbers as float8, times as text. */
  rows: boolean;
  /** The unit and accessory counts (two index probes a row): the export skips them unless shown. */
  counts: boolean;
}

/** The joined quotes a list reads (quote-json.ts), before its columns are chosen. */
type ListQuery = ReturnType<typeof visibleQuotes>;
type ListQueryOf<O> =
  ListQuery extends SelectQueryBuilder<infer Tables, infer Aliases, object>
    ? SelectQueryBuilder<Tables, Aliases, O>
    : never;

/**
 * The page's rows in the shape's filter, order and limit, its quote columns chosen by `columns`
 * (selected first), then the joined relations' columns and the counts: the row types follow.
 */
function quoteListPage<O>(
  shape: ListShape,
  value: ValueOf<ListValues>,
  columns: (query: ListQuery) => ListQueryOf<O>,
) {
  const { field, descending } = shape;
  const direction = descending ? "desc" : "asc";
  // `field` is one of QUOTE_SORTABLE (columns of quotes), never the client's text. A quote without
  // a number sorts as "" (a NULL would end a cursor's row comparison).
  const sortKey = (alias: "q" | "k") =>
    field === "quote_number"
      ? sql`COALESCE(${sql.ref(`${alias}.quote_number`)}, '')`
      : sql.ref(`${alias}.${field}`);

  let page = columns(visibleQuotes(shape.kind, value("tenant")))
    .select(JOINED_COLUMNS)
    .select((eb) =>
      shape.counts
        ? [
            eb
              .selectFrom("configurations as u")
              // A line of n identical units is n units (decision 160).
              .select(sql<number>`COALESCE(sum(u.quantity), 0)::int`.as("n"))
              .whereRef("u.quote_id", "=", "q.id")
              .where("u.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
              .where("u.saved_at", "is not", null) // a unit never saved counts nowhere (decision 070)
              .where(IN_UNITS_CHOICE)
              .$asScalar() // a count always answers one row
              .as("unit_count"),
            eb
              .selectFrom("quote_accessories as a")
              .select(sql<number>`count(*)::int`.as("n"))
              .whereRef("a.quote_id", "=", "q.id")
              .where("a.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
              .where(IN_ACCESSORIES_CHOICE)
              .$asScalar()
              .as("accessory_count"),
          ]
        : [sql<number>`0`.as("unit_count"), sql<number>`0`.as("accessory_count")],
    )
    .where((eb) => {
      const owners = {
        account_id: eb.ref("q.account_id"),
        "dealer.account_id": eb.ref("d.account_id"),
        dealer_id: eb.ref("q.dealer_id"),
      };
      const where: Expression<SqlBool>[] = [
        shape.pending
          ? eb("q.status", "in", [
              sql.lit(QUOTE_STATUS.AWAITING_APPROVAL),
              sql.lit(QUOTE_STATUS.AWAITING_PAYMENT),
            ])
          : eb("q.status", "<>", sql.lit(QUOTE_STATUS.INACTIVE)),
      ];
      if (shape.hideClosed) where.push(eb("q.status", "<>", sql.lit(QUOTE_STATUS.ORDERED)));
      if (shape.owner) where.push(eb("q.owner_id", "=", value("owner_id")));
      if (shape.status) where.push(eb("q.status", "=", value("status")));
      // One dealer's or one account's quotes: the tenancy rule's own forms for that dealer or account.
      if (shape.dealer) where.push(ownedSql("dealer", value("dealer_id"), owners));
      if (shape.account) where.push(ownedSql("account", value("account_id"), owners));
      if (shape.search) {
        const text = value("search");
        where.push(
          eb.or([
            eb("q.title", "ilike", text),
            eb("q.quote_number", "ilike", text),
            eb("d.company_name", "ilike", text),
          ]),
        );
      }
      if (shape.cursor) {
        const after = sql.raw(descending ? "<" : ">");
        // By another field the cursor's row must be one the agent may see (deactivated or not): a
        // foreign id gives an empty page, never the position of another dealer's quote.
        const cursorRow = sqlBuilder
          .selectFrom("quotes as k")
          .leftJoin("dealers as kd", "kd.id", "k.dealer_id")
          .select([sortKey("k").as("key"), "k.id"])
          .where("k.id", "=", value("cursor"))
          .where((k) =>
            ownedSql(shape.kind, value("tenant"), {
              account_id: k.ref("k.account_id"),
              "dealer.account_id": k.ref("kd.account_id"),
              dealer_id: k.ref("k.dealer_id"),
            }),
          );
        where.push(
          field === "id"
            ? eb("q.id", after, value("cursor"))
            : sql<SqlBool>`(${sortKey("q")}, ${eb.ref("q.id")}) ${after} (${cursorRow})`,
        );
      }
      return eb.and(where);
    });
  if (field !== "id") page = page.orderBy(sortKey("q"), direction);
  page = page.orderBy("q.id", direction);
  if (shape.limit) page = page.limit(value("limit"));
  return page;
}

/**
 * The list's page as one JSON array (`rows: false`): the quote columns as json_agg writes them (a
 * timestamp's ISO text, a numeric's number), so the row type is Kysely's JSON form of the columns.
 */
function quoteListJsonStatement(shape: ListShape) {
  return prepare<ListValues>("").build((value) => {
    const page = quoteListPage(shape, value, (query) =>
      query.select(QUOTE_LIST_COLUMNS.map((column) => `q.${column}` as const)),
    );
    // The rows come sorted from the subquery, and json_agg keeps its input's order.
    return sqlBuilder.selectNoFrom(jsonArrayFrom(page).as("rows"));
  });
}

/** A row of the list, as both statements answer it. */
type QuoteListRow = NonNullable<ReturnType<typeof quoteListJsonStatement>["types"]>["row"]["rows"][number];

/**
 * The list's page as plain rows (`rows: true`, the export's batches): the quote columns written as
 * json_agg writes them, so the rows are the JSON statement's rows (Kysely cannot read a column's
 * type through the casts below: `$castTo` says it).
 */
function quoteListRowsStatement(shape: ListShape) {
  return prepare<ListValues>("").build((value) =>
    quoteListPage(shape, value, (query) =>
      query.select(
        QUOTE_LIST_COLUMNS.map((column) =>
          // As json_agg writes them: a timestamp's ISO text, a numeric's number.
          column === "created_at" || column === "valid_until"
            ? sql<string>`to_json(${sql.ref(`q.${column}`)}) #>> '{}'`.as(column)
            : column === "sale_price" || column === "discount" || column === "markup_variable"
              ? sql<number>`${sql.ref(`q.${column}`)}::float8`.as(column)
              : sql.ref(`q.${column}`).as(column),
        ),
      ),
    ).$castTo<QuoteListRow>(),
  );
}

/** Each shape's statement, built once (the texts are few). */
function memo<Row>(build: (shape: ListShape) => Statement<ListValues, Row>) {
  const statements = new Map<string, Statement<ListValues, Row>>();
  return (shape: ListShape) => {
    const key = Object.values(shape).join();
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = build(shape)));
    return statement;
  };
}
const jsonStatementOf = memo(quoteListJsonStatement);
const rowsStatementOf = memo(quoteListRowsStatement);

function listRun(
  agent: Agent,
  query: TQuoteListRequest,
  options: QuoteListOptions,
  output: Pick<ListShape, "rows" | "counts">,
) {
  const tenancy = tenancyOf(agent);
  // Most recently changed first unless asked otherwise (product rule R50).
  const { field, descending } = parseSort(query.sort ?? "-updated_at", QUOTE_SORTABLE);
  const shape: ListShape = {
    kind: tenancy.kind,
    pending: options.pending === true,
    hideClosed: query.hide_closed === true,
    owner: query.owner_id !== undefined,
    status: query.status !== undefined,
    dealer: options.dealer_id !== undefined,
    account: options.account_id !== undefined,
    search: Boolean(query.q),
    cursor: Boolean(query.cursor),
    // Always a page: without `limit` the first LIST_PAGE.default rows (decision 085).
    limit: true,
    field,
    descending,
    ...output,
  };
  const values: ListValues = {
    tenant: tenancy.kind === "all" ? undefined : tenancy.id,
    dealer_id: options.dealer_id,
    account_id: options.account_id,
    owner_id: query.owner_id,
    status: query.status,
    search: query.q ? literal(query.q) : undefined,
    cursor: query.cursor || undefined,
    limit: query.limit || LIST_PAGE.default,
  };
  return { shape, values };
}

/** The rows completed in place as the list's source (a spread per row cost more than the query). */
function completed(rows: QuoteListRow[]): QuoteListSource[] {
  return rows.map((row) =>
    Object.assign(row, {
      ...quoteRelations(row),
      _count: { screenconfigurations: row.unit_count, add_on_accessories: row.accessory_count },
    }),
  );
}

export async function loadQuoteList(
  prisma: PrismaClient,
  agent: Agent,
  query: TQuoteListRequest,
  options: QuoteListOptions = {},
): Promise<QuoteListSource[]> {
  const { shape, values } = listRun(agent, query, options, { rows: false, counts: true });
  // The JSON shape (rows: false): one row holding the page as an array.
  const [result] = await runStatement(prisma, jsonStatementOf(shape), values);
  return completed(result?.rows ?? []);
}

/**
 * The whole list for its CSV export (decision 113): the list's own statement (filters, tenancy,
 * sort, cursor), read as plain rows in batches of `batch` by the lists' cursor, so a batch costs
 * no JSON and, unless `counts`, no unit or accessory counts (then 0: the file does not show them).
 * The next batch is asked for as soon as a batch arrives (its cursor is that batch's last id), so the
 * database reads it while this one is written out: at most two batches are held.
 */
export async function* quoteListForExport(
  prisma: PrismaClient,
  agent: Agent,
  query: TQuoteListRequest,
  options: QuoteListOptions = {},
  { counts, batch = 1000 }: { counts: boolean; batch?: number },
): AsyncGenerator<QuoteListSource> {
  const read = async (cursor: number | undefined) => {
    const { shape, values } = listRun(agent, { ...query, limit: batch, cursor }, options, {
      rows: true,
      counts,
    });
    return completed(await runStatement(prisma, rowsStatementOf(shape), values));
  };
  let next: Promise<QuoteListSource[]> | undefined = read(undefined);
  while (next) {
    const rows: QuoteListSource[] = await next;
    const last = rows.at(-1);
    next = rows.length === batch && last ? read(last.id) : undefined;
    // A failed read ahead is awaited (and thrown) at the top of the loop, never left unhandled.
    next?.catch(() => undefined);
    yield* rows;
  }
}
