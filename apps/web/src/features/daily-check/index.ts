export { OfflineStatus } from "./components/OfflineStatus";
