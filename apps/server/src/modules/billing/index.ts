/**
 * Billing's service surface: the rest of the server imports billing from here only (eslint.config.js
 * enforces it), so the sub-folders (provider, ledger, payments, subscriptions, checkout, routes, repo)
 * can change shape without touching their callers.
 */
export { type PaymentServices, createPaymentServices } from "./provider/create-provider";
export type { PaymentProvider } from "./provider/provider";
export { latestPaymentIssue } from "./subscriptions/status";
export { runDueSubscriptionJobs } from "./subscriptions/scheduler";
export { sendReceipts } from "./payments/receipts";
export { removeAbandonedCheckouts } from "./checkout/checkout";
export { noticeCheckoutAddress } from "./checkout/checkout-notice";
export { type BillingRoutesOptions, billingRoutes } from "./routes";
