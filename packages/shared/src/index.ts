export * from "./enums";
export * from "./plans";
export * from "./stock";
export * from "./constants";
export * from "./messages";
export * from "./api";
