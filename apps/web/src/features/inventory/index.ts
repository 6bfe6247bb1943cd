export { useInventorySummary, usePropertyInventory } from "./api";
export { ItemCard } from "./components/ItemCard";
export { PropertySelector } from "./components/PropertySelector";
