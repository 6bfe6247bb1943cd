export { useSuppliers } from "./api";
export { SuppliersPanel } from "./components/SuppliersPanel";
