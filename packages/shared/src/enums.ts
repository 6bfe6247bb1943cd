/** Roles a user account can have. Owners pay; managers work assigned properties; demo uses sample data. */
export const ROLES = ["owner", "manager", "admin", "demo"] as const;
export type Role = (typeof ROLES)[number];

/** Label shown beside a user's name (spec: Owner, Manager, Admin, otherwise User). */
export function roleLabel(role: string | null | undefined): string {
  switch (role) {
    case "owner":
      return "Owner";
    case "manager":
      return "Manager";
    case "admin":
      return "Admin";
    default:
      return "User";
  }
}

/** The role as the admin area names it: there demo accounts read "Demo", not "User". */
export function adminRoleLabel(role: Role): string {
  return role === "demo" ? "Demo" : roleLabel(role);
}

/** Paid tiers in ascending order; demo exists only for demo accounts. */
export const PAID_TIERS = ["starter", "basic", "growth", "pro", "pro_plus", "enterprise"] as const;
export const TIERS = [...PAID_TIERS, "demo"] as const;
export type Tier = (typeof TIERS)[number];
export type PaidTier = (typeof PAID_TIERS)[number];

export const SUBSCRIPTION_STATUSES = ["active", "canceled", "past_due", "incomplete", "trialing", "inactive"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
/** What an emailed set-password link is for: a password reset, or a manager's invitation (issue 36). */
export const RESET_LINK_PURPOSES = ["reset", "invitation"] as const;
export type ResetLinkPurpose = (typeof RESET_LINK_PURPOSES)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const CATEGORIES = ["housekeeping", "maintenance", "front_desk", "kitchen"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Display name and description of each fixed category. */
export const CATEGORY_INFO: Record<Category, { name: string; description: string }> = {
  housekeeping: { name: "Housekeeping", description: "Linens, towels, toiletries" },
  maintenance: { name: "Maintenance", description: "Bulbs, batteries, tools" },
  front_desk: { name: "Front Desk", description: "Keycards, notepads" },
  kitchen: { name: "Kitchen", description: "Coffee, cups, utensils" },
};

/** Units offered in the item form, with their labels. */
export const UNITS = [
  { value: "pieces", label: "Pieces" },
  { value: "bottles", label: "Bottles" },
  { value: "packs", label: "Packs" },
  { value: "boxes", label: "Boxes" },
  { value: "rolls", label: "Rolls" },
  { value: "sets", label: "Sets" },
  { value: "liters", label: "Liters" },
  { value: "kg", label: "Kilograms" },
] as const;
export const DEFAULT_UNIT = "pieces";

export const REQUEST_STATUSES = ["pending", "approved", "declined", "received"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** State of one line of a request. */
export const REQUEST_ITEM_STATES = ["pending", "approved", "denied", "received", "missing"] as const;
export type RequestItemState = (typeof REQUEST_ITEM_STATES)[number];

/** Why an item's stock changed; every stock_movements row carries one. */
/** Why stock changed. "imported": a CSV import set it (issue 22.1); "transfer": moved between two properties (22.2). */
export const STOCK_MOVEMENT_REASONS = [
  "created",
  "edited",
  "copied",
  "counted",
  "received",
  "imported",
  "transfer",
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const ACTIVITY_TYPES = [
  "user_created",
  "property_created",
  "request_created",
  "request_reviewed",
  "request_received",
  "stock_counted",
  "subscription_changed",
  // Issue 22: imports, transfers and purchase orders.
  "items_imported",
  "stock_transferred",
  "purchase_order_created",
  "purchase_order_sent",
  // Issue 34: an unaccepted invitation withdrawn because its address paid for its own subscription.
  "invitation_withdrawn",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * An outbox message (issue 34.2, decision 158): queued until a delivery job hands it to SMTP (sending while it
 * does), then sent; failed when the receiving server refused it for good (a 5xx reply), dead when every retry
 * of a passing failure (a 4xx reply, no connection) was used up.
 */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed", "dead"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A purchase order is open until its email has been handed to SMTP for its supplier (issue 22.3, issue 34.2). */
export const PURCHASE_ORDER_STATUSES = ["open", "sent"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
