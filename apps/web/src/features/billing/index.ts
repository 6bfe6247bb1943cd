export { BecomeCustomerCard } from "./conversion/components/BecomeCustomerCard";
export { BECOME_CUSTOMER_PATH, becomeCustomerPath } from "./conversion/conversion";
export { planChoicePath } from "./subscription/planChoice";
export { PaymentForm } from "./payments/components/PaymentForm";
export { LazyTestPaymentsBanner as TestPaymentsBanner } from "./payments/components/LazyTestPaymentsBanner";
export { PaymentRequiredDialog } from "./subscription/components/PaymentRequiredDialog";
export { SubscriptionGate } from "./subscription/components/SubscriptionGate";
