import {
  INACTIVE_ORDER_STATUS,
  INACTIVE_QUOTE_STATUS,
  INACTIVE_UNIT_STATUS,
  LEAD_TIME_END_STATUSES,
} from "./statuses.js";

/**
 * The one source of the figures' month summaries (decisions 120, 202): every function and trigger
 * that keeps report_quote_months, report_order_facts, report_order_months,
 * report_order_product_facts and report_product_months. `npm run db:report-summaries -w
 * @screens/server` writes them, complete, into a new migration when this file (or a status of
 * statuses.ts) changed; never edit a generated migration, and never redefine these functions in a
 * migration of its own. The summaries' tables themselves are Prisma's (prisma/schema.prisma).
 *
 * Status values come from statuses.ts (read by the live statements too): no status number is
 * written here. The bodies hold what the live statements of services/reports/figures.ts sum, per
 * UTC month of creation; a change of meaning here must be the same change there (the equality tests
 * of test/reports/figures-summary.test.ts compare both on both databases).
 */

/** A status as SQL text (an integer literal). */
function sqlStatus(status: number): string {
  if (!Number.isSafeInteger(status)) throw new Error(`Not a status: ${status}`);
  return String(status);
}

/** A set of statuses as the list of an SQL IN (...). */
function sqlStatuses(statuses: readonly number[]): string {
  if (statuses.length === 0) throw new Error("An empty status set has no SQL list.");
  return statuses.map(sqlStatus).join(", ");
}

const QUOTE_OFF = sqlStatus(INACTIVE_QUOTE_STATUS);
const ORDER_OFF = sqlStatus(INACTIVE_ORDER_STATUS);
const UNIT_OFF = sqlStatus(INACTIVE_UNIT_STATUS);
const LEAD_TIME_END = sqlStatuses(LEAD_TIME_END_STATUSES);

/** One statement of the source: a function or a trigger, with the comment written above it. */
export interface SummaryStatement {
  kind: "function" | "trigger";
  name: string;
  comment?: string;
  sql: string;
}

export const REPORT_SUMMARY_STATEMENTS: readonly SummaryStatement[] = [
  {
    kind: "function",
    name: "report_add_quote_month",
    comment: `Adds to one summary row (a missing row is inserted; two rows of one key only ever get summed).
A row is found by its whole key through the (month, dealer_id) index: dealer_id = p_dealer (or IS
NULL), both indexable, where IS NOT DISTINCT FROM left only the month to the index.`,
    sql: `CREATE OR REPLACE FUNCTION report_add_quote_month(p_dealer INTEGER, p_account INTEGER, p_status INTEGER, p_month TIMESTAMP(3), p_quotes INTEGER, p_value NUMERIC)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_dealer IS NULL THEN
    UPDATE report_quote_months SET quotes = quotes + p_quotes, value = value + p_value
    WHERE month = p_month AND dealer_id IS NULL AND account_id IS NOT DISTINCT FROM p_account AND status = p_status;
  ELSE
    UPDATE report_quote_months SET quotes = quotes + p_quotes, value = value + p_value
    WHERE month = p_month AND dealer_id = p_dealer AND account_id IS NOT DISTINCT FROM p_account AND status = p_status;
  END IF;
  IF NOT FOUND THEN
    INSERT INTO report_quote_months (dealer_id, account_id, status, month, quotes, value)
    VALUES (p_dealer, p_account, p_status, p_month, p_quotes, p_value);
  END IF;
END $$;`,
  },
  {
    kind: "function",
    name: "report_add_order_month",
    sql: `CREATE OR REPLACE FUNCTION report_add_order_month(f report_order_facts, sign INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF f.dealer_id IS NULL THEN
    UPDATE report_order_months SET orders = orders + sign, value = value + sign * f.value,
      quote_to_order_s = quote_to_order_s + sign * f.quote_to_order_s,
      lead_times = lead_times + sign * (f.lead_time_s IS NOT NULL)::int,
      lead_time_s = lead_time_s + sign * COALESCE(f.lead_time_s, 0)
    WHERE month = f.month AND dealer_id IS NULL AND account_id IS NOT DISTINCT FROM f.account_id AND status = f.status;
  ELSE
    UPDATE report_order_months SET orders = orders + sign, value = value + sign * f.value,
      quote_to_order_s = quote_to_order_s + sign * f.quote_to_order_s,
      lead_times = lead_times + sign * (f.lead_time_s IS NOT NULL)::int,
      lead_time_s = lead_time_s + sign * COALESCE(f.lead_time_s, 0)
    WHERE month = f.month AND dealer_id = f.dealer_id AND account_id IS NOT DISTINCT FROM f.account_id AND status = f.status;
  END IF;
  IF NOT FOUND THEN
    INSERT INTO report_order_months (dealer_id, account_id, status, month, orders, value, quote_to_order_s, lead_times, lead_time_s)
    VALUES (f.dealer_id, f.account_id, f.status, f.month, sign, sign * f.value, sign * f.quote_to_order_s,
      sign * (f.lead_time_s IS NOT NULL)::int, sign * COALESCE(f.lead_time_s, 0));
  END IF;
END $$;`,
  },
  {
    kind: "function",
    name: "report_add_product_month",
    sql: `CREATE OR REPLACE FUNCTION report_add_product_month(f report_order_product_facts, sign INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF f.dealer_id IS NULL THEN
    UPDATE report_product_months SET orders = orders + sign, units = units + sign * f.units, amount = amount + sign * f.amount
    WHERE month = f.month AND dealer_id IS NULL AND account_id IS NOT DISTINCT FROM f.account_id
      AND status = f.status AND dimension = f.dimension AND value IS NOT DISTINCT FROM f.value;
  ELSE
    UPDATE report_product_months SET orders = orders + sign, units = units + sign * f.units, amount = amount + sign * f.amount
    WHERE month = f.month AND dealer_id = f.dealer_id AND account_id IS NOT DISTINCT FROM f.account_id
      AND status = f.status AND dimension = f.dimension AND value IS NOT DISTINCT FROM f.value;
  END IF;
  IF NOT FOUND THEN
    INSERT INTO report_product_months (dealer_id, account_id, status, month, dimension, value, orders, units, amount)
    VALUES (f.dealer_id, f.account_id, f.status, f.month, f.dimension, f.value, sign, sign * f.units, sign * f.amount);
  END IF;
END $$;`,
  },
  {
    kind: "function",
    name: "report_refresh_order",
    comment: `The order's facts as the tables say now (none when the order, its quote or the order row is gone
or deactivated), the difference moved into the month summaries. Lead time: the order's first change
to a status of LEAD_TIME_END_STATUSES (statuses.ts). A line of n identical units counts n units at n
times its value (decision 160). Summary rows are updated in one key order (month, dealer, account,
status, ...) whichever way a write moves an order, so two transactions moving rows in opposite
directions wait for each other instead of deadlocking.`,
    sql: `CREATE OR REPLACE FUNCTION report_refresh_order(p_order INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_f report_order_facts[];
  new_f report_order_facts[];
  old_p report_order_product_facts[];
  new_p report_order_product_facts[];
  d RECORD;
BEGIN
  -- One refresh of an order at a time: the next one reads what the previous one committed. The
  -- order's row lock, not an advisory lock: a transaction writing 30,000 orders would run out of
  -- the shared lock table (out of shared memory), row locks live in the rows.
  PERFORM 1 FROM orders WHERE id = p_order FOR NO KEY UPDATE;
  WITH gone AS (DELETE FROM report_order_facts WHERE order_id = p_order RETURNING *)
  SELECT array_agg(gone) INTO old_f FROM gone;
  WITH gone AS (DELETE FROM report_order_product_facts WHERE order_id = p_order RETURNING *)
  SELECT array_agg(gone) INTO old_p FROM gone;
  WITH made AS (
    INSERT INTO report_order_facts (order_id, dealer_id, account_id, status, month, created_at, value, quote_to_order_s, lead_time_s)
    SELECT o.id, q.dealer_id, q.account_id, o.status, date_trunc('month', o.created_at), o.created_at, o.sale_price,
      extract(epoch FROM o.created_at - q.created_at)::float8,
      extract(epoch FROM (SELECT min(sc.created_at) FROM status_changes sc
        WHERE sc.entity = 'order' AND sc.entity_id = o.id AND sc.to_status IN (${LEAD_TIME_END})) - o.created_at)::float8
    FROM orders o JOIN quotes q ON q.id = o.quote_id
    WHERE o.id = p_order AND o.status <> ${ORDER_OFF} AND q.status <> ${QUOTE_OFF}
    RETURNING *)
  SELECT array_agg(made) INTO new_f FROM made;
  IF new_f IS NOT NULL THEN
    WITH made AS (
      INSERT INTO report_order_product_facts (order_id, dimension, value, dealer_id, account_id, status, month, units, amount)
      SELECT f.order_id,
        CASE WHEN GROUPING(u.housing_type) = 0 THEN 'housing_type' WHEN GROUPING(u.fabric_collection) = 0 THEN 'fabric_collection' ELSE 'motor_brand' END,
        CASE WHEN GROUPING(u.housing_type) = 0 THEN u.housing_type WHEN GROUPING(u.fabric_collection) = 0 THEN u.fabric_collection ELSE u.motor_brand END,
        f.dealer_id, f.account_id, f.status, f.month, sum(u.quantity)::int, COALESCE(sum(u.unit_total * u.quantity), 0)
      FROM unnest(new_f) f JOIN orders o ON o.id = f.order_id JOIN configurations u ON u.quote_id = o.quote_id
      WHERE u.status <> ${UNIT_OFF} AND u.saved_at IS NOT NULL
      GROUP BY GROUPING SETS ((f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.housing_type),
        (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.fabric_collection),
        (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.motor_brand))
      RETURNING *)
    SELECT array_agg(made) INTO new_p FROM made;
  END IF;
  FOR d IN
    SELECT f, s FROM (SELECT unnest(old_f) AS f, -1 AS s UNION ALL SELECT unnest(new_f), 1) k
    ORDER BY (f).month, COALESCE((f).dealer_id, -1), COALESCE((f).account_id, -1), (f).status, s
  LOOP
    PERFORM report_add_order_month(d.f, d.s);
  END LOOP;
  FOR d IN
    SELECT f, s FROM (SELECT unnest(old_p) AS f, -1 AS s UNION ALL SELECT unnest(new_p), 1) k
    ORDER BY (f).month, COALESCE((f).dealer_id, -1), COALESCE((f).account_id, -1), (f).status, (f).dimension,
      COALESCE((f).value, ''), (f).value IS NULL, s
  LOOP
    PERFORM report_add_product_month(d.f, d.s);
  END LOOP;
END $$;`,
  },
  {
    kind: "function",
    name: "report_refresh_orders_of_quote",
    sql: `CREATE OR REPLACE FUNCTION report_refresh_orders_of_quote(p_quote INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o INTEGER;
BEGIN
  FOR o IN SELECT id FROM orders WHERE quote_id = p_quote LOOP
    PERFORM report_refresh_order(o);
  END LOOP;
END $$;`,
  },
  {
    kind: "function",
    name: "report_quotes_trigger",
    comment: `A quote counts while it is not deactivated, per (dealer_id, account_id, status, UTC month of
created_at); its summary rows are updated in key order (see report_refresh_order), and a change
that moves the quote refreshes its orders.`,
    sql: `CREATE OR REPLACE FUNCTION report_quotes_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d RECORD;
BEGIN
  FOR d IN
    SELECT * FROM (
      SELECT OLD.dealer_id AS dealer_id, OLD.account_id AS account_id, OLD.status AS status,
        date_trunc('month', OLD.created_at) AS month, -1 AS sign, -COALESCE(OLD.sale_price, 0) AS value
      WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> ${QUOTE_OFF}
      UNION ALL
      SELECT NEW.dealer_id, NEW.account_id, NEW.status, date_trunc('month', NEW.created_at), 1, COALESCE(NEW.sale_price, 0)
      WHERE TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> ${QUOTE_OFF}
    ) k
    ORDER BY k.month, COALESCE(k.dealer_id, -1), COALESCE(k.account_id, -1), k.status, k.sign
  LOOP
    PERFORM report_add_quote_month(d.dealer_id, d.account_id, d.status, d.month, d.sign, d.value);
  END LOOP;
  IF TG_OP = 'UPDATE' AND (OLD.status <> NEW.status OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id
      OR OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.created_at <> NEW.created_at) THEN
    PERFORM report_refresh_orders_of_quote(NEW.id);
  END IF;
  RETURN NULL;
END $$;`,
  },
  {
    kind: "trigger",
    name: "report_quotes",
    sql: `CREATE OR REPLACE TRIGGER report_quotes AFTER INSERT OR DELETE ON quotes
  FOR EACH ROW EXECUTE FUNCTION report_quotes_trigger();`,
  },
  {
    kind: "trigger",
    name: "report_quotes_update",
    sql: `CREATE OR REPLACE TRIGGER report_quotes_update AFTER UPDATE ON quotes FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.sale_price IS DISTINCT FROM NEW.sale_price
    OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id OR OLD.account_id IS DISTINCT FROM NEW.account_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_quotes_trigger();`,
  },
  {
    kind: "function",
    name: "report_orders_trigger",
    sql: `CREATE OR REPLACE FUNCTION report_orders_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_refresh_order(OLD.id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id <> OLD.id) THEN PERFORM report_refresh_order(NEW.id); END IF;
  RETURN NULL;
END $$;`,
  },
  {
    kind: "trigger",
    name: "report_orders",
    sql: `CREATE OR REPLACE TRIGGER report_orders AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_orders_trigger();`,
  },
  {
    kind: "trigger",
    name: "report_orders_update",
    sql: `CREATE OR REPLACE TRIGGER report_orders_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.quote_id IS DISTINCT FROM NEW.quote_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.sale_price IS DISTINCT FROM NEW.sale_price OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_orders_trigger();`,
  },
  {
    kind: "function",
    name: "report_units_trigger",
    sql: `CREATE OR REPLACE FUNCTION report_units_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_refresh_orders_of_quote(OLD.quote_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.quote_id <> OLD.quote_id) THEN
    PERFORM report_refresh_orders_of_quote(NEW.quote_id);
  END IF;
  RETURN NULL;
END $$;`,
  },
  {
    kind: "trigger",
    name: "report_units",
    sql: `CREATE OR REPLACE TRIGGER report_units AFTER INSERT OR DELETE ON configurations
  FOR EACH ROW EXECUTE FUNCTION report_units_trigger();`,
  },
  {
    kind: "trigger",
    name: "report_units_update",
    comment: `A change of a unit's quantity refreshes the orders of its quote like a change of unit_total does
(decision 160).`,
    sql: `CREATE OR REPLACE TRIGGER report_units_update AFTER UPDATE ON configurations FOR EACH ROW
  WHEN (OLD.quote_id IS DISTINCT FROM NEW.quote_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.saved_at IS DISTINCT FROM NEW.saved_at OR OLD.housing_type IS DISTINCT FROM NEW.housing_type
    OR OLD.fabric_collection IS DISTINCT FROM NEW.fabric_collection OR OLD.motor_brand IS DISTINCT FROM NEW.motor_brand
    OR OLD.unit_total IS DISTINCT FROM NEW.unit_total OR OLD.quantity IS DISTINCT FROM NEW.quantity)
  EXECUTE FUNCTION report_units_trigger();`,
  },
  {
    kind: "function",
    name: "report_status_changes_trigger",
    sql: `CREATE OR REPLACE FUNCTION report_status_changes_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.entity = 'order' THEN PERFORM report_refresh_order(OLD.entity_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.entity = 'order' THEN PERFORM report_refresh_order(NEW.entity_id); END IF;
  RETURN NULL;
END $$;`,
  },
  {
    kind: "trigger",
    name: "report_status_changes",
    sql: `CREATE OR REPLACE TRIGGER report_status_changes AFTER INSERT OR UPDATE OR DELETE ON status_changes
  FOR EACH ROW EXECUTE FUNCTION report_status_changes_trigger();`,
  },
  {
    kind: "function",
    name: "report_rebuild",
    comment: `Everything again from the tables: the summaries of the existing rows now (each generated
migration ends with it), and after a TRUNCATE of a table they are computed from.`,
    sql: `CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_quote_months; DELETE FROM report_order_facts; DELETE FROM report_order_months;
  DELETE FROM report_order_product_facts; DELETE FROM report_product_months;
  INSERT INTO report_quote_months (dealer_id, account_id, status, month, quotes, value)
  SELECT dealer_id, account_id, status, date_trunc('month', created_at), count(*), COALESCE(sum(sale_price), 0)
  FROM quotes WHERE status <> ${QUOTE_OFF} GROUP BY 1, 2, 3, 4;
  INSERT INTO report_order_facts (order_id, dealer_id, account_id, status, month, created_at, value, quote_to_order_s, lead_time_s)
  SELECT o.id, q.dealer_id, q.account_id, o.status, date_trunc('month', o.created_at), o.created_at, o.sale_price,
    extract(epoch FROM o.created_at - q.created_at)::float8,
    extract(epoch FROM p.produced_at - o.created_at)::float8
  FROM orders o JOIN quotes q ON q.id = o.quote_id
  LEFT JOIN (SELECT entity_id, min(created_at) AS produced_at FROM status_changes
    WHERE entity = 'order' AND to_status IN (${LEAD_TIME_END}) GROUP BY entity_id) p ON p.entity_id = o.id
  WHERE o.status <> ${ORDER_OFF} AND q.status <> ${QUOTE_OFF};
  INSERT INTO report_order_months (dealer_id, account_id, status, month, orders, value, quote_to_order_s, lead_times, lead_time_s)
  SELECT dealer_id, account_id, status, month, count(*), sum(value), sum(quote_to_order_s), count(lead_time_s), COALESCE(sum(lead_time_s), 0)
  FROM report_order_facts GROUP BY 1, 2, 3, 4;
  INSERT INTO report_order_product_facts (order_id, dimension, value, dealer_id, account_id, status, month, units, amount)
  SELECT f.order_id,
    CASE WHEN GROUPING(u.housing_type) = 0 THEN 'housing_type' WHEN GROUPING(u.fabric_collection) = 0 THEN 'fabric_collection' ELSE 'motor_brand' END,
    CASE WHEN GROUPING(u.housing_type) = 0 THEN u.housing_type WHEN GROUPING(u.fabric_collection) = 0 THEN u.fabric_collection ELSE u.motor_brand END,
    f.dealer_id, f.account_id, f.status, f.month, sum(u.quantity)::int, COALESCE(sum(u.unit_total * u.quantity), 0)
  FROM report_order_facts f JOIN orders o ON o.id = f.order_id JOIN configurations u ON u.quote_id = o.quote_id
  WHERE u.status <> ${UNIT_OFF} AND u.saved_at IS NOT NULL
  GROUP BY GROUPING SETS ((f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.housing_type),
    (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.fabric_collection),
    (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.motor_brand));
  INSERT INTO report_product_months (dealer_id, account_id, status, month, dimension, value, orders, units, amount)
  SELECT dealer_id, account_id, status, month, dimension, value, count(*), sum(units), sum(amount)
  FROM report_order_product_facts GROUP BY 1, 2, 3, 4, 5, 6;
END $$;`,
  },
  {
    kind: "function",
    name: "report_rebuild_trigger",
    sql: `CREATE OR REPLACE FUNCTION report_rebuild_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rebuild();
  RETURN NULL;
END $$;`,
  },
  {
    kind: "trigger",
    name: "report_quotes_truncate",
    sql: `CREATE OR REPLACE TRIGGER report_quotes_truncate AFTER TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();`,
  },
  {
    kind: "trigger",
    name: "report_orders_truncate",
    sql: `CREATE OR REPLACE TRIGGER report_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();`,
  },
  {
    kind: "trigger",
    name: "report_units_truncate",
    sql: `CREATE OR REPLACE TRIGGER report_units_truncate AFTER TRUNCATE ON configurations FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();`,
  },
  {
    kind: "trigger",
    name: "report_status_changes_truncate",
    sql: `CREATE OR REPLACE TRIGGER report_status_changes_truncate AFTER TRUNCATE ON status_changes FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();`,
  },
];
