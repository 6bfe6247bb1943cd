CREATE TABLE "analytics_category_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" "item_category" NOT NULL,
	"requests" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_category_days_property_id_day_category_pk" PRIMARY KEY("property_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_item_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" varchar(255) NOT NULL,
	"category" "item_category" NOT NULL,
	"requests" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_item_days_property_id_day_item_id_item_name_pk" PRIMARY KEY("property_id","day","item_id","item_name")
);

--> statement-breakpoint
-- Decision 100: the rollups are recomputed per (property, UTC day) by statement-level triggers.
CREATE FUNCTION analytics_day_lines(property_ids integer[], days date[])
RETURNS TABLE (property_id integer, day date, request_id integer, item_id integer, item_name varchar,
               category item_category, quantity integer)
LANGUAGE sql STABLE AS $$
  SELECT r.property_id, b.d, r.id, ri.item_id, ri.item_name, i.category, ri.requested_quantity
  FROM (SELECT DISTINCT p, d FROM unnest(property_ids, days) AS u(p, d)) b
  JOIN requests r ON r.property_id = b.p
    AND r.created_at >= (b.d::timestamp AT TIME ZONE 'UTC')
    AND r.created_at < ((b.d + 1)::timestamp AT TIME ZONE 'UTC')
  JOIN request_items ri ON ri.request_id = r.id
  LEFT JOIN inventory_items i ON i.id = ri.item_id
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_refresh_days(property_ids integer[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The day rows are the locks: a refresh waits for any other transaction refreshing the same day,
  -- then reads with a snapshot that includes what that one committed (READ COMMITTED).
  INSERT INTO analytics_days (property_id, day)
    SELECT DISTINCT u.p, u.d FROM unnest(property_ids, days) AS u(p, d) ORDER BY 1, 2
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
  INSERT INTO analytics_category_days (property_id, day, category, requests, quantity)
    SELECT l.property_id, l.day, l.category, count(DISTINCT l.request_id), sum(l.quantity)
    FROM analytics_day_lines(property_ids, days) l WHERE l.category IS NOT NULL GROUP BY 1, 2, 3;

  DELETE FROM analytics_item_days t
    USING (SELECT DISTINCT u.p, u.d FROM unnest(property_ids, days) AS u(p, d)) b
    WHERE t.property_id = b.p AND t.day = b.d;
  INSERT INTO analytics_item_days (property_id, day, item_id, item_name, category, requests, quantity)
    SELECT l.property_id, l.day, l.item_id, l.item_name, l.category, count(DISTINCT l.request_id), sum(l.quantity)
    FROM analytics_day_lines(property_ids, days) l WHERE l.category IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_request_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
BEGIN
  -- Lines whose request is gone were deleted with it: the requests trigger refreshes that day.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM (SELECT DISTINCT request_id FROM new_lines) n JOIN requests r ON r.id = n.request_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM (SELECT DISTINCT request_id FROM old_lines) o JOIN requests r ON r.id = o.request_id;
  ELSE
    -- Approvals and receipts change other columns and cost nothing here.
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM (SELECT o.request_id AS id FROM old_lines o JOIN new_lines n ON n.id = o.id
              WHERE (o.request_id, o.item_id, o.item_name, o.requested_quantity)
                IS DISTINCT FROM (n.request_id, n.item_id, n.item_name, n.requested_quantity)
            UNION
            SELECT n.request_id FROM old_lines o JOIN new_lines n ON n.id = o.id
              WHERE (o.request_id, o.item_id, o.item_name, o.requested_quantity)
                IS DISTINCT FROM (n.request_id, n.item_id, n.item_name, n.requested_quantity)) c
      JOIN requests r ON r.id = c.id;
  END IF;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.property_id), array_agg((o.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM old_requests o;
  ELSE
    SELECT array_agg(c.property_id), array_agg(c.day) INTO property_ids, days
      FROM (SELECT o.property_id, (o.created_at AT TIME ZONE 'UTC')::date AS day
              FROM old_requests o JOIN new_requests n ON n.id = o.id
              WHERE (o.property_id, o.created_at) IS DISTINCT FROM (n.property_id, n.created_at)
            UNION
            SELECT n.property_id, (n.created_at AT TIME ZONE 'UTC')::date
              FROM old_requests o JOIN new_requests n ON n.id = o.id
              WHERE (o.property_id, o.created_at) IS DISTINCT FROM (n.property_id, n.created_at)) c;
  END IF;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_items_recategorised() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
BEGIN
  SELECT array_agg(d.property_id), array_agg(d.day) INTO property_ids, days
    FROM (SELECT DISTINCT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date AS day
            FROM old_items o JOIN new_items n ON n.id = o.id AND n.category IS DISTINCT FROM o.category
            JOIN request_items ri ON ri.item_id = n.id
            JOIN requests r ON r.id = ri.request_id) d;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_request_lines_inserted AFTER INSERT ON request_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION analytics_request_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_request_lines_updated AFTER UPDATE ON request_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION analytics_request_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_request_lines_deleted AFTER DELETE ON request_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION analytics_request_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_requests_updated AFTER UPDATE ON requests
  REFERENCING OLD TABLE AS old_requests NEW TABLE AS new_requests FOR EACH STATEMENT EXECUTE FUNCTION analytics_requests_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_requests_deleted AFTER DELETE ON requests
  REFERENCING OLD TABLE AS old_requests FOR EACH STATEMENT EXECUTE FUNCTION analytics_requests_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_items_updated AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_items_recategorised();
--> statement-breakpoint
SELECT analytics_refresh_days(array_agg(property_id), array_agg(day))
  FROM (SELECT DISTINCT property_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM requests) d;
