-- Decision 155 (issue 23): every tenant table carries its account's id, owner_id, so each can be distributed by
-- it on a sharded PostgreSQL and every query filtered by it. The columns come nullable, are filled from the parent
-- that already knows the account (the property, the request, the item, the order), then become NOT NULL with a
-- foreign key to users (on delete cascade, like properties.owner_id) and an index for that cascade. The derived
-- analytics tables get no foreign key, like their property_id: they are rebuilt by triggers and never restored.
ALTER TABLE "property_managers" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "daily_checks" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "daily_check_items" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "low_stock_episodes" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "analytics_days" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "analytics_category_days" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "analytics_item_days" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "analytics_item_months" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "analytics_versions" ADD COLUMN "owner_id" varchar(36);
--> statement-breakpoint
-- The backfill changes no figure the analytics triggers keep; left on, they would queue a deferred event per row
-- (and PostgreSQL refuses to ALTER a table with pending events), so they are off while it runs.
ALTER TABLE "request_items" DISABLE TRIGGER analytics_request_lines_updated;
--> statement-breakpoint
ALTER TABLE "request_items" DISABLE TRIGGER analytics_versions_lines;
--> statement-breakpoint
ALTER TABLE "requests" DISABLE TRIGGER analytics_requests_updated;
--> statement-breakpoint
ALTER TABLE "requests" DISABLE TRIGGER analytics_versions_requests;
--> statement-breakpoint
ALTER TABLE "inventory_items" DISABLE TRIGGER analytics_items_updated;
--> statement-breakpoint
ALTER TABLE "inventory_items" DISABLE TRIGGER analytics_versions_items;
--> statement-breakpoint
ALTER TABLE "analytics_item_days" DISABLE TRIGGER analytics_item_days_updated;
--> statement-breakpoint
ALTER TABLE "analytics_item_days" DISABLE TRIGGER analytics_item_days_deleted;
--> statement-breakpoint
-- Migration 0008's bounds are NOT VALID: rows older than them may hold quantities past them, kept as history. An
-- UPDATE checks the whole new row, so those constraints step aside for the backfill and come back NOT VALID.
ALTER TABLE "daily_check_items" DROP CONSTRAINT "daily_check_items_counted_quantity_max";
--> statement-breakpoint
ALTER TABLE "request_items" DROP CONSTRAINT "request_items_requested_quantity_max";
--> statement-breakpoint
ALTER TABLE "request_items" DROP CONSTRAINT "request_items_approved_quantity_range";
--> statement-breakpoint
ALTER TABLE "request_items" DROP CONSTRAINT "request_items_received_quantity_range";
--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_quantity_max";
--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_approved_quantity_range";
--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_received_quantity_range";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_resulting_stock_range";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_delta_range";
--> statement-breakpoint
UPDATE property_managers pm SET owner_id = p.owner_id FROM properties p WHERE p.id = pm.property_id;
--> statement-breakpoint
UPDATE inventory_items i SET owner_id = p.owner_id FROM properties p WHERE p.id = i.property_id;
--> statement-breakpoint
UPDATE requests r SET owner_id = p.owner_id FROM properties p WHERE p.id = r.property_id;
--> statement-breakpoint
UPDATE request_items ri SET owner_id = r.owner_id FROM requests r WHERE r.id = ri.request_id;
--> statement-breakpoint
UPDATE daily_checks c SET owner_id = p.owner_id FROM properties p WHERE p.id = c.property_id;
--> statement-breakpoint
UPDATE daily_check_items ci SET owner_id = c.owner_id FROM daily_checks c WHERE c.id = ci.daily_check_id;
--> statement-breakpoint
UPDATE stock_movements m SET owner_id = i.owner_id FROM inventory_items i WHERE i.id = m.item_id;
--> statement-breakpoint
UPDATE low_stock_episodes e SET owner_id = i.owner_id FROM inventory_items i WHERE i.id = e.item_id;
--> statement-breakpoint
UPDATE purchase_order_lines l SET owner_id = o.owner_id FROM purchase_orders o WHERE o.id = l.purchase_order_id;
--> statement-breakpoint
-- A notification belongs to the account of what it is about (its request's or its episode's property), whoever
-- receives it. When both are gone, the recipient's account (shared tenantOf: a manager's is their creator's); an
-- admin belongs to no account, and a notification left with neither is deleted below.
UPDATE notifications n SET owner_id = coalesce(
    (SELECT r.owner_id FROM requests r WHERE r.id = n.request_id),
    (SELECT e.owner_id FROM low_stock_episodes e WHERE e.id = n.episode_id),
    (SELECT CASE u.role WHEN 'manager' THEN u.created_by WHEN 'admin' THEN NULL ELSE u.id END
       FROM users u WHERE u.id = n.user_id));
--> statement-breakpoint
DELETE FROM notifications WHERE owner_id IS NULL;
--> statement-breakpoint
-- The code has always named the account; an older entry without one is read by no account's log. It takes its
-- property's owner, or its author's account, and one with neither is deleted.
UPDATE activity_log a SET owner_id = coalesce(
    (SELECT p.owner_id FROM properties p WHERE p.id = a.property_id),
    (SELECT CASE u.role WHEN 'manager' THEN u.created_by WHEN 'admin' THEN NULL ELSE u.id END
       FROM users u WHERE u.id = a.user_id))
  WHERE a.owner_id IS NULL;
--> statement-breakpoint
DELETE FROM activity_log WHERE owner_id IS NULL;
--> statement-breakpoint
UPDATE analytics_days a SET owner_id = p.owner_id FROM properties p WHERE p.id = a.property_id;
--> statement-breakpoint
UPDATE analytics_category_days a SET owner_id = p.owner_id FROM properties p WHERE p.id = a.property_id;
--> statement-breakpoint
UPDATE analytics_item_days a SET owner_id = p.owner_id FROM properties p WHERE p.id = a.property_id;
--> statement-breakpoint
UPDATE analytics_item_months a SET owner_id = p.owner_id FROM properties p WHERE p.id = a.property_id;
--> statement-breakpoint
UPDATE analytics_versions a SET owner_id = p.owner_id FROM properties p WHERE p.id = a.property_id;
--> statement-breakpoint
-- Rollup rows of deleted properties stay behind today (no foreign key); nothing reads them, and without a
-- property they have no account: they go.
DELETE FROM analytics_days WHERE owner_id IS NULL;
--> statement-breakpoint
DELETE FROM analytics_category_days WHERE owner_id IS NULL;
--> statement-breakpoint
DELETE FROM analytics_item_days WHERE owner_id IS NULL;
--> statement-breakpoint
DELETE FROM analytics_item_months WHERE owner_id IS NULL;
--> statement-breakpoint
DELETE FROM analytics_versions WHERE owner_id IS NULL;
--> statement-breakpoint
ALTER TABLE "daily_check_items" ADD CONSTRAINT "daily_check_items_counted_quantity_max" CHECK ("daily_check_items"."counted_quantity" BETWEEN 0 AND 10000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_requested_quantity_max" CHECK ("request_items"."requested_quantity" BETWEEN 1 AND 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_approved_quantity_range" CHECK ("request_items"."approved_quantity" BETWEEN 0 AND 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_received_quantity_range" CHECK ("request_items"."received_quantity" BETWEEN 0 AND 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_quantity_max" CHECK ("requests"."quantity" BETWEEN 1 AND 200000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_approved_quantity_range" CHECK ("requests"."approved_quantity" BETWEEN 0 AND 200000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_received_quantity_range" CHECK ("requests"."received_quantity" BETWEEN 0 AND 200000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_resulting_stock_range" CHECK ("stock_movements"."resulting_stock" BETWEEN 0 AND 10000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_delta_range" CHECK ("stock_movements"."delta" BETWEEN -10000000 AND 10000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "request_items" ENABLE TRIGGER analytics_request_lines_updated;
--> statement-breakpoint
ALTER TABLE "request_items" ENABLE TRIGGER analytics_versions_lines;
--> statement-breakpoint
ALTER TABLE "requests" ENABLE TRIGGER analytics_requests_updated;
--> statement-breakpoint
ALTER TABLE "requests" ENABLE TRIGGER analytics_versions_requests;
--> statement-breakpoint
ALTER TABLE "inventory_items" ENABLE TRIGGER analytics_items_updated;
--> statement-breakpoint
ALTER TABLE "inventory_items" ENABLE TRIGGER analytics_versions_items;
--> statement-breakpoint
ALTER TABLE "analytics_item_days" ENABLE TRIGGER analytics_item_days_updated;
--> statement-breakpoint
ALTER TABLE "analytics_item_days" ENABLE TRIGGER analytics_item_days_deleted;
--> statement-breakpoint
ALTER TABLE "property_managers" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "request_items" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "daily_checks" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "daily_check_items" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "low_stock_episodes" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "analytics_days" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "analytics_category_days" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "analytics_item_days" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "analytics_item_months" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "analytics_versions" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "daily_check_items" ADD CONSTRAINT "daily_check_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "daily_checks" ADD CONSTRAINT "daily_checks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "low_stock_episodes" ADD CONSTRAINT "low_stock_episodes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "daily_check_items_owner_idx" ON "daily_check_items" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "daily_checks_owner_idx" ON "daily_checks" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "inventory_items_owner_idx" ON "inventory_items" USING btree ("owner_id","property_id");
--> statement-breakpoint
CREATE INDEX "low_stock_episodes_owner_idx" ON "low_stock_episodes" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "notifications_owner_idx" ON "notifications" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "property_managers_owner_idx" ON "property_managers" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "purchase_order_lines_owner_idx" ON "purchase_order_lines" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "request_items_owner_idx" ON "request_items" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "requests_owner_created_idx" ON "requests" USING btree ("owner_id","created_at");
--> statement-breakpoint
CREATE INDEX "stock_movements_owner_idx" ON "stock_movements" USING btree ("owner_id");
--> statement-breakpoint
-- The triggers that insert rows name the account too, taken from the rows that carry it now (the request, the
-- item, the property), never looked up by property: a deleted property's rows still pass through them.
DROP FUNCTION analytics_refresh_days(integer[], date[]);
--> statement-breakpoint
DROP FUNCTION analytics_day_lines(integer[], date[]);
--> statement-breakpoint
CREATE FUNCTION analytics_day_lines(property_ids integer[], days date[])
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
--> statement-breakpoint
-- owner_ids runs alongside property_ids: each property's account.
CREATE FUNCTION analytics_refresh_days(property_ids integer[], days date[], owner_ids varchar[]) RETURNS void
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
DROP FUNCTION analytics_versions_raise_once(integer);
--> statement-breakpoint
CREATE FUNCTION analytics_versions_raise_once(property integer, owner varchar) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF property IS NULL OR current_setting('stockroom.analytics_raised_' || property, true) = '1' THEN
    RETURN;
  END IF;
  PERFORM set_config('stockroom.analytics_raised_' || property, '1', true);
  INSERT INTO analytics_versions AS v (property_id, version, owner_id) VALUES (property, 1, owner)
    ON CONFLICT (property_id) DO UPDATE SET version = v.version + 1;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_versions_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_versions_raise_once(OLD.property_id, OLD.owner_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_versions_raise_once(NEW.property_id, NEW.owner_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_versions_property_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM analytics_versions_raise_once(OLD.id, OLD.owner_id);
  ELSE
    PERFORM analytics_versions_raise_once(NEW.id, NEW.owner_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_versions_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request requests%ROWTYPE;
BEGIN
  SELECT * INTO request FROM requests
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END;
  PERFORM analytics_versions_raise_once(request.property_id, request.owner_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION low_stock_episode_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  low boolean;
BEGIN
  SELECT i.current_stock <= i.min_stock INTO low FROM inventory_items i WHERE i.id = NEW.id;
  IF low THEN
    IF NOT EXISTS (SELECT FROM low_stock_episodes WHERE item_id = NEW.id AND closed_at IS NULL) THEN
      -- The item's row lock orders writers; the partial unique index keeps one open episode per item regardless.
      INSERT INTO low_stock_episodes (item_id, owner_id) VALUES (NEW.id, NEW.owner_id)
        ON CONFLICT (item_id) WHERE closed_at IS NULL DO NOTHING;
    END IF;
  ELSIF NOT low THEN
    UPDATE low_stock_episodes SET closed_at = now() WHERE item_id = NEW.id AND closed_at IS NULL;
  END IF;
  -- low IS NULL: the item was deleted later in the transaction, and its episodes with it.
  RETURN NULL;
END
$$;
