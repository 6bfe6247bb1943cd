// The tables by domain; the column helpers (columns.ts, tenant-key.ts) stay private to the schema files.
export * from "./enums";
export * from "./accounts";
export * from "./properties";
export * from "./suppliers";
export * from "./inventory";
export * from "./requests";
export * from "./stock";
export * from "./purchasing";
export * from "./billing";
export * from "./analytics";
export * from "./activity";
export * from "./uploads";
export * from "./notifications";
export * from "./item-imports";
