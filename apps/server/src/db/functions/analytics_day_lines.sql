-- The request lines of the given (property, UTC day) pairs, with the item's category and the request's
-- account: what analytics_refresh_days recomputes a day's rollups from (decision 100).
CREATE OR REPLACE FUNCTION analytics_day_lines(property_ids integer[], days date[])
RETURNS TABLE (property_id integer, day date, request_id integer, item_id integer, item_name varchar,
               category item_category, quantity integer, owner_id varchar)
LANGUAGE sql STABLE AS $$
  SELECT r.property_id, b.d, r.id, ri.item_id, ri.item_name, i.category, ri.requested_quantity, r.owner_id
  FROM (SELECT DISTINCT p, d FROM unnest(property_ids, days) AS u(p, d)) b
  JOIN requests r ON r.property_id = b.p
    AND r.created_at >= (b.d::timestamp AT TIME ZONE 'UTC')
    AND r.created_at < ((b.d + 1)::timestamp AT TIME ZONE 'UTC')
  JOIN request_items ri ON ri.request_id = r.id
  LEFT JOIN inventory_items i ON i.id = ri.item_id
$$;
