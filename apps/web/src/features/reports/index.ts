export { ReportsPanel } from "./ReportsPanel";
