import type { GetPath } from "./client";
import type { Mutation } from "./invalidation";

// What each kind of change makes stale. Loaded answers never go stale by themselves (staleTime Infinity), so a
// GET missing here keeps its old figures until a reload.
const SESSION: GetPath[] = ["/api/auth/user"];
const STOCK: GetPath[] = [
  "/api/properties",
  "/api/managed-properties",
  "/api/properties/{id}/inventory",
  "/api/inventory",
  "/api/inventory/all",
  "/api/inventory/summary",
  "/api/inventory/lookup",
  "/api/inventory/{id}/movements",
  "/api/low-stock",
  "/api/dashboard/stats",
  "/api/stock-value",
  "/api/spend",
  "/api/reorder-suggestions",
  "/api/analytics",
];
const PROPERTIES: GetPath[] = [
  ...STOCK,
  "/api/properties/inactive",
  "/api/usage-limits",
  "/api/users",
  "/api/transfers/target",
];
const MANAGERS: GetPath[] = ["/api/users", "/api/properties", "/api/managed-properties", "/api/usage-limits"];
const REQUESTS: GetPath[] = [
  "/api/requests",
  "/api/requests/counts",
  "/api/requests/{id}",
  "/api/approved-requests",
  "/api/received-requests",
  "/api/dashboard/stats",
  "/api/reorder-suggestions",
  "/api/analytics",
];
const PURCHASE_ORDERS: GetPath[] = ["/api/purchase-orders", "/api/purchase-orders/{id}"];
const SUPPLIERS: GetPath[] = ["/api/suppliers", ...STOCK, ...PURCHASE_ORDERS];
const NOTIFICATIONS: GetPath[] = ["/api/notifications", "/api/notifications/unread"];
const ADMIN: GetPath[] = [
  "/api/admin/stats",
  "/api/admin/users",
  "/api/admin/properties",
  "/api/admin/requests",
  "/api/admin/outbox",
  "/api/admin/outbox/summary",
  "/api/admin/jobs",
];
/** The account's plan and payments: the tier on the user, plan figures, the paywall, saved cards, and the limits. */
const BILLING: GetPath[] = [
  ...SESSION,
  "/api/subscription/info",
  "/api/subscription/next-payment",
  "/api/payment/status",
  "/api/payment/methods",
  "/api/payment/history",
  ...PROPERTIES,
];

/**
 * What each mutation makes stale, declared per operation: a mutation added to the API and missing here is a type
 * error. An empty list says the call changes nothing the app has loaded (a sign-out clears the cache instead).
 */
export const INVALIDATES: Record<Mutation, readonly GetPath[]> = {
  "POST /api/auth/login": BILLING,
  "POST /api/auth/auto-login": BILLING,
  "POST /api/auth/forgot-password": [],
  // An invitation's link signs the manager in (issue 36).
  "POST /api/auth/reset-password": SESSION,
  "POST /api/auth/reset-link": [],
  "POST /api/auth/reset-link/renew": [],
  // The answer is the saved preferences, written into their cache (settings/notificationPrefs.ts).
  "PUT /api/auth/preferences": [],
  "POST /api/logout": [],
  "POST /api/users/create-manager": MANAGERS,
  "PATCH /api/users/{id}": MANAGERS,
  "DELETE /api/users/{id}": MANAGERS,
  "POST /api/users/{id}/resend-invite": [],
  "POST /api/demo/signup": [],
  "POST /api/demo/confirm": BILLING,
  "POST /api/properties": PROPERTIES,
  "PUT /api/properties/{id}": PROPERTIES,
  "DELETE /api/properties/{id}": PROPERTIES,
  "POST /api/properties/{id}/managers": PROPERTIES,
  "DELETE /api/properties/{id}/managers/{managerId}": PROPERTIES,
  "POST /api/inventory": STOCK,
  "PUT /api/inventory/{id}": STOCK,
  "DELETE /api/inventory/{id}": STOCK,
  "POST /api/properties/{id}/items/import/preview": [],
  // An import that leaves items low tells the bell once (decision 199).
  "POST /api/properties/{id}/items/import": [...STOCK, ...NOTIFICATIONS],
  "PUT /api/items/import-mappings": ["/api/items/import-mappings"],
  "DELETE /api/items/import-mappings/{id}": ["/api/items/import-mappings"],
  "POST /api/requests": REQUESTS,
  "PUT /api/requests/{id}/status": [...REQUESTS, ...NOTIFICATIONS],
  "POST /api/receive-request/{id}": [...REQUESTS, ...STOCK, ...PURCHASE_ORDERS],
  "POST /api/receive-request-bulk/{id}": [...REQUESTS, ...STOCK, ...PURCHASE_ORDERS],
  "POST /api/daily-checks": STOCK,
  "POST /api/notifications/read": NOTIFICATIONS,
  "POST /api/suppliers": SUPPLIERS,
  "PUT /api/suppliers/{id}": SUPPLIERS,
  "DELETE /api/suppliers/{id}": SUPPLIERS,
  "POST /api/transfers": PROPERTIES,
  "PUT /api/admin/users/{userId}/subscription": ADMIN,
  "DELETE /api/admin/users/{id}": ADMIN,
  "POST /api/admin/demo-user": ADMIN,
  "POST /api/admin/outbox/{id}/retry": ADMIN,
  "POST /api/admin/jobs/{queue}/{id}/retry": ADMIN,
  "POST /api/requests/{id}/purchase-orders": [...PURCHASE_ORDERS, ...REQUESTS],
  "POST /api/purchase-orders/{id}/send": PURCHASE_ORDERS,
  "POST /api/subscription/create-upgrade-intent": [],
  "POST /api/subscription/calculate-upgrade": [],
  "POST /api/subscription/create-upgrade-payment": [],
  "POST /api/subscription/confirm-upgrade": BILLING,
  "POST /api/subscription/try-auto-payment": BILLING,
  "POST /api/subscription/update": BILLING,
  "POST /api/subscription/cancel-update": BILLING,
  "POST /api/subscription/cancel": BILLING,
  "POST /api/subscription/reactivate": BILLING,
  "POST /api/payment/retry": BILLING,
  "POST /api/payment/update-method": [],
  // The company name is also the session user's.
  "PUT /api/payment/billing-details": ["/api/payment/billing-details", ...SESSION],
  "POST /api/additional-property/payment-intent": [],
  "POST /api/additional-property/confirm-payment": BILLING,
  "POST /api/local-payments/confirm": BILLING,
  "POST /api/local-payments/authenticate": BILLING,
  "POST /api/demo/conversion": [],
  "POST /api/demo/conversion/confirm": BILLING,
  // The server's own endpoints for providers and tests: the app never calls them.
  "POST /api/stripe/webhook": [],
  "POST /api/test-payment": [],
  "POST /api/create-subscription-intent": [],
  "POST /api/complete-registration": BILLING,
  "POST /api/uploads": [],
};
