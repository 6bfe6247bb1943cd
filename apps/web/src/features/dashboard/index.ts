export { useDashboardStats } from "./api";
