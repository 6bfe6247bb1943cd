export { BecomeCustomerCard } from "./components/BecomeCustomerCard";
export { ExitDemoButton } from "./components/ExitDemoButton";
export { BECOME_CUSTOMER_PATH, becomeCustomerPath } from "./conversion";
export { enterDemoMode, isDemoMode } from "./demoMode";
