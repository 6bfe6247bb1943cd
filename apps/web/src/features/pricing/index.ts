export { PlanFeatureList } from "./components/PlanFeatureList";
