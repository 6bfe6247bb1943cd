export { CreatePurchaseOrdersButton } from "./components/CreatePurchaseOrdersButton";
export { PurchaseOrdersPanel } from "./components/PurchaseOrdersPanel";
