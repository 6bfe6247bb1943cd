export { useInventorySummary, usePropertyInventory } from "./api";
export { ItemCard } from "./components/ItemCard";
