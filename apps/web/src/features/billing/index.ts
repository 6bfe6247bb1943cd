export { PaymentRequiredDialog } from "./components/PaymentRequiredDialog";
export { SubscriptionGate } from "./components/SubscriptionGate";
export { type Repriced, repricedOf } from "./useUpgradeFlow";
