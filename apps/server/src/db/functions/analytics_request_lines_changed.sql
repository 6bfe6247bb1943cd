-- Statement triggers analytics_request_lines_inserted/_updated/_deleted on request_items. A new request's lines
-- add to the rollups (decision 111); any other change recomputes the days it touched (decision 100).
CREATE OR REPLACE FUNCTION analytics_request_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
  owner_ids varchar[];
  request_ids integer[];
  new_count bigint;
BEGIN
  -- Lines whose request is gone were deleted with it: the requests trigger refreshes that day.
  IF TG_OP = 'INSERT' THEN
    -- Only lines of requests that had none before this statement are added (migration 0012).
    SELECT array_agg(DISTINCT request_id), count(*) INTO request_ids, new_count FROM new_lines;
    IF (SELECT count(*) FROM request_items WHERE request_id = ANY (request_ids)) = new_count THEN
      -- The day row first and in key order, as the recompute locks it, so the two never deadlock.
      INSERT INTO analytics_days AS a (property_id, day, requests, quantity, owner_id)
        SELECT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date, count(DISTINCT r.id), sum(n.requested_quantity),
               r.owner_id
        FROM new_lines n JOIN requests r ON r.id = n.request_id
        GROUP BY 1, 2, 5 ORDER BY 1, 2
        ON CONFLICT (property_id, day) DO UPDATE
          SET requests = a.requests + excluded.requests, quantity = a.quantity + excluded.quantity;
      INSERT INTO analytics_category_days AS c (property_id, day, category, requests, quantity, owner_id)
        SELECT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date, i.category, count(DISTINCT r.id),
               sum(n.requested_quantity), r.owner_id
        FROM new_lines n JOIN requests r ON r.id = n.request_id JOIN inventory_items i ON i.id = n.item_id
        GROUP BY 1, 2, 3, 6 ORDER BY 1, 2, 3
        ON CONFLICT (property_id, day, category) DO UPDATE
          SET requests = c.requests + excluded.requests, quantity = c.quantity + excluded.quantity;
      INSERT INTO analytics_item_days AS t (property_id, day, item_id, item_name, category, requests, quantity, owner_id)
        SELECT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date, n.item_id, n.item_name, i.category,
               count(DISTINCT r.id), sum(n.requested_quantity), r.owner_id
        FROM new_lines n JOIN requests r ON r.id = n.request_id JOIN inventory_items i ON i.id = n.item_id
        GROUP BY 1, 2, 3, 4, 5, 8 ORDER BY 1, 2, 3, 4
        ON CONFLICT (property_id, day, item_id, item_name) DO UPDATE
          SET requests = t.requests + excluded.requests, quantity = t.quantity + excluded.quantity;
      RETURN NULL;
    END IF;
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date), array_agg(r.owner_id)
      INTO property_ids, days, owner_ids
      FROM (SELECT DISTINCT request_id FROM new_lines) n JOIN requests r ON r.id = n.request_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date), array_agg(r.owner_id)
      INTO property_ids, days, owner_ids
      FROM (SELECT DISTINCT request_id FROM old_lines) o JOIN requests r ON r.id = o.request_id;
  ELSE
    -- Approvals and receipts change other columns and cost nothing here.
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date), array_agg(r.owner_id)
      INTO property_ids, days, owner_ids
      FROM (SELECT o.request_id AS id FROM old_lines o JOIN new_lines n ON n.id = o.id
              WHERE (o.request_id, o.item_id, o.item_name, o.requested_quantity)
                IS DISTINCT FROM (n.request_id, n.item_id, n.item_name, n.requested_quantity)
            UNION
            SELECT n.request_id FROM old_lines o JOIN new_lines n ON n.id = o.id
              WHERE (o.request_id, o.item_id, o.item_name, o.requested_quantity)
                IS DISTINCT FROM (n.request_id, n.item_id, n.item_name, n.requested_quantity)) c
      JOIN requests r ON r.id = c.id;
  END IF;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days, owner_ids); END IF;
  RETURN NULL;
END
$$;
