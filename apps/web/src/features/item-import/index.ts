export { ImportItemsButton } from "./components/ImportItemsButton";
