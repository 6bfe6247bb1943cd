export { findItemsByCode, lookupCode } from "./api";
export { ChooseItemDialog } from "./components/ChooseItemDialog";
export { ScanButton } from "./components/ScanButton";
export { UnknownCodeDialog } from "./components/UnknownCodeDialog";
export { useKeyboardWedge } from "./useKeyboardWedge";
