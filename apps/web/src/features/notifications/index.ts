export { NotificationsBell } from "./components/NotificationsBell";
