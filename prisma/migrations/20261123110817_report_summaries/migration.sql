-- CreateTable
CREATE TABLE "report_quote_months" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER,
    "account_id" INTEGER,
    "status" INTEGER NOT NULL,
    "month" TIMESTAMP(3) NOT NULL,
    "quotes" INTEGER NOT NULL DEFAULT 0,
    "value" DECIMAL(16,2) NOT NULL DEFAULT 0,

    CONSTRAINT "report_quote_months_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_order_facts" (
    "order_id" INTEGER NOT NULL,
    "dealer_id" INTEGER,
    "account_id" INTEGER,
    "status" INTEGER NOT NULL,
    "month" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "value" DECIMAL(12,2) NOT NULL,
    "quote_to_order_s" DOUBLE PRECISION NOT NULL,
    "lead_time_s" DOUBLE PRECISION,

    CONSTRAINT "report_order_facts_pkey" PRIMARY KEY ("order_id")
);

-- CreateTable
CREATE TABLE "report_order_months" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER,
    "account_id" INTEGER,
    "status" INTEGER NOT NULL,
    "month" TIMESTAMP(3) NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "value" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "quote_to_order_s" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "lead_times" INTEGER NOT NULL DEFAULT 0,
    "lead_time_s" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "report_order_months_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_order_product_facts" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT,
    "dealer_id" INTEGER,
    "account_id" INTEGER,
    "status" INTEGER NOT NULL,
    "month" TIMESTAMP(3) NOT NULL,
    "units" INTEGER NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,

    CONSTRAINT "report_order_product_facts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_product_months" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER,
    "account_id" INTEGER,
    "status" INTEGER NOT NULL,
    "month" TIMESTAMP(3) NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "units" INTEGER NOT NULL DEFAULT 0,
    "amount" DECIMAL(16,2) NOT NULL DEFAULT 0,

    CONSTRAINT "report_product_months_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "report_quote_months_month_dealer_id_idx" ON "report_quote_months"("month", "dealer_id");

-- CreateIndex
CREATE INDEX "report_order_months_month_dealer_id_idx" ON "report_order_months"("month", "dealer_id");

-- CreateIndex
CREATE INDEX "report_order_product_facts_order_id_idx" ON "report_order_product_facts"("order_id");

-- CreateIndex
CREATE INDEX "report_product_months_month_dealer_id_idx" ON "report_product_months"("month", "dealer_id");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "quotes_created_at_idx" ON "quotes"("created_at");

-- CreateIndex
CREATE INDEX "quotes_status_submitted_at_idx" ON "quotes"("status", "submitted_at");

-- ---------------------------------------------------------------------------------------------
-- Decision 120: the figures' summaries (migration 20261123110817), kept by triggers in the transaction of every write.
-- Quotes count where status <> 0, per (dealer_id, account_id, status, UTC month of created_at).
-- An order counts (report_order_facts, report_order_product_facts) while it and its quote are
-- active; report_refresh_order recomputes one order's facts from the tables and moves the
-- difference into the month summaries. Nothing here changes what a figure means: the summaries
-- hold exactly the sums the figures' live SQL computes (apps/server/src/services/reports).

-- Adds to one summary row (a missing row is inserted; two rows of one key only ever get summed).
CREATE FUNCTION report_add_quote_month(p_dealer INTEGER, p_account INTEGER, p_status INTEGER, p_month TIMESTAMP(3), p_quotes INTEGER, p_value NUMERIC)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_quote_months SET quotes = quotes + p_quotes, value = value + p_value
  WHERE month = p_month AND dealer_id IS NOT DISTINCT FROM p_dealer AND account_id IS NOT DISTINCT FROM p_account AND status = p_status;
  IF NOT FOUND THEN
    INSERT INTO report_quote_months (dealer_id, account_id, status, month, quotes, value)
    VALUES (p_dealer, p_account, p_status, p_month, p_quotes, p_value);
  END IF;
END $$;

CREATE FUNCTION report_add_order_month(f report_order_facts, sign INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_order_months SET orders = orders + sign, value = value + sign * f.value,
    quote_to_order_s = quote_to_order_s + sign * f.quote_to_order_s,
    lead_times = lead_times + sign * (f.lead_time_s IS NOT NULL)::int,
    lead_time_s = lead_time_s + sign * COALESCE(f.lead_time_s, 0)
  WHERE month = f.month AND dealer_id IS NOT DISTINCT FROM f.dealer_id AND account_id IS NOT DISTINCT FROM f.account_id AND status = f.status;
  IF NOT FOUND THEN
    INSERT INTO report_order_months (dealer_id, account_id, status, month, orders, value, quote_to_order_s, lead_times, lead_time_s)
    VALUES (f.dealer_id, f.account_id, f.status, f.month, sign, sign * f.value, sign * f.quote_to_order_s,
      sign * (f.lead_time_s IS NOT NULL)::int, sign * COALESCE(f.lead_time_s, 0));
  END IF;
END $$;

CREATE FUNCTION report_add_product_month(f report_order_product_facts, sign INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_product_months SET orders = orders + sign, units = units + sign * f.units, amount = amount + sign * f.amount
  WHERE month = f.month AND dealer_id IS NOT DISTINCT FROM f.dealer_id AND account_id IS NOT DISTINCT FROM f.account_id
    AND status = f.status AND dimension = f.dimension AND value IS NOT DISTINCT FROM f.value;
  IF NOT FOUND THEN
    INSERT INTO report_product_months (dealer_id, account_id, status, month, dimension, value, orders, units, amount)
    VALUES (f.dealer_id, f.account_id, f.status, f.month, f.dimension, f.value, sign, sign * f.units, sign * f.amount);
  END IF;
END $$;

-- The order's facts as the tables say now (none when the order, its quote or the order row is gone
-- or deactivated). Lead time: the first change to Produced (20) or Closed (50).
CREATE FUNCTION report_refresh_order(p_order INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  f report_order_facts;
  pf report_order_product_facts;
BEGIN
  -- One refresh of an order at a time: the next one reads what the previous one committed.
  PERFORM pg_advisory_xact_lock(1919251321, p_order);
  FOR f IN DELETE FROM report_order_facts WHERE order_id = p_order RETURNING * LOOP
    PERFORM report_add_order_month(f, -1);
  END LOOP;
  FOR pf IN DELETE FROM report_order_product_facts WHERE order_id = p_order RETURNING * LOOP
    PERFORM report_add_product_month(pf, -1);
  END LOOP;
  FOR f IN
    INSERT INTO report_order_facts (order_id, dealer_id, account_id, status, month, created_at, value, quote_to_order_s, lead_time_s)
    SELECT o.id, q.dealer_id, q.account_id, o.status, date_trunc('month', o.created_at), o.created_at, o.sale_price,
      extract(epoch FROM o.created_at - q.created_at)::float8,
      extract(epoch FROM (SELECT min(sc.created_at) FROM status_changes sc
        WHERE sc.entity = 'order' AND sc.entity_id = o.id AND sc.to_status IN (20, 50)) - o.created_at)::float8
    FROM orders o JOIN quotes q ON q.id = o.quote_id
    WHERE o.id = p_order AND o.status <> 0 AND q.status <> 0
    RETURNING *
  LOOP
    PERFORM report_add_order_month(f, 1);
    FOR pf IN
      INSERT INTO report_order_product_facts (order_id, dimension, value, dealer_id, account_id, status, month, units, amount)
      SELECT f.order_id,
        CASE WHEN GROUPING(u.housing_type) = 0 THEN 'housing_type' WHEN GROUPING(u.fabric_collection) = 0 THEN 'fabric_collection' ELSE 'motor_brand' END,
        CASE WHEN GROUPING(u.housing_type) = 0 THEN u.housing_type WHEN GROUPING(u.fabric_collection) = 0 THEN u.fabric_collection ELSE u.motor_brand END,
        f.dealer_id, f.account_id, f.status, f.month, count(*)::int, COALESCE(sum(u.unit_total), 0)
      FROM orders o JOIN configurations u ON u.quote_id = o.quote_id
      WHERE o.id = f.order_id AND u.status <> 0 AND u.saved_at IS NOT NULL
      GROUP BY GROUPING SETS ((u.housing_type), (u.fabric_collection), (u.motor_brand))
      RETURNING *
    LOOP
      PERFORM report_add_product_month(pf, 1);
    END LOOP;
  END LOOP;
END $$;

CREATE FUNCTION report_refresh_orders_of_quote(p_quote INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o INTEGER;
BEGIN
  FOR o IN SELECT id FROM orders WHERE quote_id = p_quote LOOP
    PERFORM report_refresh_order(o);
  END LOOP;
END $$;

CREATE FUNCTION report_quotes_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 0 THEN
    PERFORM report_add_quote_month(OLD.dealer_id, OLD.account_id, OLD.status, date_trunc('month', OLD.created_at), -1, -COALESCE(OLD.sale_price, 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 0 THEN
    PERFORM report_add_quote_month(NEW.dealer_id, NEW.account_id, NEW.status, date_trunc('month', NEW.created_at), 1, COALESCE(NEW.sale_price, 0));
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.status <> NEW.status OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id
      OR OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.created_at <> NEW.created_at) THEN
    PERFORM report_refresh_orders_of_quote(NEW.id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_quotes AFTER INSERT OR DELETE ON quotes
  FOR EACH ROW EXECUTE FUNCTION report_quotes_trigger();
CREATE TRIGGER report_quotes_update AFTER UPDATE ON quotes FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.sale_price IS DISTINCT FROM NEW.sale_price
    OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id OR OLD.account_id IS DISTINCT FROM NEW.account_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_quotes_trigger();

CREATE FUNCTION report_orders_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_refresh_order(OLD.id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id <> OLD.id) THEN PERFORM report_refresh_order(NEW.id); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_orders AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_orders_trigger();
CREATE TRIGGER report_orders_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.quote_id IS DISTINCT FROM NEW.quote_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.sale_price IS DISTINCT FROM NEW.sale_price OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_orders_trigger();

CREATE FUNCTION report_units_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_refresh_orders_of_quote(OLD.quote_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.quote_id <> OLD.quote_id) THEN
    PERFORM report_refresh_orders_of_quote(NEW.quote_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_units AFTER INSERT OR DELETE ON configurations
  FOR EACH ROW EXECUTE FUNCTION report_units_trigger();
CREATE TRIGGER report_units_update AFTER UPDATE ON configurations FOR EACH ROW
  WHEN (OLD.quote_id IS DISTINCT FROM NEW.quote_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.saved_at IS DISTINCT FROM NEW.saved_at OR OLD.housing_type IS DISTINCT FROM NEW.housing_type
    OR OLD.fabric_collection IS DISTINCT FROM NEW.fabric_collection OR OLD.motor_brand IS DISTINCT FROM NEW.motor_brand
    OR OLD.unit_total IS DISTINCT FROM NEW.unit_total)
  EXECUTE FUNCTION report_units_trigger();

CREATE FUNCTION report_status_changes_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.entity = 'order' THEN PERFORM report_refresh_order(OLD.entity_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.entity = 'order' THEN PERFORM report_refresh_order(NEW.entity_id); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_status_changes AFTER INSERT OR UPDATE OR DELETE ON status_changes
  FOR EACH ROW EXECUTE FUNCTION report_status_changes_trigger();

-- Everything again from the tables: the summaries of the existing rows now, and after a TRUNCATE
-- of a table they are computed from.
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
    f.dealer_id, f.account_id, f.status, f.month, count(*)::int, COALESCE(sum(u.unit_total), 0)
  FROM report_order_facts f JOIN orders o ON o.id = f.order_id JOIN configurations u ON u.quote_id = o.quote_id
  WHERE u.status <> 0 AND u.saved_at IS NOT NULL
  GROUP BY GROUPING SETS ((f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.housing_type),
    (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.fabric_collection),
    (f.order_id, f.dealer_id, f.account_id, f.status, f.month, u.motor_brand));
  INSERT INTO report_product_months (dealer_id, account_id, status, month, dimension, value, orders, units, amount)
  SELECT dealer_id, account_id, status, month, dimension, value, count(*), sum(units), sum(amount)
  FROM report_order_product_facts GROUP BY 1, 2, 3, 4, 5, 6;
END $$;

CREATE FUNCTION report_rebuild_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rebuild();
  RETURN NULL;
END $$;

CREATE TRIGGER report_quotes_truncate AFTER TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();
CREATE TRIGGER report_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();
CREATE TRIGGER report_units_truncate AFTER TRUNCATE ON configurations FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();
CREATE TRIGGER report_status_changes_truncate AFTER TRUNCATE ON status_changes FOR EACH STATEMENT EXECUTE FUNCTION report_rebuild_trigger();

SELECT report_rebuild();
