export { StockValueCard } from "./components/StockValueCard";
export { ValueSpendTab } from "./components/ValueSpendTab";
export { REPORT_TAB_PARAM, VALUE_REPORT_TAB } from "./paths";
