export { PurchaseOrdersPanel } from "./components/PurchaseOrdersPanel";
