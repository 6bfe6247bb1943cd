-- Recomputes the rollup rows (analytics_days, analytics_category_days, analytics_item_days) of the given
-- (property, UTC day) pairs from their request lines (decision 100). Called by the rollup triggers.
-- owner_ids runs alongside property_ids: each property's account.
CREATE OR REPLACE FUNCTION analytics_refresh_days(property_ids integer[], days date[], owner_ids varchar[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- The day rows are the locks: a refresh waits for any other transaction refreshing the same day,
  -- then reads with a snapshot that includes what that one committed (READ COMMITTED).
  INSERT INTO analytics_days (property_id, day, owner_id)
    SELECT DISTINCT u.p, u.d, u.o FROM unnest(property_ids, days, owner_ids) AS u(p, d, o) ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  -- Every statement joins the distinct days first, so each reaches its rows through the primary key.
  PERFORM 1 FROM (SELECT DISTINCT u.p, u.d FROM unnest(property_ids, days) AS u(p, d)) b
    JOIN analytics_days a ON a.property_id = b.p AND a.day = b.d
    ORDER BY a.property_id, a.day FOR UPDATE OF a;

  UPDATE analytics_days a SET requests = coalesce(s.requests, 0), quantity = coalesce(s.quantity, 0)
    FROM (SELECT DISTINCT u.p, u.d FROM unnest(property_ids, days) AS u(p, d)) b
    LEFT JOIN (SELECT l.property_id, l.day, count(DISTINCT l.request_id)::int AS requests, sum(l.quantity) AS quantity
               FROM analytics_day_lines(property_ids, days) l GROUP BY 1, 2) s ON s.property_id = b.p AND s.day = b.d
    WHERE a.property_id = b.p AND a.day = b.d;

  DELETE FROM analytics_category_days c
    USING (SELECT DISTINCT u.p, u.d FROM unnest(property_ids, days) AS u(p, d)) b
    WHERE c.property_id = b.p AND c.day = b.d;
  INSERT INTO analytics_category_days (property_id, day, category, requests, quantity, owner_id)
    SELECT l.property_id, l.day, l.category, count(DISTINCT l.request_id), sum(l.quantity), l.owner_id
    FROM analytics_day_lines(property_ids, days) l WHERE l.category IS NOT NULL GROUP BY 1, 2, 3, 6;

  DELETE FROM analytics_item_days t
    USING (SELECT DISTINCT u.p, u.d FROM unnest(property_ids, days) AS u(p, d)) b
    WHERE t.property_id = b.p AND t.day = b.d;
  INSERT INTO analytics_item_days (property_id, day, item_id, item_name, category, requests, quantity, owner_id)
    SELECT l.property_id, l.day, l.item_id, l.item_name, l.category, count(DISTINCT l.request_id), sum(l.quantity),
           l.owner_id
    FROM analytics_day_lines(property_ids, days) l WHERE l.category IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 8;
END
$$;
