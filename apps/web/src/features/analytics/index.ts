export { useAnalytics } from "./api";
export { DemandByCategoryChart, RequestsOverTimeChart, StockStatusChart } from "./components/AnalyticsCharts";
export { AnalyticsDialog } from "./components/AnalyticsDialog";
export { FilterSelect } from "./components/FilterSelect";
export { CategoryDemand, OverviewCards } from "./components/OverviewPanel";
export { CRITICAL_TABLE, HIGH_DEMAND_TABLE, PERFORMANCE_TABLE } from "./components/overviewColumns";
export { categoryName, formatUsd } from "./format";
