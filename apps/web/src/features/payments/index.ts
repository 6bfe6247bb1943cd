export type { AuthenticationOutcome } from "./authentication";
export { PaymentAlert } from "./components/PaymentAlert";
export { PaymentAuthentication } from "./components/PaymentAuthentication";
export { PaymentForm } from "./components/PaymentForm";
export { TestPaymentsBanner } from "./components/TestPaymentsBanner";
