export { useRequestCounts } from "./api";
export { BackToRequests } from "./components/BackToRequests";
export { RecentRequests } from "./components/RecentRequests";
export { RequestSummary } from "./components/RequestSummary";
export { formatRequestDate, itemsLabel, personName } from "./display";
