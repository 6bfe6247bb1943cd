import { lazy } from "react";

/** The staging banner, loaded on its own: only a staging server shows it, so no first screen waits for its code. */
export const LazyTestPaymentsBanner = lazy(() =>
  import("./TestPaymentsBanner").then((m) => ({ default: m.TestPaymentsBanner })),
);
