export { BecomeCustomerCard } from "./conversion/components/BecomeCustomerCard";
export { BECOME_CUSTOMER_PATH, becomeCustomerPath } from "./conversion/conversion";
export { planChoicePath } from "./subscription/planChoice";
export { PaymentForm } from "./payments/components/PaymentForm";
export { TestPaymentsBanner } from "./payments/components/TestPaymentsBanner";
export { PaymentRequiredDialog } from "./subscription/components/PaymentRequiredDialog";
export { SubscriptionGate } from "./subscription/components/SubscriptionGate";
