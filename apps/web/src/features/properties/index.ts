export { UpgradeDialog } from "./components/UpgradeDialog";
export { usePropertyDialogs } from "./components/usePropertyDialogs";
export { planLimitOutcome, type UpgradeInfo } from "./planLimits";
export { RemoveManagerDialog, type ManagerRemoval } from "./components/RemoveManagerDialog";
