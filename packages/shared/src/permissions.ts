import type { Role } from "./enums";

/**
 * The owner's work that the screens still draw for owners and demo users only: the spec gives the
 * admin the read-only view there (core §2, §6: "owner and demo"; "other roles see requests of any
 * status and no action buttons"), since the admin works in the admin area, not on properties of their own.
 */
const NOT_OFFERED_TO_ADMIN_ACTIONS = [
  /** List, create, edit and delete one's own properties and assign their managers. */
  "properties.manage",
  /** User management: list, create, edit, delete and re-invite one's manager accounts. */
  "managers.manage",
  /** Approve or decline a pending request. */
  "requests.review",
  /** Submit requests, and read the restock lines a request of one's property starts from ("Request all low items"). */
  "requests.submit",
  /** Copy an item to another property. */
  "inventory.copy",
  /** Import items into a property from a CSV file (issue 22.1). */
  "inventory.import",
  /** Move stock between two of one's own properties (issue 22.2). */
  "inventory.transfer",
  /** Keep the account's suppliers and set items' preferred supplier (issue 22.3). */
  "suppliers.manage",
  /** Turn approved requests into purchase orders, print and email them (issue 22.3). */
  "purchaseOrders.manage",
  /** Read the plan's usage limits. */
  "limits.view",
] as const;

/**
 * The guarded things a signed-in user may do. Anything not listed here is open to every signed-in user
 * (their own account, the properties they work in, stock counts, requests and receipts).
 */
export const ACTIONS = [
  ...NOT_OFFERED_TO_ADMIN_ACTIONS,
  /** Analytics and reports. */
  "analytics.view",
  /** Subscription settings, plan changes, saved cards and payments of one's own account. */
  "subscription.manage",
  /** The admin area: every user, property, request and the stats. */
  "admin.access",
  /** The developer mailbox (the outbox of messages when no SMTP server is configured). */
  "devMailbox.read",
  /** The email outbox and the background job queues without message bodies: watch them and retry what failed. */
  "operations.manage",
  /** Run the scheduled subscription jobs at a given time (the browser journeys' test hook). */
  "scheduledJobs.run",
  /** Start turning a demo account into a paying one. */
  "demo.convert",
  /** Confirm that conversion; the account may already be an owner when the payment's webhook came first. */
  "demo.confirmConversion",
  /** Use the product whatever the subscription's state: admins run it, demo accounts use sample data for free. */
  "paywall.bypass",
  /** Go past the plan's property and manager limits (core §6: "Admin is never limited"). */
  "planLimits.bypass",
] as const;
export type Action = (typeof ACTIONS)[number];

const OWNER_WORK: readonly Role[] = ["owner", "demo", "admin"];

/**
 * Who may do each action: the server's guards answer 403 to everyone else. Admins pass the guards of
 * the owner's work on their own account (accounts §6: the admin administers the product and is never
 * limited), so the API lets them through where owners and demo users go.
 */
export const PERMISSIONS: Record<Action, readonly Role[]> = {
  "properties.manage": OWNER_WORK,
  "managers.manage": OWNER_WORK,
  "requests.review": OWNER_WORK,
  // Core §6: every role submits requests; whose properties they are is the property scope's question.
  "requests.submit": ["owner", "manager", "admin", "demo"],
  "inventory.copy": OWNER_WORK,
  "inventory.import": OWNER_WORK,
  "inventory.transfer": OWNER_WORK,
  "suppliers.manage": OWNER_WORK,
  "purchaseOrders.manage": OWNER_WORK,
  "limits.view": OWNER_WORK,
  "analytics.view": OWNER_WORK,
  "subscription.manage": OWNER_WORK,
  "admin.access": ["admin"],
  "devMailbox.read": ["admin"],
  "operations.manage": ["admin"],
  "scheduledJobs.run": ["admin"],
  "demo.convert": ["demo"],
  "demo.confirmConversion": ["demo", "owner"],
  "paywall.bypass": ["admin", "demo"],
  "planLimits.bypass": ["admin"],
};

const NOT_OFFERED_TO_ADMIN: ReadonlySet<Action> = new Set<Action>(NOT_OFFERED_TO_ADMIN_ACTIONS);

/** Whether the admin area may delete an account of this role (accounts §6: it "deletes non-admin users"). */
export function isDeletableAccount(role: Role): boolean {
  return role !== "admin";
}

/** Whether the server lets this role do the action (signed out: never). */
export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && PERMISSIONS[action].includes(role);
}

/** Whether the screens offer the action to this role: what the server allows, less the owner's work for admins. */
export function offers(role: Role | null | undefined, action: Action): boolean {
  return can(role, action) && !(role === "admin" && NOT_OFFERED_TO_ADMIN.has(action));
}
