-- Statement triggers analytics_requests_updated/_deleted on requests: a request moved to another property or
-- day, or deleted, recomputes the days before and after (decision 100).
CREATE OR REPLACE FUNCTION analytics_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
  owner_ids varchar[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.property_id), array_agg((o.created_at AT TIME ZONE 'UTC')::date), array_agg(o.owner_id)
      INTO property_ids, days, owner_ids
      FROM old_requests o;
  ELSE
    SELECT array_agg(c.property_id), array_agg(c.day), array_agg(c.owner_id) INTO property_ids, days, owner_ids
      FROM (SELECT o.property_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.owner_id
              FROM old_requests o JOIN new_requests n ON n.id = o.id
              WHERE (o.property_id, o.created_at) IS DISTINCT FROM (n.property_id, n.created_at)
            UNION
            SELECT n.property_id, (n.created_at AT TIME ZONE 'UTC')::date, n.owner_id
              FROM old_requests o JOIN new_requests n ON n.id = o.id
              WHERE (o.property_id, o.created_at) IS DISTINCT FROM (n.property_id, n.created_at)) c;
  END IF;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days, owner_ids); END IF;
  RETURN NULL;
END
$$;
