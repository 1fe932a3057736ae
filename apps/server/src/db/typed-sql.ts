// Typed SQL for the hot reads (decision 008): Kysely builds and type-checks the statements against
// the schema's tables (`DB`, generated from prisma/schema.prisma by prisma-kysely), compiles them
// to `{ sql, parameters }`, and the SQL runner of db/client.ts runs them on PGlite or PostgreSQL.
// Kysely never opens a connection here (a compile-only dialect), so transactions, pools and
// PGlite's single connection stay exactly as the runner has them. A renamed or removed column
// breaks the build of every statement and every reader of its rows. See docs/database.md.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type ColumnType,
  type Compilable,
  type Expression,
  type NumericString,
} from "kysely";
import type { DB as GeneratedDB } from "../generated/kysely/types.js";
import {
  sqlOf,
  type Account,
  type AuditEvent,
  type Configuration,
  type Customer,
  type DealerService,
  type DealerTaxRate,
  type Dealer,
  type EmailChangeRequest,
  type EmailJob,
  type Notification,
  type NotificationPreference,
  type LoginChallenge,
  type ErpEvent,
  type ErpPush,
  type Job,
  type Order,
  type PasswordResetToken,
  type Payment,
  type PriceBookVersion,
  type PriceLevel,
  type ProductionLine,
  type Prisma,
  type PrismaClient,
  type Quote,
  type QuoteAccessory,
  type QuoteDecision,
  type QuoteServiceLine,
  type QuoteShareLink,
  type QuoteTemplate,
  type RateLimitHit,
  type RecoveryCode,
  type ReportOrderFact,
  type ReportOrderMonth,
  type ReportOrderProductFact,
  type ReportProductMonth,
  type ReportQuoteMonth,
  type Session,
  type Shipment,
  type StatusChange,
  type UnitProductionStep,
  type User,
  type UserCustomLink,
  type UserTotp,
} from "./client.js";

/**
 * Prisma's model of each table: its types tell which columns are `Decimal` (prisma-kysely types
 * them as plain `string`, like text). Checked below against the generated tables, so a new table or
 * a column that is not the model's fails the build here.
 */
interface Models {
  accounts: Account;
  audit_events: AuditEvent;
  configurations: Configuration;
  customers: Customer;
  dealers: Dealer;
  dealer_services: DealerService;
  dealer_tax_rates: DealerTaxRate;
  email_change_requests: EmailChangeRequest;
  email_jobs: EmailJob;
  erp_events: ErpEvent;
  erp_pushes: ErpPush;
  jobs: Job;
  login_challenges: LoginChallenge;
  notifications: Notification;
  notification_preferences: NotificationPreference;
  orders: Order;
  password_reset_tokens: PasswordResetToken;
  payments: Payment;
  price_book_versions: PriceBookVersion;
  price_levels: PriceLevel;
  production_lines: ProductionLine;
  quote_accessories: QuoteAccessory;
  quote_decisions: QuoteDecision;
  quote_service_lines: QuoteServiceLine;
  quote_share_links: QuoteShareLink;
  quote_templates: QuoteTemplate;
  quotes: Quote;
  rate_limit_hits: RateLimitHit;
  recovery_codes: RecoveryCode;
  report_order_facts: ReportOrderFact;
  report_order_months: ReportOrderMonth;
  report_order_product_facts: ReportOrderProductFact;
  report_product_months: ReportProductMonth;
  report_quote_months: ReportQuoteMonth;
  sessions: Session;
  shipments: Shipment;
  status_changes: StatusChange;
  unit_production_steps: UnitProductionStep;
  user_custom_links: UserCustomLink;
  user_totp: UserTotp;
  users: User;
}

type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
type Assert<T extends true> = T;
/** Fails to compile when a table has no model above, or a model's fields are not its columns. */
export type ModelsMatchTables = Assert<
  {
    [T in keyof GeneratedDB]: T extends keyof Models ? SameKeys<GeneratedDB[T], Models[T]> : false;
  }[keyof GeneratedDB]
>;

/** A numeric column reads as its decimal text (`${number}`), which Kysely's JSON helpers type as a number. */
type AsNumeric<C> =
  C extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<AsNumeric<S>, I, U>
    : C extends string
      ? NumericString
      : C;

/** The tables as the typed reads see them: the generated columns, numeric ones marked as such. */
export type DB = {
  [T in keyof GeneratedDB]: {
    [C in keyof GeneratedDB[T]]: C extends keyof Models[T & keyof Models]
      ? NonNullable<Models[T & keyof Models][C]> extends Prisma.Decimal
        ? AsNumeric<GeneratedDB[T][C]>
        : GeneratedDB[T][C]
      : GeneratedDB[T][C];
  };
};

/**
 * A model's row as either reader gives it: Prisma (`Decimal` objects) or the typed SQL's JSON
 * (plain numbers). Code that reads both (the quote DTOs) takes this type.
 */
export type ReadRow<Model> = {
  [K in keyof Model]: Model[K] extends Prisma.Decimal
    ? Prisma.Decimal | number
    : Model[K] extends Prisma.Decimal | null
      ? Prisma.Decimal | number | null
      : Model[K];
};

/** The statement builder: only builds and compiles (its dummy driver never connects). */
export const sqlBuilder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Where a statement built once takes a run's value: compiled as a parameter, filled in by `runStatement`. */
class Slot {
  constructor(readonly key: string) {}
}

/** A value of a run, as `prepare`'s builder refers to it. */
export type ValueOf<Values> = <K extends keyof Values & string>(key: K) => Expression<NonNullable<Values[K]>>;

export interface Statement<Values, Row> {
  /** "" for an unnamed statement, otherwise the name it is prepared under (see `prepare`). */
  readonly name: string;
  readonly sql: string;
  readonly parameters: readonly unknown[];
  /** Never set: carries the statement's value and row types. */
  readonly types?: { values: Values; row: Row };
}

const textByName = new Map<string, string>();

/**
 * Builds and compiles a statement once: `prepare<Values>(name).build((value) => query)`;
 * `runStatement` then runs it with each request's values. (Building and compiling with Kysely
 * costs tens of µs a statement; a hot read pays it once.) The builder refers to a run's values only
 * through `value(key)`, so they are always parameters and the text never changes. A `name` prepares
 * it on PostgreSQL (planned once per connection); giving one name two texts is a bug that throws.
 * "" leaves it unnamed (planned on each run).
 */
export function prepare<Values extends Record<string, unknown>>(name: string) {
  return {
    build<Row>(build: (value: ValueOf<Values>) => Compilable<Row>): Statement<Values, Row> {
      const value: ValueOf<Values> = <K extends keyof Values & string>(key: K) =>
        sql<NonNullable<Values[K]>>`${new Slot(key)}`;
      const { sql: text, parameters } = build(value).compile();
      if (name) {
        const known = textByName.get(name);
        if (known !== undefined && known !== text)
          throw new Error(`SQL statement "${name}" was given two different texts.`);
        textByName.set(name, text);
      }
      return { name, sql: text, parameters };
    },
  };
}

/**
 * Runs a prepared statement on the database's SQL runner (db/client.ts) with a run's values; given a
 * transaction's client, inside that transaction (through Prisma).
 * Hot reads answer `json`, `int4`, `float8`, `text` and `bool` only: both databases give them alike.
 */
export async function runStatement<Values, Row>(
  prisma: PrismaClient | Prisma.TransactionClient,
  statement: Statement<Values, Row>,
  values: NoInfer<Values>,
): Promise<Row[]> {
  const parameters = statement.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    const value = values[parameter.key as keyof Values];
    if (value === undefined) throw new Error(`SQL statement value "${parameter.key}" is missing.`);
    return value;
  });
  return sqlOf(prisma)<Row>(statement.name, statement.sql, parameters);
}
