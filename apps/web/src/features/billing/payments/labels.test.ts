import { describe, expect, it } from "vitest";
import { paymentButtonLabel } from "./labels";

describe("paymentButtonLabel", () => {
  it("shows the amount in dollars for a payment", () => {
    expect(paymentButtonLabel({ mode: "payment", amount: 1234 })).toBe("Pay $12.34");
    expect(paymentButtonLabel({ mode: "payment", amount: 19900 })).toBe("Pay $199");
    expect(paymentButtonLabel({ mode: "payment", amount: 1230 })).toBe("Pay $12.30");
  });

  it("falls back to Pay Now without an amount and Save Card for a setup", () => {
    expect(paymentButtonLabel({ mode: "payment" })).toBe("Pay Now");
    expect(paymentButtonLabel({ mode: "setup", amount: 500 })).toBe("Save Card");
  });

  it("prefers an explicit label", () => {
    expect(paymentButtonLabel({ mode: "payment", amount: 100, submitLabel: "Save Card" })).toBe("Save Card");
  });
});
