-- Decision 160: a unit line holds `quantity` identical units. The products' summaries count every
-- unit of a line and its dealer value (unit_total x quantity), and a change of a quantity refreshes
-- the orders of its quote like a change of unit_total does. Existing lines all hold one unit, so the
-- summaries already stored stay right.

CREATE OR REPLACE FUNCTION report_refresh_order(p_order INTEGER)
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
        WHERE sc.entity = 'order' AND sc.entity_id = o.id AND sc.to_status IN (20, 50)) - o.created_at)::float8
    FROM orders o JOIN quotes q ON q.id = o.quote_id
    WHERE o.id = p_order AND o.status <> 0 AND q.status <> 0
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
      WHERE u.status <> 0 AND u.saved_at IS NOT NULL
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
END $$;

CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_quote_months; DELETE FROM report_order_facts; DELETE FROM report_order_months;
  DELETE FROM report_order_product_facts; DELETE FROM report_product_months;
  INSERT INTO report_quote_months (dealer_id, account_id, status, month, quotes, value)
  SELECT dealer_id, account_id, status, date_trunc('month', created_at), count(*), COALESCE(sum(sale_price), 0)
  FROM quotes WHERE status <> 0 GROUP BY 1, 2, 3, 4;
  INSERT INTO report_order_facts (order_id, dealer_id, account_id, status, month, created_at, value, quote_to_order_s, lead_time_s)
  SELECT o.id, q.dealer_id, q.account_id, o.status, date_trunc('month', o.created_at), o.created_at, o.sale_price,
    extract(epoch FROM o.created_at - q.created_at)::float8,
    extract(epoch FROM p.produced_at - o.created_at)::float8
  FROM orders o JOIN quotes q ON q.id = o.quote_id
  LEFT JOIN (SELECT entity_id, min(created_at) AS produced_at FROM status_changes
    WHERE entity = 'order' AND to_status IN (20, 50) GROUP BY entity_id) p ON p.entity_id = o.id
  WHERE o.status <> 0 AND q.status <> 0;
  INSERT INTO report_order_months (dealer_id, account_id, status, month, orders, value, quote_to_order_s, lead_times, lead_time_s)
  SELECT dealer_id, account_id, status, month, count(*), sum(value), sum(quote_to_order_s), count(lead_time_s), COALESCE(sum(lead_time_s), 0)
  FROM report_order_facts GROUP BY 1, 2, 3, 4;
  INSERT INTO report_order_product_facts (order_id, dimension, value, dealer_id, account_id, status, month, units, amount)
  SELECT f.order_id,
    CASE WHEN GROUPING(u.housing_type) = 0 THEN 'housing_type' WHEN GROUPING(u.fabric_collection) = 0 THEN 'fabric_collection' ELSE 'motor_brand' END,
    CASE WHEN GROUPING(u.housing_type) = 0 THEN u.housing_type WHEN GROUPING(u.fabric_collection) = 0 THEN u.fabric_collection ELSE u.motor_brand END,
    f.dealer_id, f.account_id, f.status, f.month, sum(u.quantity)::int, COALESCE(sum(u.unit_total * u.quantity), 0)
  FROM report_order_facts f JOIN orders o ON o.id = f.order_id JOIN configurations u ON u.quote_id = o.quote_id
  WHERE u.status <> 0 AND u.saved_at IS NOT NULL
  GROUP BY GROUPING SETS ((f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.housing_type),
    (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.fabric_collection),
    (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.motor_brand));
  INSERT INTO report_product_months (dealer_id, account_id, status, month, dimension, value, orders, units, amount)
  SELECT dealer_id, account_id, status, month, dimension, value, count(*), sum(units), sum(amount)
  FROM report_order_product_facts GROUP BY 1, 2, 3, 4, 5, 6;
END $$;

DROP TRIGGER report_units_update ON configurations;
CREATE TRIGGER report_units_update AFTER UPDATE ON configurations FOR EACH ROW
  WHEN (OLD.quote_id IS DISTINCT FROM NEW.quote_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.saved_at IS DISTINCT FROM NEW.saved_at OR OLD.housing_type IS DISTINCT FROM NEW.housing_type
    OR OLD.fabric_collection IS DISTINCT FROM NEW.fabric_collection OR OLD.motor_brand IS DISTINCT FROM NEW.motor_brand
    OR OLD.unit_total IS DISTINCT FROM NEW.unit_total OR OLD.quantity IS DISTINCT FROM NEW.quantity)
  EXECUTE FUNCTION report_units_trigger();
