export { PrintLabelsButton } from "./components/PrintLabelsButton";
