-- Statement trigger analytics_items_updated on inventory_items: an item whose category changed recomputes the
-- days of the requests that name it (decision 100).
CREATE OR REPLACE FUNCTION analytics_items_recategorised() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
  owner_ids varchar[];
BEGIN
  SELECT array_agg(d.property_id), array_agg(d.day), array_agg(d.owner_id) INTO property_ids, days, owner_ids
    FROM (SELECT DISTINCT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.owner_id
            FROM old_items o JOIN new_items n ON n.id = o.id AND n.category IS DISTINCT FROM o.category
            JOIN request_items ri ON ri.item_id = n.id
            JOIN requests r ON r.id = ri.request_id) d;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days, owner_ids); END IF;
  RETURN NULL;
END
$$;
