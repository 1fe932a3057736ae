-- Decision 120: a summary row is found by its whole key through the (month, dealer_id) index:
-- `dealer_id = $1` (or `IS NULL`), both indexable, where `IS NOT DISTINCT FROM` left only the month to
-- the index. In one transaction writing thousands of rows (the 100k bench's seed) each update
-- otherwise walked every row of the month and each row's chain of versions made by that transaction.

CREATE OR REPLACE FUNCTION report_add_quote_month(p_dealer INTEGER, p_account INTEGER, p_status INTEGER, p_month TIMESTAMP(3), p_quotes INTEGER, p_value NUMERIC)
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
END $$;

CREATE OR REPLACE FUNCTION report_add_order_month(f report_order_facts, sign INTEGER)
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
END $$;

CREATE OR REPLACE FUNCTION report_add_product_month(f report_order_product_facts, sign INTEGER)
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
END $$;
