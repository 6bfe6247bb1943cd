/**
 * Which account every table belongs to (issue 23, decision 155). A tenant table carries `owner_id`, the owning
 * account's user id (shared tenantOf: a manager's account is their creator's), and would be distributed by it on a
 * sharded PostgreSQL; a reference table is copied to every node; a global table stays on the coordinator.
 * tenant-key.test.ts fails for a table missing from these lists, so a new table is classified when it is made.
 */
export const TENANT_TABLES = [
  "properties",
  "property_managers",
  "inventory_items",
  "requests",
  "request_items",
  "daily_checks",
  "daily_check_items",
  "stock_movements",
  "low_stock_episodes",
  "notifications",
  "activity_log",
  "uploads",
  "digest_runs",
  "suppliers",
  "stock_transfers",
  "purchase_orders",
  "purchase_order_lines",
  "analytics_days",
  "analytics_category_days",
  "analytics_item_days",
  "analytics_item_months",
  "analytics_versions",
  "item_import_mappings",
] as const;

/** Tenant tables whose owner_id has no foreign key: the derived rollups, which keep none (schema/analytics.ts). */
export const TENANT_TABLES_WITHOUT_FOREIGN_KEY: ReadonlySet<string> = new Set([
  "analytics_days",
  "analytics_category_days",
  "analytics_item_days",
  "analytics_item_months",
  "analytics_versions",
]);

/** The same rows on every node: the plan catalogue every account's limits read. */
export const REFERENCE_TABLES = ["subscription_plans"] as const;

/**
 * On the coordinator: what is looked up before the account is known (an email at sign-in, a session id, a reset
 * token, a provider's event id), mail that is not any account's data, and billing, which is written in the same
 * transactions as the users row it updates and keeps payments after the account is deleted (user_id set null).
 */
export const GLOBAL_TABLES = [
  "users",
  "sessions",
  "password_reset_tokens",
  "email_outbox",
  "webhook_events",
  "payments",
  "payment_methods",
  "payment_intents",
  "pending_checkouts",
  "pending_demo_signups",
] as const;
