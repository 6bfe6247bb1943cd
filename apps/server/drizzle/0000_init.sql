CREATE TYPE "public"."activity_type" AS ENUM('user_created', 'property_created', 'request_created', 'request_reviewed', 'request_received', 'stock_counted', 'subscription_changed');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."item_category" AS ENUM('housekeeping', 'maintenance', 'front_desk', 'kitchen');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."request_item_state" AS ENUM('pending', 'approved', 'denied', 'received', 'missing');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'declined', 'received');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('owner', 'manager', 'admin', 'demo');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_reason" AS ENUM('created', 'edited', 'copied', 'counted', 'received');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'canceled', 'past_due', 'incomplete', 'trialing', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('starter', 'basic', 'growth', 'pro', 'pro_plus', 'enterprise', 'demo');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "activity_type" NOT NULL,
	"details" text NOT NULL,
	"user_id" varchar(36),
	"owner_id" varchar(36),
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_check_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"daily_check_id" integer NOT NULL,
	"item_id" integer,
	"counted_quantity" integer NOT NULL,
	"previous_stock" integer NOT NULL,
	CONSTRAINT "daily_check_items_counted_nonnegative" CHECK ("daily_check_items"."counted_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"checked_by" varchar(36),
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" "item_category" NOT NULL,
	"description" text,
	"current_stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer DEFAULT 0 NOT NULL,
	"max_capacity" integer,
	"unit_cost_cents" integer,
	"unit" varchar(50) DEFAULT 'pieces' NOT NULL,
	"photo_url" text,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_stock_nonnegative" CHECK ("inventory_items"."current_stock" >= 0 AND "inventory_items"."min_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"address" text,
	"owner_id" varchar(36) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"manager_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"item_id" integer,
	"item_name" varchar(255) NOT NULL,
	"unit" varchar(50) NOT NULL,
	"position" integer NOT NULL,
	"requested_quantity" integer NOT NULL,
	"approved_quantity" integer,
	"received_quantity" integer,
	"state" "request_item_state" DEFAULT 'pending' NOT NULL,
	CONSTRAINT "request_items_requested_positive" CHECK ("request_items"."requested_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer,
	"property_id" integer NOT NULL,
	"requester_id" varchar(36),
	"quantity" integer NOT NULL,
	"approved_quantity" integer,
	"received_quantity" integer,
	"reason" text,
	"photo_url" text,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"reviewed_by" varchar(36),
	"reviewed_at" timestamp with time zone,
	"received_by" varchar(36),
	"received_at" timestamp with time zone,
	"tracking_number" varchar(100),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_quantity_positive" CHECK ("requests"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(255) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"resulting_stock" integer NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"user_id" varchar(36),
	"request_id" integer,
	"daily_check_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"tier" "subscription_tier" NOT NULL,
	"price" integer NOT NULL,
	"yearly_price" integer NOT NULL,
	"max_properties" integer NOT NULL,
	"managers_per_property" integer NOT NULL,
	"additional_hotel_price" integer,
	"stripe_price_id" varchar(255),
	"features" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_tier_unique" UNIQUE("tier")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(36) PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"password_hash" text,
	"role" "user_role" DEFAULT 'owner' NOT NULL,
	"created_by" varchar(36),
	"subscription_tier" "subscription_tier" DEFAULT 'starter' NOT NULL,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"subscription_status" "subscription_status" DEFAULT 'trialing' NOT NULL,
	"billing_period" "billing_period" DEFAULT 'monthly' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"total_amount_paid" integer DEFAULT 0 NOT NULL,
	"current_max_paid" integer DEFAULT 0 NOT NULL,
	"total_length_paid" integer DEFAULT 0 NOT NULL,
	"longest_paid_period" "billing_period",
	"last_payment_date" timestamp with time zone,
	"last_payment_amount" integer,
	"trial_ends_at" timestamp with time zone,
	"scheduled_update_tier" "subscription_tier",
	"scheduled_update_date" timestamp with time zone,
	"scheduled_billing_period" "billing_period",
	"scheduled_update_properties" jsonb,
	"paid_through_date" timestamp with time zone,
	"feature_downgrade_date" timestamp with time zone,
	"credit_extension_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_items" ADD CONSTRAINT "daily_check_items_daily_check_id_daily_checks_id_fk" FOREIGN KEY ("daily_check_id") REFERENCES "public"."daily_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_items" ADD CONSTRAINT "daily_check_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_checks" ADD CONSTRAINT "daily_checks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_checks" ADD CONSTRAINT "daily_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_daily_check_id_daily_checks_id_fk" FOREIGN KEY ("daily_check_id") REFERENCES "public"."daily_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_owner_created_idx" ON "activity_log" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_log_property_idx" ON "activity_log" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "daily_check_items_check_idx" ON "daily_check_items" USING btree ("daily_check_id");--> statement-breakpoint
CREATE INDEX "daily_check_items_item_idx" ON "daily_check_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "daily_checks_property_checked_idx" ON "daily_checks" USING btree ("property_id","checked_at");--> statement-breakpoint
CREATE INDEX "daily_checks_user_idx" ON "daily_checks" USING btree ("checked_by");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_items_property_category_idx" ON "inventory_items" USING btree ("property_id","category");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_managers_pair_unique" ON "property_managers" USING btree ("property_id","manager_id");--> statement-breakpoint
CREATE INDEX "property_managers_manager_idx" ON "property_managers" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_items_request_position_unique" ON "request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "request_items_item_idx" ON "request_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "requests_property_status_created_idx" ON "requests" USING btree ("property_id","status","created_at");--> statement-breakpoint
CREATE INDEX "requests_requester_idx" ON "requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "requests_item_idx" ON "requests" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "requests_reviewed_by_idx" ON "requests" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "requests_received_by_idx" ON "requests" USING btree ("received_by");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree (("sess" ->> 'userId'));--> statement-breakpoint
CREATE INDEX "stock_movements_item_created_idx" ON "stock_movements" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_user_idx" ON "stock_movements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_movements_request_idx" ON "stock_movements" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "stock_movements_daily_check_idx" ON "stock_movements" USING btree ("daily_check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_by_idx" ON "users" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");