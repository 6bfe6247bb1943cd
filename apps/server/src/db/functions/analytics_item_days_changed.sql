-- Statement triggers analytics_item_days_inserted/_updated/_deleted: keeps analytics_item_months the sum of its
-- day rows (decision 113). Each statement adds what it inserted and takes off what it deleted, in one upsert in
-- key order (concurrent writers lock month rows in the same order), and rows left without requests go.
CREATE OR REPLACE FUNCTION analytics_item_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_item_months AS m (property_id, month, item_id, item_name, category, requests, quantity, owner_id)
      SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, sum(requests),
             sum(quantity), owner_id
      FROM new_days GROUP BY 1, 2, 3, 4, 5, 8 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (property_id, month, item_id, item_name, category) DO UPDATE
        SET requests = m.requests + excluded.requests, quantity = m.quantity + excluded.quantity;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_item_months AS m (property_id, month, item_id, item_name, category, requests, quantity, owner_id)
      SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, -sum(requests),
             -sum(quantity), owner_id
      FROM old_days GROUP BY 1, 2, 3, 4, 5, 8 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (property_id, month, item_id, item_name, category) DO UPDATE
        SET requests = m.requests + excluded.requests, quantity = m.quantity + excluded.quantity;
    DELETE FROM analytics_item_months m
      USING (SELECT DISTINCT property_id, date_trunc('month', day::timestamp)::date AS month, item_id, item_name, category
             FROM old_days) o
      WHERE (m.property_id, m.month, m.item_id, m.item_name, m.category)
          = (o.property_id, o.month, o.item_id, o.item_name, o.category)
        AND m.requests = 0;
    RETURN NULL;
  END IF;
  INSERT INTO analytics_item_months AS m (property_id, month, item_id, item_name, category, requests, quantity, owner_id)
    SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, sum(requests),
           sum(quantity), owner_id
    FROM (SELECT property_id, day, item_id, item_name, category, requests, quantity, owner_id FROM new_days
          UNION ALL
          SELECT property_id, day, item_id, item_name, category, -requests, -quantity, owner_id FROM old_days) d
    GROUP BY 1, 2, 3, 4, 5, 8 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (property_id, month, item_id, item_name, category) DO UPDATE
      SET requests = m.requests + excluded.requests, quantity = m.quantity + excluded.quantity;
  DELETE FROM analytics_item_months m
    USING (SELECT DISTINCT property_id, date_trunc('month', day::timestamp)::date AS month, item_id, item_name, category
           FROM old_days) o
    WHERE (m.property_id, m.month, m.item_id, m.item_name, m.category)
        = (o.property_id, o.month, o.item_id, o.item_name, o.category)
      AND m.requests = 0;
  RETURN NULL;
END
$$;
