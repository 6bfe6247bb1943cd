export { invalidateRequestData, useRequestCounts } from "./api";
export { BackToRequests } from "./components/BackToRequests";
export { PersonAvatar } from "./components/PersonAvatar";
export { RecentRequests } from "./components/RecentRequests";
export { RequestFacts } from "./components/RequestFacts";
export { RequestLines } from "./components/RequestLines";
export { StatusBadge } from "./components/StatusBadge";
export { formatRequestDate, itemsLabel, personName } from "./display";
